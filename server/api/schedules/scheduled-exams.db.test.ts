/**
 * Students take scheduled official exams (docs/architecture.md, Scheduled exams): the server
 * enforces the organizations, the window, the attempts and the time limit by its own clock; the
 * built-in exam of the area stays apart; results carry their schedule.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealtValue, generateQuestionSet, NO_QUESTION_CONTEXT, type AreaDefinition } from '../../../src/exam-contract';
import { toyArea, type ToyAnswer, type ToyQuestion, type ToySettings, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import type { OfficialExam } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { OFFICIAL_EXAM_SUBMIT_GRACE_MS } from '../official-exams/official-exam-rules';
import { recordUnsubmittedExams } from '../official-exams/unsubmitted-exams';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONSERVATORY, DAY, HOUR, INSTITUTE, MINUTE, SCHEDULE_AREAS, T0, at, atTime, createSchedule, issueAt, studentOf, submitAt } from './schedule-test-kit';

/** The registry the API reads on every request: a test "deploys" another version of the toy EQ. */
const areas: Record<AreaId, AreaDefinition> = { ...SCHEDULE_AREAS };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(areas);
});
afterAll(() => t.close());

const examCount = async (sub: string): Promise<number> =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM official_exams WHERE user_sub = $1', [sub]))[0]?.n ?? -1;

