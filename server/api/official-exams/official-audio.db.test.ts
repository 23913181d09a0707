/**
 * The sealed official-exam protocol, area-agnostic: the exam engine's toy area takes a
 * server-rendered official exam through the generic routes, with no area-specific server code.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../../src/exam-contract';
import { toyArea, type ToyQuestion, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import type { OfficialExam, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import { OFFICIAL_AUDIO_TYPE } from './sounds/question-audio';
import { installWebAudioGlobals } from './sounds/web-audio';
import { DEFAULT_AREAS } from '../areas';
import { STUDENT, STUDENT_2, RETAKES_ALLOWED, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...DEFAULT_AREAS, [TOY_AREA_ID]: toyArea as unknown as AreaDefinition }, { officialRules: RETAKES_ALLOWED });
});
afterAll(() => t.close());

async function issue(): Promise<OfficialExam> {
  const res = await t.request('POST', '/api/official-exams', STUDENT, { area: TOY_AREA_ID });
  expect(res.statusCode).toBe(201);
  return res.json<OfficialExam>();
}

const audioUrl = (exam: OfficialExam, n: number | string, branch = 'processed') => `/api/official-exams/${exam.examId}/questions/${n}/audio/${branch}`;

async function decode(body: Buffer): Promise<AudioBuffer> {
  const Offline = installWebAudioGlobals();
  const bytes = new Uint8Array(body);
  return new Offline(2, 1, 48_000).decodeAudioData(bytes.buffer);
}

describe('a sealed official exam of the toy area', () => {
  it('is issued without seed or question, heard from the server, scored there, and reviewed at the end', async () => {
    const exam = await issue();
    expect(exam).not.toHaveProperty('seed');
    expect(JSON.stringify(exam)).not.toMatch(/"(value|seed|questions)"/);
    expect(exam).toMatchObject({ settings: toyArea.officialExam.settings, questionCount: 3, originals: [0, 0, 0], levelMatched: true });

    const original = await t.request('GET', audioUrl(exam, 0, 'original'), STUDENT);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe(OFFICIAL_AUDIO_TYPE);
    expect(original.headers['cache-control']).toBe('no-store');
    const questions = (await issuedQuestions(t.db, exam.examId)) as ToyQuestion[];
    for (let n = 0; n < exam.questionCount; n++) {
      const res = await t.request('GET', audioUrl(exam, n), STUDENT);
      expect(res.statusCode).toBe(200);
      const processed = await decode(res.rawPayload);
      // The toy area pans by value / 10 (equal power): the right channel carries more the larger the value.
      const energy = (c: number) => processed.getChannelData(c).reduce((sum, v) => sum + v * v, 0);
      const pan = (questions[n]?.value ?? 0) / 10;
      const expectedDb = 20 * Math.log10(Math.tan(((pan + 1) * Math.PI) / 4));
      expect(10 * Math.log10(energy(1) / energy(0))).toBeCloseTo(expectedDb, 0);
    }

    const answers = questions.map((q) => ({ value: q.value }));
    const body: SubmissionRequest = {
      submitId: randomUUID(),
      area: TOY_AREA_ID,
      mode: 'official',
      generatorVersion: 1,
      examId: exam.examId,
      startedAt: new Date().toISOString(),
      finishedAt: new Date().toISOString(),
      answers,
    };
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.statusCode).toBe(201);
    const receipt = res.json<SubmissionReceipt>();
    expect(receipt).toMatchObject({ score: 100, correctRate: 100, questionCount: 3 });
    expect(receipt.review?.map((r) => r.question)).toEqual(questions);
  });

  it("is heard only by its owner, only for its questions: another user's exam or a missing question is 404", async () => {
    const exam = await issue();
    expect((await t.request('GET', audioUrl(exam, 0), STUDENT_2)).statusCode).toBe(404);
    expect((await t.request('GET', audioUrl({ ...exam, examId: randomUUID() }, 0), STUDENT)).statusCode).toBe(404);
    const outOfRange = await t.request('GET', audioUrl(exam, 3), STUDENT);
    expect(outOfRange.statusCode).toBe(404);
    expect(outOfRange.json()).toEqual({ status: 404, message: expect.stringContaining('no question 3') });
    expect((await t.request('GET', audioUrl(exam, 0, 'answer'), STUDENT)).statusCode).toBe(400);
    expect((await t.request('GET', audioUrl(exam, 0))).statusCode).toBe(401);
  });
});
