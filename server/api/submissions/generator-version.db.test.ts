import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealtValue, generateQuestionSet, NO_QUESTION_CONTEXT, type AreaDefinition } from '../../../src/exam-contract';
import type { OfficialExam, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { STUDENT, countAnswers, RETAKES_ALLOWED, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';
import { TEST_AREAS, TEST_COUNT, countArea, type CountSettings } from '../testing/test-area';

/** The registry the API reads on every request: a test "deploys" another version of the count area. */
const areas: Record<AreaId, AreaDefinition> = { ...TEST_AREAS };
const deployCountArea = (version: number): void => {
  areas[TEST_COUNT] = { ...countArea, version } as unknown as AreaDefinition;
};

/** Version 2 of the count area deals its exams evenly and still makes version 1 (as every area did when balanced forms came). */
const balancedCountArea: AreaDefinition<CountSettings, number, number> = {
  ...countArea,
  version: 2,
  earlierVersions: [1],
  balancedForms: {
    sinceVersion: 2,
    categories: (settings) => [{ id: 'number', values: Array.from({ length: settings.max }, (_, i) => i) }],
    generateQuestion: (_rng, settings, _context, dealt) => dealtValue(dealt, 'number', Array.from({ length: settings.max }, (_, i) => i)),
    valuesOf: (question) => ({ number: [question] }),
  },
};
const deployBalancedCountArea = (): void => {
  areas[TEST_COUNT] = balancedCountArea as unknown as AreaDefinition;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(areas, { officialRules: RETAKES_ALLOWED });
});
afterEach(() => deployCountArea(1));
afterAll(() => t.close());

const SETTINGS: CountSettings = { max: 6 };

function practice(overrides: Partial<SubmissionRequest> = {}): SubmissionRequest {
  return {
    submitId: randomUUID(),
    area: TEST_COUNT,
    mode: 'exam',
    generatorVersion: 1,
    seed: 55,
    settings: SETTINGS,
    questionCount: 4,
    startedAt: '2026-03-02T10:00:00.000Z',
    finishedAt: '2026-03-02T10:01:30.000Z',
    answers: countAnswers(55, SETTINGS, 4),
    ...overrides,
  };
}

const refusal = (madeWith: number, scoredWith: number) => ({
  status: 409,
  message:
    `This result was made by version ${madeWith} of the test-count exam; the server now scores version ${scoredWith}, ` +
    'so it cannot be scored fairly and was not recorded.',
  code: 'generator-version',
});

const submit = (body: unknown) => t.request('POST', '/api/submissions', STUDENT, body);

async function storedVersions(submitId: string): Promise<number[]> {
  const rows = await t.db.query<{ generator_version: number }>('SELECT generator_version FROM submissions WHERE submit_id = $1', [submitId]);
  return rows.map((r) => r.generator_version);
}

describe('practice submissions and the generator version', () => {
  it('accepts a result of the server’s version and stores that version', async () => {
    const body = practice();
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 100, duplicate: false });
    expect(await storedVersions(body.submitId)).toEqual([1]);
  });

  it('refuses a result of another version with 409 and the code generator-version, and stores nothing', async () => {
    const newer = practice({ generatorVersion: 2 });
    const res = await submit(newer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal(2, 1));
    expect(await storedVersions(newer.submitId)).toEqual([]);

    deployCountArea(2);
    const older = practice();
    const refused = await submit(older);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal(1, 2));
    expect(await storedVersions(older.submitId)).toEqual([]);
    const current = practice({ generatorVersion: 2 });
    expect((await submit(current)).statusCode).toBe(201);
    expect(await storedVersions(current.submitId)).toEqual([2]);
  });

  it('counts a result without a version (queued by an older SPA) as version 1', async () => {
    const { generatorVersion: _dropped, ...unversioned } = practice();
    expect((await submit(unversioned)).statusCode).toBe(201);
    expect(await storedVersions(unversioned.submitId)).toEqual([1]);

    deployCountArea(2);
    const { generatorVersion: _also, ...later } = practice();
    const res = await submit(later);
    expect(res.json()).toEqual(refusal(1, 2));
    expect(await storedVersions(later.submitId)).toEqual([]);
  });

  it('still answers a retry of a stored result with its receipt after the version changed (idempotent on submitId)', async () => {
    const body = practice();
    const first = await submit(body);
    deployCountArea(2);
    const retry = await submit(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await storedVersions(body.submitId)).toEqual([1]);
  });

  it.each([0, -1, 1.5, '1', null])('rejects the version %j with 400', async (generatorVersion) => {
    const res = await submit({ ...practice(), generatorVersion });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('generatorVersion');
  });
});