describe('issuing an exam of a schedule', () => {
  it('issues it with the schedule’s settings, question count, time limit, attempts and title', async () => {
    const schedule = await createSchedule(t, { settings: { size: 6 }, questionCount: 7, timeLimitSeconds: 1800, attempts: 2, counts: 'last' });
    const student = await studentOf(t, CONSERVATORY);
    const res = await issueAt(t, student, T0 + MINUTE, schedule.id);
    expect(res.statusCode).toBe(201);
    expect(res.json<OfficialExam>()).toMatchObject({
      area: TOY_AREA_ID,
      settings: { size: 6 },
      questionCount: 7,
      timeLimitSeconds: 1800,
      issuedAt: at(T0 + MINUTE),
      expiresAt: at(T0 + MINUTE + 1800 * 1000),
      attemptsAllowed: 2,
      attemptsUsed: 1,
      countedAttempt: 'last',
      scheduleId: schedule.id,
      title: 'Midterm: EQ',
    });
    const [row] = await t.db.query<{ schedule_id: string; question_count: number }>(
      'SELECT schedule_id, question_count FROM official_exams WHERE id = $1',
      [res.json<OfficialExam>().examId],
    );
    expect(row).toEqual({ schedule_id: schedule.id, question_count: 7 });
  });

  it('refuses a start before it opens and after it closes, saying when, and stores nothing', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    const early = await issueAt(t, student, T0 - 1, schedule.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'schedule-not-open', message: expect.stringContaining(`opens at ${at(T0)}`) });
    const late = await issueAt(t, student, T0 + 2 * DAY, schedule.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'schedule-not-open', message: expect.stringContaining(`closed at ${at(T0 + 2 * DAY)}`) });
    expect(await examCount(student.sub)).toBe(0);
  });

  it('refuses a student of another organization, and one without any', async () => {
    const schedule = await createSchedule(t);
    const other = await studentOf(t, INSTITUTE);
    const refused = await issueAt(t, other, T0 + MINUTE, schedule.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'schedule-not-for-you' });
    expect((await issueAt(t, { sub: 'test|no-organization-yet' }, T0 + MINUTE, schedule.id)).statusCode).toBe(403);
    expect(await examCount(other.sub)).toBe(0);
  });

  it('answers 404 for an unknown schedule and for one of another area', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    expect((await issueAt(t, student, T0 + MINUTE, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const otherArea = await atTime(t, T0 + MINUTE, () => t.request('POST', '/api/official-exams', student, { area: 'reverb', scheduleId: schedule.id }));
    expect(otherArea.statusCode).toBe(404);
  });

  it('returns the open exam to a second issue, and allows a second attempt when the schedule gives two, not a third', async () => {
    const schedule = await createSchedule(t, { attempts: 2 });
    const student = await studentOf(t, CONSERVATORY);
    const first = (await issueAt(t, student, T0 + MINUTE, schedule.id)).json<OfficialExam>();
    const again = await issueAt(t, student, T0 + 2 * MINUTE, schedule.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<OfficialExam>()).toMatchObject({ examId: first.examId, attemptsUsed: 1 });
    expect((await submitAt(t, student, first, T0 + 10 * MINUTE)).statusCode).toBe(201);
    const second = await issueAt(t, student, T0 + 20 * MINUTE, schedule.id);
    expect(second.statusCode).toBe(201);
    expect(second.json<OfficialExam>()).toMatchObject({ attemptsAllowed: 2, attemptsUsed: 2 });
    expect((await submitAt(t, student, second.json<OfficialExam>(), T0 + 30 * MINUTE)).statusCode).toBe(201);
    const third = await issueAt(t, student, T0 + 40 * MINUTE, schedule.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'no-attempts-left', message: expect.stringMatching(/all 2 attempts at “Midterm: EQ”/) });
    expect(await examCount(student.sub)).toBe(2);
  });

  it('ends an exam at the schedule’s closing when that comes before its time limit', async () => {
    const schedule = await createSchedule(t, { closesAt: at(T0 + 30 * MINUTE), timeLimitSeconds: 3600 });
    const student = await studentOf(t, CONSERVATORY);
    const exam = (await issueAt(t, student, T0 + 10 * MINUTE, schedule.id)).json<OfficialExam>();
    expect(exam.expiresAt).toBe(at(T0 + 30 * MINUTE));
    const audio = (ms: number) => atTime(t, ms, () => t.request('GET', `/api/official-exams/${exam.examId}/questions/0/audio/processed`, student));
    const heard = await audio(T0 + 29 * MINUTE);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe(OFFICIAL_AUDIO_TYPE);
    expect((await audio(T0 + 31 * MINUTE)).statusCode).toBe(410);
  });

  it('refuses, rather than issue different questions, when the area’s generator changed since the schedule was set', async () => {
    const schedule = await createSchedule(t);
    await t.db.query('UPDATE official_exam_schedules SET generator_version = generator_version + 1 WHERE id = $1', [schedule.id]);
    const student = await studentOf(t, CONSERVATORY);
    const refused = await issueAt(t, student, T0 + MINUTE, schedule.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'generator-version' });
    expect(await examCount(student.sub)).toBe(0);
  });
});

describe('a schedule set before its area’s generator moved on to a version that still makes the schedule’s', () => {
  // The toy EQ at version 2, dealing its exams evenly, still making version 1 (as every area did when balanced forms came).
  const toyV2: AreaDefinition<ToySettings, ToyQuestion, ToyAnswer> = {
    ...toyArea,
    version: 2,
    earlierVersions: [1],
    balancedForms: {
      sinceVersion: 2,
      categories: (settings) => [{ id: 'value', values: Array.from({ length: settings.size }, (_, i) => i) }],
      generateQuestion: (_rng, settings, _context, dealt) => ({ value: dealtValue(dealt, 'value', Array.from({ length: settings.size }, (_, i) => i)) }),
      valuesOf: (question) => ({ value: [question.value] }),
    },
  };
  afterEach(() => {
    areas.eq = SCHEDULE_AREAS[TOY_AREA_ID];
  });

  it('issues its exams at the schedule’s version, so that all its students get the same kind of exam, and scores them at it', async () => {
    const schedule = await createSchedule(t, { settings: { size: 8 }, questionCount: 10 });
    areas.eq = toyV2 as unknown as AreaDefinition;
    const student = await studentOf(t, CONSERVATORY);
    const issued = await issueAt(t, student, T0 + MINUTE, schedule.id);
    expect(issued.statusCode, issued.body).toBe(201);
    const exam = issued.json<OfficialExam>();
    const [row] = await t.db.query<{ seed: string; generator_version: number; questions: ToyQuestion[] }>(
      'SELECT seed, generator_version, questions FROM official_exams WHERE id = $1',
      [exam.examId],
    );
    expect(row?.generator_version).toBe(1);
    expect(row?.questions).toEqual(generateQuestionSet(toyV2, Number(row?.seed), { size: 8 }, 10, NO_QUESTION_CONTEXT, 1));
    expect(row?.questions).not.toEqual(generateQuestionSet(toyV2, Number(row?.seed), { size: 8 }, 10));
    expect((await submitAt(t, student, exam, T0 + 5 * MINUTE)).json()).toMatchObject({ score: 100 });
    const [stored] = await t.db.query<{ generator_version: number }>('SELECT generator_version FROM submissions WHERE exam_id = $1', [exam.examId]);
    expect(stored?.generator_version).toBe(1);
  });
});

