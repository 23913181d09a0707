/**
 * A student studies their own submitted exams: a practice exam's questions re-generated from its
 * seed, an official exam's stored questions and its sounds (the exam's, and the answer's) heard
 * again from the server; nobody else's, and no practice exam's sound.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eqDefinition } from '../../../src/areas/eq/eq-definition';
import type { EqQuestion } from '../../../src/areas/eq/eq-question';
import { levelChange, type LoudnessQuestion } from '../../../src/areas/loudness/loudness-question';
import { rmsDb } from '../../../src/audio/analysis';
import { generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import type { OfficialExam, SubmissionReceipt, SubmissionRequest, SubmissionReview } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { RETAKES_ALLOWED, STUDENT, STUDENT_2, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';
import { eqPracticeSubmission } from '../testing/eq-practice-submission';
import { TEST_COUNT, countArea } from '../testing/test-area';
import { recordUnsubmittedExams } from '../official-exams/unsubmitted-exams';
import { OFFICIAL_EXAM_SUBMIT_GRACE_MS } from '../official-exams/official-exam-rules';

/** The real areas and the tiny count area: cheap to render, and without an answer sound. */
const AREAS: AreaDefinitions = { ...DEFAULT_AREAS, [TEST_COUNT]: countArea as unknown as AreaDefinition };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AREAS, { officialRules: RETAKES_ALLOWED });
});
afterAll(() => t.close());

const reviewUrl = (submitId: string) => `/api/me/submissions/${submitId}/review`;
const audioUrl = (submitId: string, n: number | string, branch: string) => `/api/me/submissions/${submitId}/questions/${n}/audio/${branch}`;

async function decodedRms(body: Buffer): Promise<number> {
  const Offline = installWebAudioGlobals();
  const audio = await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(body).buffer);
  return rmsDb(audio.getChannelData(0));
}

/** An official exam of `area` taken by `who`, answered by `answer`; its submitId and stored questions. */
async function takeOfficial(app: TestApp, area: AreaId, answer: (question: unknown, n: number) => unknown, who = STUDENT) {
  const issued = await app.request('POST', '/api/official-exams', who, { area });
  expect(issued.statusCode, issued.body).toBe(201);
  const exam = issued.json<OfficialExam>();
  const questions = await issuedQuestions(app.db, exam.examId);
  const body: SubmissionRequest = {
    submitId: randomUUID(),
    area,
    mode: 'official',
    generatorVersion: AREAS[area].version,
    examId: exam.examId,
    startedAt: new Date().toISOString(),
    finishedAt: new Date().toISOString(),
    answers: questions.map(answer),
  };
  const submitted = await app.request('POST', '/api/submissions', who, body);
  expect(submitted.statusCode, submitted.body).toBe(201);
  return { submitId: body.submitId, questions };
}

describe('GET /api/me/submissions/:submitId/review of a practice exam', () => {
  const right = eqPracticeSubmission(4242);
  const questions = generateQuestionSet(eqDefinition, 4242, eqDefinition.defaultSettings, 10);
  // Question 3 answered with every band's direction turned round.
  const wrong = { bands: (right.answers[3]?.bands ?? []).map((band) => ({ ...band, direction: band.direction === 'boost' ? 'cut' : 'boost' })) };
  const practice = { ...right, answers: right.answers.map((answer, n) => (n === 3 ? wrong : answer)) };
  let receipt: SubmissionReceipt;

  beforeAll(async () => {
    const res = await t.request('POST', '/api/submissions', STUDENT, practice);
    expect(res.statusCode, res.body).toBe(201);
    receipt = res.json<SubmissionReceipt>();
  });

  it('gives the owner the questions the generator makes from the seed, the stored answers and their credits', async () => {
    const res = await t.request('GET', reviewUrl(practice.submitId), STUDENT);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json<SubmissionReview>();
    expect(review).toMatchObject({
      submitId: practice.submitId,
      area: 'eq',
      mode: 'exam',
      settings: eqDefinition.defaultSettings,
      generatorVersion: eqDefinition.version,
      score: receipt.score,
      correctRate: 90,
      startedAt: practice.startedAt,
      finishedAt: practice.finishedAt,
      sound: 'browser',
    });
    expect(review.items.map((item) => item.question)).toEqual(JSON.parse(JSON.stringify(questions)));
    expect(review.items.map((item) => item.answer)).toEqual(practice.answers);
    const parsedWrong = eqDefinition.parseAnswer(wrong);
    expect(parsedWrong).not.toBeNull();
    const wrongCredit = parsedWrong && questions[3] ? eqDefinition.score(questions[3], parsedWrong).credit : 1;
    expect(wrongCredit).toBeLessThan(1);
    expect(review.items.map((item) => item.credit)).toEqual(questions.map((_, n) => (n === 3 ? wrongCredit : 1)));
    expect(review.items[3]).toMatchObject({ answer: wrong, correct: false });
    expect(review.score).toBeCloseTo((100 * (9 + wrongCredit)) / 10, 1);
  });

  it('is 404 for another student and for an unknown submitId, never 403', async () => {
    const theirs = await t.request('GET', reviewUrl(practice.submitId), STUDENT_2);
    expect(theirs.statusCode).toBe(404);
    const forged = await t.request('GET', reviewUrl(randomUUID()), STUDENT);
    expect(forged.statusCode).toBe(404);
    expect(theirs.json()).toEqual(forged.json());
    expect((await t.request('GET', reviewUrl('not-a-uuid'), STUDENT)).statusCode).toBe(400);
    expect((await t.request('GET', reviewUrl(practice.submitId))).statusCode).toBe(401);
  });

  it('has no server sound: the browser renders a practice exam', async () => {
    const res = await t.request('GET', audioUrl(practice.submitId, 0, 'processed'), STUDENT);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('practice exam') });
  });

  it('answers 409 once the area has moved on to another generator version', async () => {
    const old = eqPracticeSubmission(7);
    expect((await t.request('POST', '/api/submissions', STUDENT, old)).statusCode).toBe(201);
    await t.db.query('UPDATE submissions SET generator_version = $2 WHERE submit_id = $1', [old.submitId, eqDefinition.version + 1]);
    const res = await t.request('GET', reviewUrl(old.submitId), STUDENT);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'generator-version', message: expect.stringContaining('can no longer be shown') });
  });
});

