/**
 * The loudness area through the API with its real definition: practice exams re-scored by the
 * server, and an official exam whose server-rendered sound changes level by exactly the
 * stored question (never level-matched).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelChange, type LoudnessQuestion } from '../../../src/areas/loudness/loudness-question';
import { loudnessDefinition } from '../../../src/areas/loudness/loudness-definition';
import { rmsDb } from '../../../src/audio/analysis';
import { generateQuestionSet } from '../../../src/exam/question-set';
import type { OfficialExam, SubmissionReceipt } from '../../../src/lib/api-types';
import { DEFAULT_AREAS } from '../areas';
import { installWebAudioGlobals } from '../official/web-audio';
import { STUDENT, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(DEFAULT_AREAS);
});
afterAll(() => t.close());

async function decodedRms(body: Buffer): Promise<number> {
  const Offline = installWebAudioGlobals();
  const audio = await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(body).buffer);
  return rmsDb(audio.getChannelData(0));
}

describe('loudness through the API', () => {
  it('re-scores a practice exam with the area’s own generator', async () => {
    const settings = loudnessDefinition.difficultyPresets[3]?.settings ?? loudnessDefinition.defaultSettings;
    const questions = generateQuestionSet(loudnessDefinition, 77, settings, 4);
    const answers = questions.map((q, i) => ({ direction: q.direction, steps: i === 0 ? q.steps : q.steps === 1 ? 2 : q.steps - 1 }));
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'loudness',
      mode: 'exam',
      seed: 77,
      settings,
      questionCount: 4,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:02:00.000Z',
      answers,
      clientScore: 100,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 62.5, correctRate: 25 });
  });

  it('renders an official question whose processed level differs from the original by the stored change', async () => {
    const issued = await t.request('POST', '/api/official-exams', STUDENT, { area: 'loudness' });
    expect(issued.statusCode).toBe(201);
    const exam = issued.json<OfficialExam>();
    expect(exam).toMatchObject({ levelMatched: false, settings: loudnessDefinition.officialExam.settings });
    const [question] = (await issuedQuestions(t.db, exam.examId)) as LoudnessQuestion[];
    const fetch = (branch: string) => t.request('GET', `/api/official-exams/${exam.examId}/questions/0/audio/${branch}`, STUDENT);
    const [original, processed] = await Promise.all([fetch('original'), fetch('processed')]);
    const change = (await decodedRms(processed.rawPayload)) - (await decodedRms(original.rawPayload));
    expect(Math.abs(change - levelChange(question as LoudnessQuestion))).toBeLessThan(0.01);
  });
});
