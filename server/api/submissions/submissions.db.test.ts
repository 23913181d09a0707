import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EqQuestion } from '../../../src/areas/eq/eq-question';
import { generateQuestionSet } from '../../../src/exam-contract';
import type { OfficialExam, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import { DEFAULT_AREAS } from '../areas';
import { RETAKES_ALLOWED, STUDENT, STUDENT_2, closeOpenExams, countAnswers, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';
import { OTHER_TEST_COUNT, TEST_COUNT, type CountSettings } from '../testing/test-area';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { officialRules: RETAKES_ALLOWED });
  await t.request('PUT', '/api/me', STUDENT, { studentId: 'A-1', organization: 'Conservatory of Music' });
});
afterAll(() => t.close());
afterEach(() => closeOpenExams(t.db));

const SETTINGS: CountSettings = { max: 6 };

function practice(overrides: Partial<SubmissionRequest> = {}): SubmissionRequest {
  const seed = overrides.seed ?? 1234;
  const questionCount = overrides.questionCount ?? 4;
  return {
    submitId: randomUUID(),
    area: TEST_COUNT,
    mode: 'exam',
    generatorVersion: 1,
    seed,
    settings: SETTINGS,
    questionCount,
    startedAt: '2026-03-02T10:00:00.000Z',
    finishedAt: '2026-03-02T10:01:30.500Z',
    answers: countAnswers(seed, SETTINGS, questionCount),
    ...overrides,
  };
}

interface StoredRow {
  score: number;
  correct_rate: number;
  client_score: number | null;
  official: boolean;
  duration_seconds: number;
  student_id: string | null;
}

async function stored(submitId: string): Promise<StoredRow[]> {
  return t.db.query<StoredRow>(
    'SELECT score, correct_rate, client_score, official, duration_seconds, student_id FROM submissions WHERE submit_id = $1',
    [submitId],
  );
}

describe('POST /api/submissions (practice exams)', () => {
  it('re-scores the answers and stores the server score with the profile of the moment', async () => {
    const body = practice();
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ submitId: body.submitId, score: 100, correctRate: 100, questionCount: 4, duplicate: false });
    expect(await stored(body.submitId)).toEqual([
      { score: 100, correct_rate: 100, client_score: null, official: false, duration_seconds: 90.5, student_id: 'A-1' },
    ]);
  });

  it('ignores a tampered client score', async () => {
    const right = countAnswers(77, SETTINGS, 4);
    // One exact, one off by one (half credit), two far off: 37.5 % credit, 25 % fully right.
    const answers = right.map((a, i) => (i === 0 ? a : i === 1 ? (a === 0 ? 1 : a - 1) : a + 3));
    const body = practice({ seed: 77, answers, clientScore: 100 });
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 37.5, correctRate: 25 });
    expect(await stored(body.submitId)).toMatchObject([{ score: 37.5, correct_rate: 25, client_score: 100 }]);
  });

  it('counts the confusions of the answers: the number asked against the number answered', async () => {
    const right = countAnswers(78, SETTINGS, 4);
    const answers = right.map((a, i) => (i < 2 ? a : (a + 1) % SETTINGS.max));
    const body = practice({ seed: 78, answers });
    expect((await t.request('POST', '/api/submissions', STUDENT, body)).statusCode).toBe(201);
    const [row] = await t.db.query<{ confusions: { asked: string; answered: string; count: number }[] }>(
      'SELECT confusions FROM submissions WHERE submit_id = $1',
      [body.submitId],
    );
    const total = (rows: { count: number }[] = []) => rows.reduce((n, c) => n + c.count, 0);
    expect(total(row?.confusions)).toBe(4);
    expect(total(row?.confusions.filter((c) => c.asked !== c.answered))).toBe(2);
    expect(row?.confusions.find((c) => c.asked === String(right[2]) && c.answered === String(answers[2]))?.count).toBeGreaterThan(0);
  });

  it('stores a submitId once and answers a retry with the stored receipt', async () => {
    const body = practice();
    const first = await t.request('POST', '/api/submissions', STUDENT, body);
    const again = await t.request('POST', '/api/submissions', STUDENT, { ...body, answers: [0, 0, 0, 0] });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await stored(body.submitId)).toHaveLength(1);
  });

  it('treats simultaneous retries of one submitId as one submission', async () => {
    const body = practice();
    const results = await Promise.all([1, 2, 3].map(() => t.request('POST', '/api/submissions', STUDENT, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await stored(body.submitId)).toHaveLength(1);
  });

  it('refuses another user reusing a submitId', async () => {
    const body = practice();
    await t.request('POST', '/api/submissions', STUDENT, body);
    const res = await t.request('POST', '/api/submissions', STUDENT_2, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: expect.any(String) });
  });

  it.each([
    ['too few answers', { answers: [1, 2] }, 'answers'],
    ['too many questions', { questionCount: 101, answers: new Array(101).fill(0) }, 'questionCount'],
    ['zero questions', { questionCount: 0, answers: [] }, 'questionCount'],
    ['invalid settings', { settings: { max: 99 } }, 'settings'],
    ['an area without exam', { area: 'timbre' }, 'timbre'],
    ['an unknown area', { area: 'karaoke' }, 'area'],
    ['finish before start', { finishedAt: '2026-03-02T09:59:00.000Z' }, 'before'],
    ['more than a day', { finishedAt: '2026-03-03T10:00:01.000Z' }, 'day'],
    ['a bad time', { startedAt: 'yesterday' }, 'startedAt'],
    ['a bad submit id', { submitId: 'abc' }, 'submitId'],
    ['a negative seed', { seed: -1 }, 'seed'],
    ['a string seed', { seed: '12' }, 'seed'],
    ['no seed', { seed: undefined }, 'seed'],
    ['answers of the wrong shape', { answers: [1, 'x', { a: 1 }, null] }, 'question 2'],
  ])('rejects %s with 400 and stores nothing', async (_label, overrides, mentions) => {
    const body = { ...practice(), ...overrides };
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: expect.stringContaining(mentions) });
    if (typeof body.submitId === 'string' && body.submitId.length === 36) expect(await stored(body.submitId)).toEqual([]);
  });

  it('refuses answers of the wrong shape, naming the first such question, and stores nothing', async () => {
    const body = practice({ answers: [0, 1, null, 2] });
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'The answer to question 3 is not a well-formed test-count answer' });
    expect(await stored(body.submitId)).toEqual([]);
  });
});

