/**
 * The loudness, width and distortion areas through the API with their real definitions: practice exams
 * re-scored by the server, and official exams rendered from the stored questions (loudness:
 * the level changes by exactly the question, never level-matched).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelChange, type LoudnessQuestion } from '../../../src/areas/loudness/loudness-question';
import { loudnessDefinition } from '../../../src/areas/loudness/loudness-definition';
import { rmsDb } from '../../../src/audio/analysis';
import { widthDefinition } from '../../../src/areas/width/width-definition';
import { distortionDefinition } from '../../../src/areas/distortion/distortion-definition';
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

  it('re-scores a width exam and renders its official questions level-matched', async () => {
    const settings = widthDefinition.difficultyPresets[2]?.settings ?? widthDefinition.defaultSettings;
    const questions = generateQuestionSet(widthDefinition, 5, settings, 3);
    const answers = questions.map((q, i) => ({ direction: i === 2 ? (q.direction === 'wider' ? 'narrower' : 'wider') : q.direction, steps: q.steps }));
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'width',
      mode: 'exam',
      seed: 5,
      settings,
      questionCount: 3,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers,
    });
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 66.7, correctRate: 66.7 });
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'width' })).json<OfficialExam>();
    expect(issued).toMatchObject({ area: 'width', levelMatched: true, questionCount: 10 });
    const audio = await t.request('GET', `/api/official-exams/${issued.examId}/questions/0/audio/processed`, STUDENT);
    expect(audio.statusCode).toBe(200);
  });

  it('re-scores a distortion exam with the area’s own generator', async () => {
    const settings = distortionDefinition.officialExam.settings;
    const questions = generateQuestionSet(distortionDefinition, 11, settings, 2);
    const answers = questions.map((q, i) => ({ thd: q.thd, type: i === 0 ? q.type : q.type === 'soft' ? 'hard' : 'soft' }));
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'distortion',
      mode: 'exam',
      seed: 11,
      settings,
      questionCount: 2,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers,
    });
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 75, correctRate: 50 });
  });
});