const officialBody = (exam: OfficialExam & { answers: unknown[] }): SubmissionRequest => ({
  submitId: randomUUID(),
  area: TEST_COUNT,
  mode: 'official',
  generatorVersion: 1,
  examId: exam.examId,
  startedAt: exam.issuedAt,
  finishedAt: exam.issuedAt,
  answers: exam.answers,
});

describe('official exams and the generator version', () => {
  async function issue(): Promise<OfficialExam & { answers: unknown[] }> {
    const res = await t.request('POST', '/api/official-exams', STUDENT, { area: TEST_COUNT });
    expect(res.statusCode).toBe(201);
    const exam = res.json<OfficialExam>();
    return { ...exam, answers: await issuedQuestions(t.db, exam.examId) };
  }


  async function examRow(examId: string) {
    const rows = await t.db.query<{ generator_version: number; used_at: Date | null }>(
      'SELECT generator_version, used_at FROM official_exams WHERE id = $1',
      [examId],
    );
    return rows[0];
  }

  it('stores the version at issue, and stores it with the submission', async () => {
    deployCountArea(3);
    const exam = await issue();
    expect(await examRow(exam.examId)).toMatchObject({ generator_version: 3, used_at: null });
    // Scored with the version of issue, whatever version the client names.
    const body = officialBody(exam);
    expect((await submit(body)).statusCode).toBe(201);
    expect(await storedVersions(body.submitId)).toEqual([3]);
  });

  it('refuses an exam whose area changed version since issue, stores nothing and leaves the exam unused', async () => {
    const exam = await issue();
    deployCountArea(2);
    const body = officialBody(exam);
    const res = await submit(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal(1, 2));
    expect(await storedVersions(body.submitId)).toEqual([]);
    expect(await examRow(exam.examId)).toMatchObject({ generator_version: 1, used_at: null });

    // Back on the version of issue, the same result is scored.
    deployCountArea(1);
    const accepted = await submit(body);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<SubmissionReceipt>()).toMatchObject({ score: 100 });
    expect(await storedVersions(body.submitId)).toEqual([1]);
  });
});

describe('an earlier version the area still makes', () => {
  it('scores a practice result of that version with the questions that version made, and stores its version', async () => {
    deployBalancedCountArea();
    const v1Answers = countAnswers(55, SETTINGS, 4);
    expect(generateQuestionSet(balancedCountArea, 55, SETTINGS, 4, NO_QUESTION_CONTEXT, 1)).toEqual(v1Answers);
    expect(generateQuestionSet(balancedCountArea, 55, SETTINGS, 4)).not.toEqual(v1Answers);
    const older = practice();
    const res = await submit(older);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 100 });
    expect(await storedVersions(older.submitId)).toEqual([1]);

    const current = practice({ generatorVersion: 2, answers: generateQuestionSet(balancedCountArea, 55, SETTINGS, 4) });
    expect((await submit(current)).json<SubmissionReceipt>()).toMatchObject({ score: 100 });
    expect(await storedVersions(current.submitId)).toEqual([2]);
    expect((await submit(practice({ generatorVersion: 3 }))).json()).toEqual(refusal(3, 2));
  });

  it('scores an official exam issued at that version before the deploy with its stored questions, at its version', async () => {
    const res = await t.request('POST', '/api/official-exams', STUDENT, { area: TEST_COUNT });
    const exam = res.json<OfficialExam>();
    const body = officialBody({ ...exam, answers: await issuedQuestions(t.db, exam.examId) });
    deployBalancedCountArea();
    const submitted = await submit(body);
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json<SubmissionReceipt>()).toMatchObject({ score: 100 });
    expect(await storedVersions(body.submitId)).toEqual([1]);
  });
});
