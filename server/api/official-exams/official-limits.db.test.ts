/**
 * A class takes its official exam at once: one open exam per student and area, limited
 * attempts, a bound on each sound's fetches, per-user rate limits, unsubmitted exams recorded
 * at their close, and the listening check, all on the injected clock.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AreaDefinition } from '../../../src/exam-contract';
import { toyArea, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import type { ListeningTimeline, OfficialExam } from '../../../src/api-contract';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';
import { DEFAULT_OFFICIAL_EXAM_RULES, OFFICIAL_EXAM_SUBMIT_GRACE_MS, OFFICIAL_EXAM_TTL_MS, type OfficialExamRules } from './official-exam-rules';
import { rightOfficialSubmission } from '../testing/official-submission';
import { createTestApp, issuedQuestions, type TestApp, type TestTokenUser } from '../testing/test-app';

const AREAS: AreaDefinitions = { ...DEFAULT_AREAS, [TOY_AREA_ID]: toyArea as unknown as AreaDefinition };
const T0 = Date.parse('2026-09-01T09:00:00.000Z');
const SECOND = 1000;

const apps: TestApp[] = [];
async function appWith(rules: Partial<OfficialExamRules> = {}, renderAheadInto?: string): Promise<TestApp> {
  const t = await createTestApp(AREAS, { officialRules: { ...DEFAULT_OFFICIAL_EXAM_RULES, ...rules }, ...(renderAheadInto ? { renderAheadInto } : {}) });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

const student = (): TestTokenUser => {
  const id = randomUUID().slice(0, 8);
  return { sub: `test|${id}`, name: `Student ${id}`, email: `${id}@uni.example` };
};

async function issueAt(t: TestApp, who: TestTokenUser, at = T0) {
  t.setNow(new Date(at));
  return t.request('POST', '/api/official-exams', who, { area: TOY_AREA_ID });
}

function fetchAt(t: TestApp, who: TestTokenUser, exam: OfficialExam, n: number, at: number, branch = 'processed') {
  t.setNow(new Date(at));
  return t.request('GET', `/api/official-exams/${exam.examId}/questions/${n}/audio/${branch}`, who);
}

async function submitAt(t: TestApp, who: TestTokenUser, exam: OfficialExam, at: number) {
  t.setNow(new Date(at));
  return t.request('POST', '/api/submissions', who, await rightOfficialSubmission(t.db, toyArea, exam.examId, at));
}

async function storedResult(t: TestApp, examId: string) {
  const rows = await t.db.query<{ outcome: string; score: number; listening_flag: string | null; listening_timeline: ListeningTimeline | null }>(
    'SELECT outcome, score, listening_flag, listening_timeline FROM submissions WHERE exam_id = $1',
    [examId],
  );
  return rows[0];
}

describe('one open official exam per student and area, and limited attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });
  afterEach(() => t.setNow(null));

  it('returns the open exam to a second issue, even two issues at the same moment', async () => {
    const who = student();
    const [a, b] = await Promise.all([issueAt(t, who), issueAt(t, who)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<OfficialExam>().examId).toBe(b.json<OfficialExam>().examId);
    const again = await issueAt(t, who, T0 + 60 * SECOND);
    expect(again.statusCode).toBe(200);
    expect(again.json<OfficialExam>()).toMatchObject({ examId: a.json<OfficialExam>().examId, attemptsAllowed: 1, attemptsUsed: 1, countedAttempt: 'best' });
    const [{ count }] = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM official_exams WHERE user_sub = $1', [who.sub])) as [
      { count: number },
    ];
    expect(count).toBe(1);
  });

  it('refuses another attempt once the only one was submitted, with a clear message', async () => {
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    expect((await submitAt(t, who, exam, T0 + 60 * SECOND)).statusCode).toBe(201);
    const refused = await issueAt(t, who, T0 + 120 * SECOND);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, code: 'no-attempts-left', message: expect.stringMatching(/one attempt/) });
  });

  it('counts an exam left open past its time limit as the attempt', async () => {
    const who = student();
    expect((await issueAt(t, who)).statusCode).toBe(201);
    const refused = await issueAt(t, who, T0 + OFFICIAL_EXAM_TTL_MS + SECOND);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('no-attempts-left');
  });

  it('gives as many attempts as the rules allow', async () => {
    const two = await appWith({ attempts: 2 });
    const who = student();
    const first = (await issueAt(two, who)).json<OfficialExam>();
    expect((await submitAt(two, who, first, T0 + 60 * SECOND)).statusCode).toBe(201);
    const second = await issueAt(two, who, T0 + 120 * SECOND);
    expect(second.statusCode).toBe(201);
    expect(second.json<OfficialExam>()).toMatchObject({ attemptsAllowed: 2, attemptsUsed: 2 });
    expect((await submitAt(two, who, second.json<OfficialExam>(), T0 + 180 * SECOND)).statusCode).toBe(201);
    expect((await issueAt(two, who, T0 + 240 * SECOND)).json()).toMatchObject({ status: 409, message: expect.stringMatching(/all 2 attempts/) });
  });
});

describe('audio fetches and request rates', () => {
  it('serves each sound of an exam at most fetchesPerSound times', async () => {
    const t = await appWith({ fetchesPerSound: 2 });
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    expect((await fetchAt(t, who, exam, 0, T0)).statusCode).toBe(200);
    expect((await fetchAt(t, who, exam, 0, T0)).statusCode).toBe(200);
    const third = await fetchAt(t, who, exam, 0, T0);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'audio-fetch-limit', message: expect.stringContaining('2 times') });
    expect((await fetchAt(t, who, exam, 0, T0, 'original')).statusCode).toBe(200);
    expect((await fetchAt(t, who, exam, 1, T0)).statusCode).toBe(200);
  });

  it('answers a user over the rate limit with 429 and a clear message, and nobody else', async () => {
    const t = await appWith({ perMinute: { issue: 2, audio: 3, reviewAudio: 3 } });
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    for (const n of [0, 1, 2]) expect((await fetchAt(t, who, exam, n, T0)).statusCode).toBe(200);
    const limited = await fetchAt(t, who, exam, 0, T0, 'original');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ status: 429, code: 'rate-limited', message: expect.stringMatching(/Too many requests/) });
    expect((await issueAt(t, who)).statusCode).toBe(200);
    expect((await issueAt(t, who)).statusCode).toBe(429);
    const other = student();
    const theirs = (await issueAt(t, other)).json<OfficialExam>();
    expect((await fetchAt(t, other, theirs, 0, T0)).statusCode).toBe(200);
  });
});

describe('an exam that is never submitted', () => {
  it('is recorded as not submitted, score 0, once its deadline and the queue grace are over', async () => {
    const t = await appWith();
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    const closes = T0 + OFFICIAL_EXAM_TTL_MS + OFFICIAL_EXAM_SUBMIT_GRACE_MS;
    t.setNow(new Date(closes - SECOND));
    expect((await t.request('GET', '/api/reports/toy?kind=official', who)).json().total).toBe(0);
    expect(await storedResult(t, exam.examId)).toBeUndefined();
    t.setNow(new Date(closes + SECOND));
    const report = await t.request('GET', '/api/reports/toy?kind=official', who);
    expect(report.json()).toMatchObject({ total: 1, rows: [{ score: 0, correctRate: 0, official: true }] });
    expect(await storedResult(t, exam.examId)).toMatchObject({ outcome: 'not-submitted', score: 0 });
    const late = await submitAt(t, who, exam, closes + 2 * SECOND);
    expect(late.statusCode).toBe(410);
    expect(await storedResult(t, exam.examId)).toMatchObject({ outcome: 'not-submitted' });
  });
});

describe('the listening check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });

  it('flags answers to questions whose sound was never fetched', async () => {
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    await fetchAt(t, who, exam, 0, T0 + SECOND);
    expect((await submitAt(t, who, exam, T0 + 120 * SECOND)).statusCode).toBe(201);
    expect(await storedResult(t, exam.examId)).toMatchObject({
      listening_flag: 'unheard',
      listening_timeline: { questions: [0, null, null], answeredAfterSeconds: 119 },
    });
  });

  it('flags answers that arrive less than one loop per question after the first sound', async () => {
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    for (const n of [0, 1, 2]) await fetchAt(t, who, exam, n, T0 + n * SECOND);
    // Three questions of 5.46 s each: 16.4 s at the least.
    expect((await submitAt(t, who, exam, T0 + 16 * SECOND)).statusCode).toBe(201);
    expect(await storedResult(t, exam.examId)).toMatchObject({ listening_flag: 'too-fast', listening_timeline: { questions: [0, 1, 2], answeredAfterSeconds: 16 } });
  });

  it('does not flag an exam answered at a listening pace, and keeps its timeline', async () => {
    const who = student();
    const exam = (await issueAt(t, who)).json<OfficialExam>();
    for (const n of [0, 1, 2]) await fetchAt(t, who, exam, n, T0 + n * 6 * SECOND);
    expect((await submitAt(t, who, exam, T0 + 17 * SECOND)).statusCode).toBe(201);
    const stored = await storedResult(t, exam.examId);
    expect(stored).toMatchObject({ listening_flag: null, listening_timeline: { questions: [0, 6, 12], answeredAfterSeconds: 17 } });
    expect(stored?.listening_timeline?.firstSoundAt).toBe(new Date(T0).toISOString());
  });
});

describe('sounds rendered ahead', () => {
  it('renders every sound of an exam at issue, once per distinct sound, and serves the files', { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auricle-ahead-'));
    try {
      const t = await appWith({}, dir);
      const who = student();
      const exam = (await issueAt(t, who)).json<OfficialExam>();
      const values = new Set((await issuedQuestions(t.db, exam.examId)).map((q) => (q as { value: number }).value));
      // Each distinct processed sound, and the one original they share.
      await vi.waitFor(async () => expect((await readdir(dir)).filter((f) => f.endsWith('.flac'))).toHaveLength(values.size + 1), {
        timeout: 20_000,
        interval: 100,
      });
      const files = await Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name))));
      const served = await fetchAt(t, who, exam, 1, T0 + SECOND);
      expect(served.statusCode).toBe(200);
      expect(files.some((file) => Buffer.compare(served.rawPayload, file) === 0)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