describe('a practice exam made by EQ generator version 1, before balanced forms', () => {
  // What version 1 made of seed 4242 at the default settings (one seeded stream: 125 Hz four
  // times, 500 Hz never), pinned by value: reviewing it is the promise kept to its students.
  const V1_BANDS = [[16000, 12], [1000, 12], [250, -12], [8000, -12], [125, 12], [125, 12], [63, 12], [125, 12], [125, -12], [2000, -12]] as const;
  const v1 = {
    ...eqPracticeSubmission(4242),
    generatorVersion: 1,
    answers: V1_BANDS.map(([frequency, gain]) => ({ bands: [{ frequency, direction: gain > 0 ? 'boost' : 'cut' }] })),
  };

  it('is still scored with the questions version 1 made, stored as version 1, and reviewed as they were asked', async () => {
    const res = await t.request('POST', '/api/submissions', STUDENT, v1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 100, correctRate: 100 });
    const [row] = await t.db.query<{ generator_version: number }>('SELECT generator_version FROM submissions WHERE submit_id = $1', [v1.submitId]);
    expect(row?.generator_version).toBe(1);

    const review = await t.request('GET', reviewUrl(v1.submitId), STUDENT);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<SubmissionReview>()).toMatchObject({ generatorVersion: 1, score: 100 });
    const asked = review.json<SubmissionReview>().items.map((item) => (item.question as EqQuestion).bands.map((band) => [band.frequency, band.gain]));
    expect(asked).toEqual(V1_BANDS.map((band) => [band]));
  });

  it('differs from the balanced exam the same seed makes now', () => {
    const now = generateQuestionSet(eqDefinition, 4242, eqDefinition.defaultSettings, 10).map((q) => q.bands[0]?.frequency);
    expect(eqDefinition.version).toBeGreaterThan(1);
    expect(now).not.toEqual(V1_BANDS.map(([frequency]) => frequency));
    expect(Math.max(...[...new Set(now)].map((f) => now.filter((g) => g === f).length))).toBeLessThanOrEqual(2);
  });
});

