/**
 * A practice exam or adaptive run played on a loop of the programme library names the loop: the
 * server stores it and re-generates the questions for it when scoring, reviewing and replaying, so
 * that a result is scored against the questions the student heard.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyAreaOnLoops, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import {
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  currentLevel,
  generateQuestionSet,
  nextStaircase,
  startStaircase,
  type AreaDefinition,
} from '../../../src/exam-contract';
import type { SubmissionReceipt, SubmissionRequest, SubmissionReview } from '../../../src/api-contract';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';
import { STUDENT, createTestApp, type TestApp } from '../testing/test-app';

/** EQ is the toy area whose questions depend on the loop they are played on. */
const AREAS: AreaDefinitions = { ...DEFAULT_AREAS, [TOY_AREA_ID]: toyAreaOnLoops as unknown as AreaDefinition };
const SETTINGS = { size: 4 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AREAS);
});
afterAll(() => t.close());

/** A 12-question practice exam of seed 77, every answer right for the questions made for `programme`. */
function practice(programme: string | null | undefined): SubmissionRequest {
  const questions = generateQuestionSet(toyAreaOnLoops, 77, SETTINGS, 12, { programme: programme === 'piano' ? 'piano' : null });
  return {
    submitId: randomUUID(),
    area: TOY_AREA_ID,
    mode: 'exam',
    generatorVersion: toyAreaOnLoops.version,
    seed: 77,
    settings: SETTINGS,
    questionCount: 12,
    startedAt: '2026-06-30T10:00:00.000Z',
    finishedAt: '2026-06-30T10:04:00.000Z',
    answers: questions.map((question) => toyAreaOnLoops.rightAnswer(question)),
    ...(programme === undefined ? {} : { programme }),
  };
}

const storedProgramme = async (table: 'submissions' | 'adaptive_runs', submitId: string) =>
  (await t.db.query<{ programme: string | null }>(`SELECT programme FROM ${table} WHERE submit_id = $1`, [submitId]))[0]?.programme;

describe('a practice exam played on a loop', () => {
  it('is scored against the questions made for the loop, stores the loop, and is reviewed with those questions', async () => {
    // The same seed makes other questions on pink noise: the answers fit only the loop's.
    expect(generateQuestionSet(toyAreaOnLoops, 77, SETTINGS, 12, { programme: 'piano' })).not.toEqual(generateQuestionSet(toyAreaOnLoops, 77, SETTINGS, 12));
    const body = practice('piano');
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 100, correctRate: 100 });
    expect(await storedProgramme('submissions', body.submitId)).toBe('piano');
    const review = await t.request('GET', `/api/me/submissions/${body.submitId}/review`, STUDENT);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<SubmissionReview>()).toMatchObject({ programme: 'piano', correctRate: 100 });
    expect(review.json<SubmissionReview>().items.map((item) => item.question)).toEqual(generateQuestionSet(toyAreaOnLoops, 77, SETTINGS, 12, { programme: 'piano' }));
  });

  it('on pink noise (no loop, or null) is scored and stored as before', async () => {
    for (const programme of [undefined, null]) {
      const body = practice(programme);
      const res = await t.request('POST', '/api/submissions', STUDENT, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SubmissionReceipt>().score).toBe(100);
      expect(await storedProgramme('submissions', body.submitId)).toBeNull();
    }
  });

  it('refuses a loop the library does not have, or settings the loop cannot carry, with a clear 400, storing nothing', async () => {
    const unknown = { ...practice('piano'), programme: 'kazoo-solo' };
    const res = await t.request('POST', '/api/submissions', STUDENT, unknown);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      "programme: 'kazoo-solo' is not a loop of the programme library; name one of piano, string-quartet, jazz-trio, band, orchestra, acoustic-guitar, drum-kit, jasmine-flower, or null for pink noise",
    );
    const tooMany = { ...practice('piano'), settings: { size: 8 } };
    const refused = await t.request('POST', '/api/submissions', STUDENT, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Invalid toy settings: size');
    for (const body of [unknown, tooMany]) expect(await storedProgramme('submissions', body.submitId)).toBeUndefined();
  });
});

describe('an adaptive run played on a loop', () => {
  it('is replayed with trials made for the loop, and stores it', async () => {
    const dimension = toyAreaOnLoops.adaptive[0];
    const context = { programme: 'drum-kit' } as const;
    let staircase = startStaircase(adaptiveStaircaseConfig(dimension));
    const answers: unknown[] = [];
    while (!staircase.finished) {
      const question = adaptiveTrialQuestion(toyAreaOnLoops, dimension, 99, answers.length, currentLevel(staircase), context);
      answers.push(toyAreaOnLoops.rightAnswer(question));
      staircase = nextStaircase(staircase, true);
    }
    const body: SubmissionRequest = {
      submitId: randomUUID(),
      area: TOY_AREA_ID,
      mode: 'adaptive',
      generatorVersion: toyAreaOnLoops.version,
      dimension: dimension.id,
      seed: 99,
      startedAt: '2026-06-30T10:00:00.000Z',
      finishedAt: '2026-06-30T10:04:00.000Z',
      answers,
      programme: 'drum-kit',
    };
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ correctRate: 100, questionCount: answers.length });
    expect(await storedProgramme('adaptive_runs', body.submitId)).toBe('drum-kit');
  });
});
