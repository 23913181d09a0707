/**
 * The time rule of official submissions, on the injected clock: an exam counts when it was
 * taken inside its validity window (60 s clock skew either side), even if the result waited
 * in the SPA's offline queue, as long as it arrives within the grace period after expiry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_COUNT } from '../testing/test-area';
import type { OfficialExam, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import {
  OFFICIAL_EXAM_CLOCK_SKEW_MS,
  OFFICIAL_EXAM_SUBMIT_GRACE_MS,
  OFFICIAL_EXAM_TTL_MS,
} from './official-exam-rules';
import { STUDENT, STUDENT_2, RETAKES_ALLOWED, closeOpenExams, createTestApp, issuedQuestions, type TestApp, type TestTokenUser } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { officialRules: RETAKES_ALLOWED });
});
afterEach(async () => {
  t.setNow(null);
  await closeOpenExams(t.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ISSUED = Date.parse('2026-03-02T10:00:00.000Z');
const EXPIRES = ISSUED + OFFICIAL_EXAM_TTL_MS;

/** When the student took the exam (browser clock). */
interface Taken {
  startedAt: number;
  finishedAt: number;
}

/** An issued exam and its right answers (the stored questions of the count area). */
type Issued = OfficialExam & { rightAnswers: unknown[] };

async function issueAt(time: number, who: TestTokenUser = STUDENT): Promise<Issued> {
  t.setNow(new Date(time));
  const res = await t.request('POST', '/api/official-exams', who, { area: TEST_COUNT });
  expect(res.statusCode).toBe(201);
  const exam = res.json<OfficialExam>();
  return { ...exam, rightAnswers: await issuedQuestions(t.db, exam.examId) };
}

function officialBody(exam: Issued, taken: Taken): SubmissionRequest {
  return {
    submitId: randomUUID(),
    area: TEST_COUNT,
    mode: 'official',
    generatorVersion: 1,
    examId: exam.examId,
    startedAt: new Date(taken.startedAt).toISOString(),
    finishedAt: new Date(taken.finishedAt).toISOString(),
    answers: exam.rightAnswers,
  };
}

/** Fetches question n's processed sound at server time `time`. */
function fetchAudio(exam: OfficialExam, n: number, time: number, who: TestTokenUser = STUDENT) {
  t.setNow(new Date(time));
  return t.request('GET', `/api/official-exams/${exam.examId}/questions/${n}/audio/processed`, who);
}

async function storedTimes(submitId: string) {
  const rows = await t.db.query<{ started_at: Date; finished_at: Date; duration_seconds: number }>(
    'SELECT started_at, finished_at, duration_seconds FROM submissions WHERE submit_id = $1',
    [submitId],
  );
  return rows[0];
}

/** Sends at server time `arrivesAt`. */
function send(body: SubmissionRequest, arrivesAt: number, who: TestTokenUser = STUDENT) {
  t.setNow(new Date(arrivesAt));
  return t.request('POST', '/api/submissions', who, body);
}

async function usedAt(exam: Issued): Promise<Date | null> {
  const rows = await t.db.query<{ used_at: Date | null }>('SELECT used_at FROM official_exams WHERE id = $1', [exam.examId]);
  return rows[0]?.used_at ?? null;
}

async function storedCount(submitId: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions WHERE submit_id = $1', [submitId]);
  return rows[0]?.n ?? -1;
}

