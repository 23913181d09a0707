import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassLearningReport, OwnLearningReport, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import { STUDENT, STUDENT_2, TEACHER, countAnswers, createTestApp, type TestApp } from '../testing/test-app';
import { countAreaRun, countAreaRunRequest } from '../testing/count-area-runs';
import { TEST_COUNT } from '../testing/test-area';

let t: TestApp;
async function postRun(user: typeof STUDENT, seed: number, knows: number, finishedAt: string): Promise<SubmissionReceipt> {
  const startedAt = new Date(Date.parse(finishedAt) - 240_000).toISOString();
  const body = countAreaRunRequest(seed, countAreaRun(seed, knows).answers, { startedAt, finishedAt });
  const res = await t.request('POST', '/api/submissions', user, body);
  expect(res.statusCode).toBe(201);
  return res.json<SubmissionReceipt>();
}

beforeAll(async () => {
  t = await createTestApp();
  await t.request('PUT', '/api/me', STUDENT, { studentId: 'L-1', organization: 'Conservatory of Music' });
  await t.request('PUT', '/api/me', STUDENT_2, { studentId: 'L-2', organization: 'School of Recording Arts' });
});
afterAll(() => t.close());

describe('learning reports', () => {
  let first: SubmissionReceipt;
  let second: SubmissionReceipt;
  let other: SubmissionReceipt;
  beforeAll(async () => {
    first = await postRun(STUDENT, 11, 4, '2026-03-02T10:00:00.000Z');
    second = await postRun(STUDENT, 12, 7, '2026-03-09T10:00:00.000Z');
    other = await postRun(STUDENT_2, 13, 5, '2026-03-05T10:00:00.000Z');
    // A practice exam with two numbers confused: confusions come from exams too.
    const right = countAnswers(90, { max: 6 }, 3);
    const exam: SubmissionRequest = {
      submitId: randomUUID(), area: TEST_COUNT, mode: 'exam', generatorVersion: 1, seed: 90, settings: { max: 6 }, questionCount: 3,
      startedAt: '2026-03-03T10:00:00.000Z', finishedAt: '2026-03-03T10:01:00.000Z', answers: right.map((a, i) => (i === 0 ? (a + 1) % 6 : a)),
    };
    expect((await t.request('POST', '/api/submissions', STUDENT, exam)).statusCode).toBe(201);
  });

  it("gives a student their own thresholds over time, and the confusions of their runs and exams", async () => {
    const res = await t.request('GET', '/api/reports/test-count/learning', STUDENT);
    expect(res.statusCode).toBe(200);
    const report = res.json<OwnLearningReport>();
    expect(report.thresholds).toEqual([
      { dimension: 'max', unit: 'ratio', runs: [expect.objectContaining({ threshold: first.threshold?.threshold }), expect.objectContaining({ threshold: second.threshold?.threshold })] },
    ]);
    expect(report.thresholds[0]?.runs.every((run) => run.low !== null && run.high !== null && run.low <= (run.threshold ?? 0))).toBe(true);
    const total = report.confusions.reduce((n, c) => n + c.count, 0);
    const trials = (first.threshold?.trials ?? 0) + (second.threshold?.trials ?? 0);
    // Every trial of both runs and the exam's three questions, and none of the other student's.
    expect(total).toBe(trials + 3);
  });

  it('gives a teacher each student\'s latest threshold, filtered by organization, and the class\'s confusions', async () => {
    const all = (await t.request('GET', '/api/total-reports/test-count/learning', TEACHER)).json<ClassLearningReport>();
    const maxes = all.thresholds.find((d) => d.dimension === 'max');
    expect(maxes?.unit).toBe('ratio');
    const students = maxes?.students ?? [];
    expect(students.map((s) => [s.studentId, s.runs, s.latest.threshold])).toEqual(
      expect.arrayContaining([
        ['L-1', 2, second.threshold?.threshold],
        ['L-2', 1, other.threshold?.threshold],
      ]),
    );
    const conservatory = (
      await t.request('GET', '/api/total-reports/test-count/learning?organization=Conservatory%20of%20Music&from=2026-03-01&to=2026-03-31', TEACHER)
    ).json<ClassLearningReport>();
    expect(conservatory.thresholds[0]?.students.map((s) => s.studentId)).toEqual(['L-1']);
    const classTotal = conservatory.confusions.reduce((n, c) => n + c.count, 0);
    expect(classTotal).toBe((first.threshold?.trials ?? 0) + (second.threshold?.trials ?? 0) + 3);
  });

  it('keeps the class view from students', async () => {
    expect((await t.request('GET', '/api/total-reports/test-count/learning', STUDENT)).statusCode).toBe(403);
  });
});
