import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnLearningReport, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import { STUDENT, STUDENT_2, createTestApp, type TestApp } from '../testing/test-app';
import { countAreaRun, countAreaRunRequest } from '../testing/count-area-runs';
import { countArea } from '../testing/test-area';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.request('PUT', '/api/me', STUDENT, { studentId: 'A-7', organization: 'Conservatory of Music' });
});
afterAll(() => t.close());

const liveRun = (seed: number, knows: number) => countAreaRun(seed, knows, 2);
const run = countAreaRunRequest;

interface RunRow {
  threshold: number | null;
  client_threshold: number | null;
  trial_count: number;
  student_id: string | null;
  track: { level: number; correct: boolean; reversal: boolean }[];
  confusions: { axis: string; asked: string; answered: string; count: number }[];
}

const storedRun = async (submitId: string) =>
  t.db.query<RunRow>('SELECT threshold, client_threshold, trial_count, student_id, track, confusions FROM adaptive_runs WHERE submit_id = $1', [submitId]);

describe('POST /api/submissions (adaptive runs)', () => {
  it('replays the staircase from seed and answers and stores its own threshold, not a forged one', async () => {
    const live = liveRun(41, 6);
    const body = run(41, live.answers, { clientThreshold: 9.5 });
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    const receipt = res.json<SubmissionReceipt>();
    // Right up to six numbers, wrong from seven: the track turns between them.
    expect(receipt.threshold?.threshold).toBeGreaterThanOrEqual(6);
    expect(receipt.threshold?.threshold).toBeLessThanOrEqual(7);
    expect(receipt.threshold).toMatchObject({ dimension: 'max', trials: live.answers.length });
    const [row] = await storedRun(body.submitId);
    expect(row).toMatchObject({ threshold: receipt.threshold?.threshold, client_threshold: 9.5, trial_count: live.answers.length, student_id: 'A-7' });
    expect(row?.track.map((trial) => trial.level)).toEqual(live.state.trials.map((trial) => trial.level));
    // Every wrong answer is a confusion of the number asked with the one answered.
    const confused = row?.confusions.filter((c) => c.asked !== c.answered).reduce((n, c) => n + c.count, 0);
    expect(confused).toBe(live.state.trials.filter((trial) => !trial.correct).length);
  });

  it('stores a run that sat at the hardest rung as a bound, and reports read it back as one', async () => {
    const [dimension] = countArea.adaptive;
    const hardest = dimension.ladder[dimension.ladder.length - 1];
    const body = run(44, liveRun(44, Number.POSITIVE_INFINITY).answers);
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    // The count area's ladder rises (more numbers to tell apart is harder): the threshold lies at or above its top.
    expect(res.json<SubmissionReceipt>().threshold).toMatchObject({ threshold: hardest, low: hardest, high: hardest, bound: 'atOrAbove' });
    const [row] = await t.db.query<{ threshold_bound: string | null }>('SELECT threshold_bound FROM adaptive_runs WHERE submit_id = $1', [body.submitId]);
    expect(row?.threshold_bound).toBe('atOrAbove');
    const own = (await t.request('GET', '/api/reports/test-count/learning', STUDENT)).json<OwnLearningReport>();
    expect(own.thresholds[0]?.runs.find((r) => r.submitId === body.submitId)).toMatchObject({ threshold: hardest, bound: 'atOrAbove' });
  });

  it('stores a run once and answers a retry with the stored threshold', async () => {
    const body = run(42, liveRun(42, 5).answers);
    const first = await t.request('POST', '/api/submissions', STUDENT, body);
    const again = await t.request('POST', '/api/submissions', STUDENT, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<SubmissionReceipt>()).toEqual({ ...first.json<SubmissionReceipt>(), duplicate: true });
    expect(await storedRun(body.submitId)).toHaveLength(1);
    expect((await t.request('POST', '/api/submissions', STUDENT_2, body)).statusCode).toBe(409);
  });

  it('refuses a run that has not stopped, answers after the stop, an unknown dimension and a missing seed', async () => {
    const { answers } = liveRun(43, 5);
    const cases: [string, SubmissionRequest, RegExp][] = [
      ['unfinished', run(43, answers.slice(0, -1)), /has not stopped/],
      ['too long', run(43, [...answers, 0]), /after the run stopped/],
      ['unknown dimension', run(43, answers, { dimension: 'colour' }), /no adaptive dimension 'colour'/],
      ['no seed', run(43, answers, { seed: undefined }), /seed and dimension/],
    ];
    for (const [name, body, message] of cases) {
      const res = await t.request('POST', '/api/submissions', STUDENT, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json<{ message: string }>().message, name).toMatch(message);
      expect(await storedRun(body.submitId), name).toEqual([]);
    }
  });
});