describe('an official exam, after submission', () => {
  let loudness: { submitId: string; questions: unknown[] };
  const flipped = (q: LoudnessQuestion) => ({ direction: q.direction === 'boost' ? 'cut' : 'boost', steps: q.steps });

  beforeAll(async () => {
    // Question 0 answered with the opposite direction, the rest right.
    loudness = await takeOfficial(t, 'loudness', (question, n) => {
      const q = question as LoudnessQuestion;
      return n === 0 ? flipped(q) : { direction: q.direction, steps: q.steps };
    });
  });

  it('is reviewed with the questions stored at issue, heard from the server', async () => {
    const res = await t.request('GET', reviewUrl(loudness.submitId), STUDENT);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json<SubmissionReview>();
    expect(review).toMatchObject({ area: 'loudness', mode: 'official', sound: 'server', score: 90, correctRate: 90 });
    expect(review.items.map((item) => item.question)).toEqual(loudness.questions);
    expect(review.items[0]).toMatchObject({ answer: flipped(loudness.questions[0] as LoudnessQuestion), credit: 0, correct: false });
  });

  it('serves the processed sound again, and the answer at the level the student named', async () => {
    const fetch = (branch: string) => t.request('GET', audioUrl(loudness.submitId, 0, branch), STUDENT);
    const processed = await fetch('processed');
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.headers['content-type']).toBe(OFFICIAL_AUDIO_TYPE);
    expect(processed.headers['cache-control']).toBe('no-store');
    const original = await fetch('original');
    const answer = await fetch('answer');
    expect(answer.statusCode, answer.body).toBe(200);
    const originalDb = await decodedRms(original.rawPayload);
    const processedDb = await decodedRms(processed.rawPayload);
    const answerDb = await decodedRms(answer.rawPayload);
    expect(processedDb).toBeGreaterThan(-40);
    const question = loudness.questions[0] as LoudnessQuestion;
    expect(processedDb - originalDb).toBeCloseTo(levelChange(question), 1);
    // The opposite direction: the answer lies twice the change away from the question.
    expect(answerDb - processedDb).toBeCloseTo(-2 * levelChange(question), 1);
  });

  it('is 404 for another student, a forged submitId and a question out of range; 400 for an unknown branch', async () => {
    expect((await t.request('GET', audioUrl(loudness.submitId, 0, 'processed'), STUDENT_2)).statusCode).toBe(404);
    expect((await t.request('GET', audioUrl(randomUUID(), 0, 'processed'), STUDENT)).statusCode).toBe(404);
    const outOfRange = await t.request('GET', audioUrl(loudness.submitId, loudness.questions.length, 'processed'), STUDENT);
    expect(outOfRange.statusCode).toBe(404);
    expect(outOfRange.json()).toMatchObject({ message: expect.stringContaining(`no question ${loudness.questions.length}`) });
    expect((await t.request('GET', audioUrl(loudness.submitId, 0, 'mixed'), STUDENT)).statusCode).toBe(400);
    expect((await t.request('GET', audioUrl(loudness.submitId, 0, 'processed'))).statusCode).toBe(401);
  });

  it("has no answer sound where the area's answers have none", async () => {
    const { submitId } = await takeOfficial(t, TEST_COUNT, (question) => question);
    expect((await t.request('GET', audioUrl(submitId, 1, 'processed'), STUDENT)).statusCode).toBe(200);
    const answer = await t.request('GET', audioUrl(submitId, 1, 'answer'), STUDENT);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: expect.stringContaining('no sound of its own') });
  });

  it('reviews an exam that closed unsubmitted: its questions, no answers, no credit', async () => {
    const issued = (await t.request('POST', '/api/official-exams', STUDENT_2, { area: TEST_COUNT })).json<OfficialExam>();
    const questions = await issuedQuestions(t.db, issued.examId);
    await recordUnsubmittedExams(t.db, new Date(Date.now() + 3 * OFFICIAL_EXAM_SUBMIT_GRACE_MS));
    const [row] = await t.db.query<{ submit_id: string }>('SELECT submit_id FROM submissions WHERE exam_id = $1', [issued.examId]);
    const review = (await t.request('GET', reviewUrl(row?.submit_id ?? ''), STUDENT_2)).json<SubmissionReview>();
    expect(review.items.map((item) => item.question)).toEqual(questions);
    expect(review.items.every((item) => item.answer === null && item.credit === 0)).toBe(true);
  });
});

describe('the rate limit of review sounds', () => {
  it('answers a user over the limit with 429, and nobody else', async () => {
    const limited = await createTestApp(AREAS, { officialRules: { ...RETAKES_ALLOWED, perMinute: { ...RETAKES_ALLOWED.perMinute, reviewAudio: 2 } } });
    try {
      const mine = await takeOfficial(limited, TEST_COUNT, (question) => question);
      const theirs = await takeOfficial(limited, TEST_COUNT, (question) => question, STUDENT_2);
      for (const n of [0, 1]) expect((await limited.request('GET', audioUrl(mine.submitId, n, 'processed'), STUDENT)).statusCode).toBe(200);
      const over = await limited.request('GET', audioUrl(mine.submitId, 2, 'processed'), STUDENT);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'rate-limited' });
      expect((await limited.request('GET', audioUrl(theirs.submitId, 0, 'processed'), STUDENT_2)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