describe('the real EQ definition', () => {
  it('re-generates and scores an EQ exam', async () => {
    const eq = DEFAULT_AREAS.eq;
    if (!eq) throw new Error('the EQ area has no definition');
    const settings = eq.officialExam.settings;
    const questions = generateQuestionSet(eq, 99, settings, 6) as EqQuestion[];
    // Right answers for the first three questions, a wrong frequency for the rest.
    const answers = questions.map((q, i) => ({
      bands: q.bands.map((b) => ({
        frequency: i < 3 ? b.frequency : b.frequency === 1000 ? 2000 : 1000,
        direction: q.asksDirection ? (b.gain > 0 ? 'boost' : 'cut') : null,
      })),
    }));
    const body = practice({ area: 'eq', generatorVersion: eq.version, seed: 99, settings, questionCount: 6, answers });
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 50, correctRate: 50 });
  });
});

describe('official exams', () => {
  async function issue(who = STUDENT): Promise<OfficialExam> {
    const res = await t.request('POST', '/api/official-exams', who, { area: TEST_COUNT });
    expect(res.statusCode).toBe(201);
    return res.json<OfficialExam>();
  }

  /** The right answers: the count area's stored questions. */
  const rightAnswers = new Map<string, unknown[]>();

  function officialBody(exam: OfficialExam, overrides: Partial<SubmissionRequest> = {}): SubmissionRequest {
    const issuedAt = Date.parse(exam.issuedAt);
    return {
      submitId: randomUUID(),
      area: TEST_COUNT,
      mode: 'official',
      generatorVersion: 1,
      examId: exam.examId,
      // A client's own seed and settings are ignored for an official exam.
      seed: 1,
      settings: { max: 10 },
      questionCount: 2,
      startedAt: new Date(issuedAt + 60_000).toISOString(),
      finishedAt: new Date(issuedAt + 5 * 60_000).toISOString(),
      answers: rightAnswers.get(exam.examId) ?? [],
      ...overrides,
    };
  }

  async function issueWithAnswers(who = STUDENT): Promise<OfficialExam> {
    const exam = await issue(who);
    rightAnswers.set(exam.examId, await issuedQuestions(t.db, exam.examId));
    return exam;
  }

  it('issues the official settings and nothing that reveals a question: no seed, no question parameter', async () => {
    const exam = await issue();
    expect(Object.keys(exam).sort()).toEqual(
      [
        'area',
        'attemptsAllowed',
        'attemptsUsed',
        'countedAttempt',
        'examId',
        'expiresAt',
        'fadeLaw',
        'issuedAt',
        'levelMatched',
        'originals',
        'programme',
        'questionCount',
        'scheduleId',
        'settings',
        'timeLimitSeconds',
        'title',
      ].sort(),
    );
    expect(exam).toMatchObject({
      area: TEST_COUNT,
      settings: { max: 4 },
      questionCount: 5,
      timeLimitSeconds: 7200,
      originals: [0, 0, 0, 0, 0],
      scheduleId: null,
      // The built-in exam stays on pink noise.
      programme: null,
      title: null,
    });
    expect(exam.examId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(exam.expiresAt) - Date.parse(exam.issuedAt)).toBe(2 * 60 * 60 * 1000);
    await closeOpenExams(t.db);
    const other = await issue();
    expect(other.examId).not.toBe(exam.examId);
    const [row] = await t.db.query<{ questions: unknown[] }>('SELECT questions FROM official_exams WHERE id = $1', [exam.examId]);
    expect(row?.questions).toHaveLength(5);
  });

  it('round-trips: scored from the stored questions, stored as official, reviewed, then used up', async () => {
    const exam = await issueWithAnswers();
    const questions = rightAnswers.get(exam.examId) ?? [];
    const body = officialBody(exam);
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    const receipt = res.json<SubmissionReceipt>();
    expect(receipt).toMatchObject({ submitId: body.submitId, score: 100, correctRate: 100, questionCount: 5, duplicate: false });
    expect(receipt.review?.map((r) => r.question)).toEqual(questions);
    expect(receipt.review?.every((r) => r.correct && r.credit === 1)).toBe(true);
    expect(await stored(body.submitId)).toMatchObject([{ official: true, score: 100 }]);

    const retry = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ...receipt, duplicate: true });

    // A second finish of the same exam (another submitId) gets the stored result, not a new one.
    const second = await t.request('POST', '/api/submissions', STUDENT, officialBody(exam, { answers: [0, 0, 0, 0, 0] }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...receipt, duplicate: true });
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions WHERE exam_id = $1', [exam.examId]);
    expect(n).toBe(1);
  });

  it('scores against the stored questions, not anything the client sends', async () => {
    const exam = await issueWithAnswers();
    const right = rightAnswers.get(exam.examId) as number[];
    // The first answer off by one (half credit): the client's seed and settings change nothing.
    const answers = right.map((a, i) => (i === 0 ? (a === 0 ? 1 : a - 1) : a));
    const res = await t.request('POST', '/api/submissions', STUDENT, officialBody(exam, { answers, clientScore: 100 }));
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 90, correctRate: 80 });
  });

  it('refuses official answers of the wrong shape, naming the question, and keeps the exam usable', async () => {
    const exam = await issueWithAnswers();
    const right = rightAnswers.get(exam.examId) ?? [];
    const res = await t.request('POST', '/api/submissions', STUDENT, officialBody(exam, { answers: [right[0], 'x', { a: 1 }, null, 1] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('question 2');
    expect((await t.request('POST', '/api/submissions', STUDENT, officialBody(exam))).statusCode).toBe(201);
  });

  it("rejects another user's exam like a missing one", async () => {
    const exam = await issueWithAnswers(STUDENT);
    const res = await t.request('POST', '/api/submissions', STUDENT_2, officialBody(exam));
    expect(res.statusCode).toBe(404);
    const missing = await t.request('POST', '/api/submissions', STUDENT, officialBody({ ...exam, examId: randomUUID() }));
    expect(missing.statusCode).toBe(404);
    // The owner can still use it afterwards.
    expect((await t.request('POST', '/api/submissions', STUDENT, officialBody(exam))).statusCode).toBe(201);
  });

  it('lets one of two different submissions racing for one exam win; the other gets its result', async () => {
    const exam = await issueWithAnswers();
    const results = await Promise.all([1, 2].map(() => t.request('POST', '/api/submissions', STUDENT, officialBody(exam))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(results.map((r) => r.json<SubmissionReceipt>().submitId)).size).toBe(1);
    const rows = await t.db.query('SELECT count(*)::int AS n FROM submissions WHERE exam_id = $1', [exam.examId]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('rolls the claim back when the answers do not fit, so the exam stays usable', async () => {
    const exam = await issueWithAnswers();
    const short = await t.request('POST', '/api/submissions', STUDENT, officialBody(exam, { answers: [1] }));
    expect(short.statusCode).toBe(400);
    expect((await t.request('POST', '/api/submissions', STUDENT, officialBody(exam))).statusCode).toBe(201);
  });

  it('needs an examId, and the exam of the same area', async () => {
    const exam = await issueWithAnswers();
    const { examId: _dropped, ...withoutExam } = officialBody(exam);
    expect((await t.request('POST', '/api/submissions', STUDENT, withoutExam)).statusCode).toBe(400);
    const otherArea = await t.request('POST', '/api/submissions', STUDENT, officialBody(exam, { area: OTHER_TEST_COUNT }));
    expect(otherArea.statusCode).toBe(400);
    expect(otherArea.json().message).toContain('not a test-count-other exam');
  });

  it('refuses to issue an exam for an area that is not registered', async () => {
    const res = await t.request('POST', '/api/official-exams', STUDENT, { area: 'no-such-area' });
    expect(res.statusCode).toBe(400);
  });
});