describe('the built-in exam and the scheduled ones stay apart', () => {
  it('does not count a scheduled exam against the built-in exam’s attempts, nor return one for the other', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    const scheduled = (await issueAt(t, student, T0 + MINUTE, schedule.id)).json<OfficialExam>();
    expect((await submitAt(t, student, scheduled, T0 + 5 * MINUTE)).statusCode).toBe(201);
    const builtIn = await issueAt(t, student, T0 + 6 * MINUTE);
    expect(builtIn.statusCode).toBe(201);
    expect(builtIn.json<OfficialExam>()).toMatchObject({ scheduleId: null, title: null, attemptsAllowed: 1, attemptsUsed: 1 });
    // The built-in exam is open now; the schedule's one attempt is still used up.
    const scheduledAgain = await issueAt(t, student, T0 + 7 * MINUTE, schedule.id);
    expect(scheduledAgain.statusCode).toBe(409);
    expect(scheduledAgain.json()).toMatchObject({ code: 'no-attempts-left', message: expect.stringContaining('“Midterm: EQ”') });
  });

  it('gives the built-in exam’s open exam only to the built-in issue', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    const builtIn = (await issueAt(t, student, T0 + MINUTE)).json<OfficialExam>();
    const scheduled = await issueAt(t, student, T0 + 2 * MINUTE, schedule.id);
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json<OfficialExam>()).toMatchObject({ scheduleId: schedule.id, attemptsUsed: 1 });
    expect(scheduled.json<OfficialExam>().examId).not.toBe(builtIn.examId);
    expect((await issueAt(t, student, T0 + 3 * MINUTE)).json<OfficialExam>().examId).toBe(builtIn.examId);
  });
});

describe('results of a scheduled exam', () => {
  it('copies the schedule into the submission', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    const exam = (await issueAt(t, student, T0 + MINUTE, schedule.id)).json<OfficialExam>();
    const submitted = await submitAt(t, student, exam, T0 + 10 * MINUTE);
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({ score: 100 });
    const rows = await t.db.query<{ schedule_id: string | null }>('SELECT schedule_id FROM submissions WHERE exam_id = $1', [exam.examId]);
    expect(rows).toEqual([{ schedule_id: schedule.id }]);
  });

  it('copies it into the not-submitted record of an exam never handed in', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    const exam = (await issueAt(t, student, T0 + MINUTE, schedule.id)).json<OfficialExam>();
    await recordUnsubmittedExams(t.db, new Date(Date.parse(exam.expiresAt) + OFFICIAL_EXAM_SUBMIT_GRACE_MS + HOUR));
    const rows = await t.db.query<{ schedule_id: string | null; outcome: string }>('SELECT schedule_id, outcome FROM submissions WHERE exam_id = $1', [
      exam.examId,
    ]);
    expect(rows).toEqual([{ schedule_id: schedule.id, outcome: 'not-submitted' }]);
  });
});