describe('official exam time rule', () => {
  it('keeps the two-hour validity and a seven-day grace period', async () => {
    expect(OFFICIAL_EXAM_TTL_MS).toBe(2 * 60 * MINUTE);
    expect(OFFICIAL_EXAM_CLOCK_SKEW_MS).toBe(MINUTE);
    expect(OFFICIAL_EXAM_SUBMIT_GRACE_MS).toBe(7 * DAY);
    const exam = await issueAt(ISSUED);
    expect(exam.issuedAt).toBe(new Date(ISSUED).toISOString());
    expect(exam.expiresAt).toBe(new Date(EXPIRES).toISOString());
  });

  it('accepts an exam finished in time that arrives days after expiry (the offline queue)', async () => {
    const exam = await issueAt(ISSUED);
    const body = officialBody(exam, { startedAt: ISSUED + MINUTE, finishedAt: EXPIRES - MINUTE });
    const res = await send(body, EXPIRES + 3 * DAY);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 100, questionCount: exam.questionCount, duplicate: false });
    expect(await usedAt(exam)).toEqual(new Date(EXPIRES + 3 * DAY));
    const [row] = await t.db.query<{ official: boolean; exam_id: string }>(
      'SELECT official, exam_id FROM submissions WHERE submit_id = $1',
      [body.submitId],
    );
    expect(row).toEqual({ official: true, exam_id: exam.examId });
  });

  it('accepts the exact edges: started 60 s before issue, finished 60 s after expiry, arriving at the end of the grace period', async () => {
    const exam = await issueAt(ISSUED);
    const body = officialBody(exam, {
      startedAt: ISSUED - OFFICIAL_EXAM_CLOCK_SKEW_MS,
      finishedAt: EXPIRES + OFFICIAL_EXAM_CLOCK_SKEW_MS,
    });
    const res = await send(body, EXPIRES + OFFICIAL_EXAM_SUBMIT_GRACE_MS);
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['finished 1 ms after expiry plus skew', ISSUED + MINUTE, EXPIRES + OFFICIAL_EXAM_CLOCK_SKEW_MS + 1, EXPIRES + 2 * MINUTE, 410, 'expired'],
    ['finished an hour after expiry, sent at once', ISSUED + 2 * MINUTE, EXPIRES + 60 * MINUTE, EXPIRES + 61 * MINUTE, 410, 'expired'],
    ['arriving 1 ms after the grace period', ISSUED + MINUTE, EXPIRES - MINUTE, EXPIRES + OFFICIAL_EXAM_SUBMIT_GRACE_MS + 1, 410, '7 days'],
    ['arriving a month later', ISSUED + MINUTE, ISSUED + 30 * MINUTE, EXPIRES + 30 * DAY, 410, 'expired'],
  ])('rejects an exam %s and leaves it unused', async (_label, startedAt, finishedAt, arrivesAt, status, mentions) => {
    const exam = await issueAt(ISSUED);
    const body = officialBody(exam, { startedAt, finishedAt });
    const res = await send(body, arrivesAt);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ status, message: expect.stringContaining(mentions) });
    expect(await usedAt(exam)).toBeNull();
    expect(await storedCount(body.submitId)).toBe(0);
  });

  it('stays single use and owned by its user during the grace period', async () => {
    const exam = await issueAt(ISSUED);
    const taken = { startedAt: ISSUED + MINUTE, finishedAt: ISSUED + 20 * MINUTE };
    const late = EXPIRES + DAY;
    const stranger = await send(officialBody(exam, taken), late, STUDENT_2);
    expect(stranger.statusCode).toBe(404);

    const body = officialBody(exam, taken);
    expect((await send(body, late)).statusCode).toBe(201);
    const second = await send(officialBody(exam, taken), late + MINUTE);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ submitId: body.submitId, duplicate: true });
  });

  it('answers a re-sent result with its receipt even after the grace period', async () => {
    const exam = await issueAt(ISSUED);
    const body = officialBody(exam, { startedAt: ISSUED + MINUTE, finishedAt: ISSUED + 30 * MINUTE });
    const first = await send(body, EXPIRES + 6 * DAY);
    expect(first.statusCode).toBe(201);
    const resent = await send(body, EXPIRES + 30 * DAY);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await storedCount(body.submitId)).toBe(1);
  });

  it("times the exam by the server: first audio fetch to answers received, whatever the browser's clock says", async () => {
    const exam = await issueAt(ISSUED);
    expect((await fetchAudio(exam, 0, ISSUED + 5 * MINUTE)).statusCode).toBe(200);
    expect((await fetchAudio(exam, 1, ISSUED + 9 * MINUTE)).statusCode).toBe(200);
    const body = officialBody(exam, { startedAt: ISSUED - 180 * MINUTE, finishedAt: ISSUED + MINUTE });
    expect((await send(body, ISSUED + 20 * MINUTE)).statusCode).toBe(201);
    expect(await storedTimes(body.submitId)).toEqual({
      started_at: new Date(ISSUED + 5 * MINUTE),
      finished_at: new Date(ISSUED + 20 * MINUTE),
      duration_seconds: 15 * 60,
    });
  });

  it('a result arriving late through the queue finishes no earlier than the last audio the server served', async () => {
    const exam = await issueAt(ISSUED);
    await fetchAudio(exam, 0, ISSUED + 10 * MINUTE);
    await fetchAudio(exam, 4, ISSUED + 50 * MINUTE);
    const body = officialBody(exam, { startedAt: ISSUED + 10 * MINUTE, finishedAt: ISSUED + 30 * MINUTE });
    expect((await send(body, EXPIRES + 2 * DAY)).statusCode).toBe(201);
    expect(await storedTimes(body.submitId)).toMatchObject({ started_at: new Date(ISSUED + 10 * MINUTE), finished_at: new Date(ISSUED + 50 * MINUTE) });
  });

  it('serves no audio once the time limit is over or the answers are in (410)', async () => {
    const exam = await issueAt(ISSUED);
    const late = await fetchAudio(exam, 0, EXPIRES + 1);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ status: 410, message: expect.stringContaining('time limit') });
    const other = await issueAt(EXPIRES + 1);
    const taken = { startedAt: EXPIRES + 1, finishedAt: EXPIRES + MINUTE };
    expect((await send(officialBody(other, taken), EXPIRES + 2 * MINUTE)).statusCode).toBe(201);
    const after = await fetchAudio(other, 0, EXPIRES + 3 * MINUTE);
    expect(after.statusCode).toBe(410);
    expect(after.json().message).toContain('submitted');
  });
});
