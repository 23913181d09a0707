/**
 * The results of a scheduled exam: every status, the counting rules, the distribution and the
 * item analysis of a small class whose numbers are worked out by hand below. The exams are the
 * count area of server/api/testing/test-area.ts: question n is answered n; one off earns half.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_COUNT } from '../../testing/test-area';
import type { CountedAttempt, ListeningFlag, ScheduleResultRow, ScheduleResults, SubmissionOutcome } from '../../../../src/api-contract';
import { countedScoreSql } from '../../reports/counted-attempt';
import { createTestApp, STUDENT, TEACHER, type TestApp } from '../../testing/test-app';
import {
  insertExam,
  insertOrganization,
  insertSchedule,
  insertStudent,
  insertSubmission,
  type FixtureSchedule,
} from './schedule-results-fixture';
import { scoreDistribution } from './schedule-results';

const T0 = Date.parse('2026-09-10T12:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number): string => new Date(T0 + minutes * MINUTE).toISOString();
const AREA = TEST_COUNT;

let t: TestApp;
let classId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(T0));
  classId = await insertOrganization(t.db, 'Results Class');
  otherId = await insertOrganization(t.db, 'Other Class');
});
afterAll(() => t.close());

const scheduleOf = (counts: CountedAttempt, title = `Loudness ${counts}`): FixtureSchedule => ({
  area: AREA,
  title,
  organizationIds: [classId],
  questionCount: 3,
  opensAt: at(-7 * 24 * 60),
  closesAt: at(7 * 24 * 60),
  attempts: 3,
  counts,
});

interface Take {
  scheduleId: string;
  sub: string;
  questions: number[];
  answers?: number[];
  score?: number;
  correctRate?: number;
  /** Minutes from T0 when it was handed in. */
  finished: number;
  outcome?: SubmissionOutcome;
  flag?: ListeningFlag;
}

/** An exam issued 20 minutes before it was handed in, and its submission. */
async function take(x: Take): Promise<string> {
  const examId = await insertExam(t.db, {
    scheduleId: x.scheduleId,
    sub: x.sub,
    area: AREA,
    questions: x.questions,
    issuedAt: at(x.finished - 20),
    expiresAt: at(x.finished + 5),
    startedAt: at(x.finished - 19),
  });
  return insertSubmission(t.db, {
    examId,
    scheduleId: x.scheduleId,
    sub: x.sub,
    area: AREA,
    answers: x.answers ?? [],
    score: x.score ?? 0,
    correctRate: x.correctRate ?? 0,
    finishedAt: at(x.finished),
    durationSeconds: 300,
    ...(x.outcome ? { outcome: x.outcome } : {}),
    ...(x.flag ? { flag: x.flag } : {}),
  });
}

async function results(id: string): Promise<ScheduleResults> {
  const res = await t.request('GET', `/api/official-exam-schedules/${id}/results`, TEACHER);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleResults>();
}

const rowOf = (r: ScheduleResults, sub: string): ScheduleResultRow => {
  const row = r.rows.find((x) => x.sub === sub);
  if (!row) throw new Error(`no row for ${sub}`);
  return row;
};

describe('the results of a scheduled exam', () => {
  let id: string;
  const submitIds: Record<string, string> = {};
  beforeAll(async () => {
    const students = ['ada', 'ben', 'cai', 'dee', 'eve', 'fay', 'gus'];
    for (const [i, name] of students.entries()) {
      await insertStudent(t.db, { sub: `rc|${name}`, name, studentId: `R-00${i + 1}`, organizationId: classId });
    }
    await insertStudent(t.db, { sub: 'oc|hal', name: 'hal', studentId: 'O-001', organizationId: otherId });
    await insertStudent(t.db, { sub: 'oc|ivy', name: 'ivy', studentId: 'O-002', organizationId: otherId });
    id = await insertSchedule(t.db, { ...scheduleOf('best'), title: 'Mid-term: Loudness "A"' });
    // ada: nothing. ben: an exam open now.
    await insertExam(t.db, { scheduleId: id, sub: 'rc|ben', area: AREA, questions: [1, 1, 1], issuedAt: at(-10), expiresAt: at(10) });
    // cai: 1 2 3 answered 1 2 0 -> credits 1 1 0.
    submitIds.cai = await take({ scheduleId: id, sub: 'rc|cai', questions: [1, 2, 3], answers: [1, 2, 0], score: 66.7, correctRate: 66.7, finished: -600 });
    // dee: 1 2 3 answered 2 2 3 -> 0.5 1 1, too fast.
    submitIds.dee = await take({ scheduleId: id, sub: 'rc|dee', questions: [1, 2, 3], answers: [2, 2, 3], score: 83.3, correctRate: 66.7, finished: -500, flag: 'too-fast' });
    // eve: issued 3 h ago, started 2 h 55 min ago, expired an hour ago without a submission.
    await insertExam(t.db, { scheduleId: id, sub: 'rc|eve', area: AREA, questions: [1, 2, 3], issuedAt: at(-180), startedAt: at(-175), expiresAt: at(-60) });
    // fay: the server's not-submitted record.
    submitIds.fay = await take({ scheduleId: id, sub: 'rc|fay', questions: [1, 2, 3], finished: -400, outcome: 'not-submitted' });
    // gus: 0 1 2 answered 0 3 3 (50), then 3 1 2 answered 3 1 1 (83.3): the best counts.
    await take({ scheduleId: id, sub: 'rc|gus', questions: [0, 1, 2], answers: [0, 3, 3], score: 50, correctRate: 33.3, finished: -300 });
    submitIds.gus = await take({ scheduleId: id, sub: 'rc|gus', questions: [3, 1, 2], answers: [3, 1, 1], score: 83.3, correctRate: 66.7, finished: -200 });
    // hal, of another organization, took it anyway: 2 2 1 answered 2 1 1 -> 1 0.5 1.
    submitIds.hal = await take({ scheduleId: id, sub: 'oc|hal', questions: [2, 2, 1], answers: [2, 1, 1], score: 83.3, correctRate: 66.7, finished: -100 });
  });

  it('lists every student of its organizations and whoever else took it, each with a status', async () => {
    const r = await results(id);
    expect(r.schedule).toMatchObject({ id, area: AREA, title: 'Mid-term: Loudness "A"', counts: 'best', status: 'open', started: true, questionCount: 3 });
    expect(r.schedule.organizations).toEqual([{ id: classId, name: 'Results Class' }]);
    expect(r.rows.map((row) => [row.sub, row.status, row.attemptsUsed])).toEqual([
      ['oc|hal', 'submitted', 1],
      ['rc|ada', 'not-started', 0],
      ['rc|ben', 'in-progress', 1],
      ['rc|cai', 'submitted', 1],
      ['rc|dee', 'flagged', 1],
      ['rc|eve', 'not-submitted', 1],
      ['rc|fay', 'not-submitted', 1],
      ['rc|gus', 'submitted', 2],
    ]);
    expect(r.statusCounts).toEqual({ 'not-started': 1, 'in-progress': 1, submitted: 3, 'not-submitted': 2, flagged: 1 });
  });

  it("gives each student's counted attempt: score, time, flag and submit id", async () => {
    const r = await results(id);
    expect(rowOf(r, 'rc|ada')).toMatchObject({ countedScore: null, countedCorrectRate: null, durationSeconds: null, submitId: null, listeningFlag: null });
    expect(rowOf(r, 'rc|ben')).toMatchObject({ countedScore: null, submitId: null });
    expect(rowOf(r, 'rc|cai')).toMatchObject({
      name: 'cai',
      email: 'r-003@class.example',
      studentId: 'R-003',
      organization: 'Results Class',
      countedScore: 66.7,
      countedCorrectRate: 66.7,
      durationSeconds: 300,
      submitId: submitIds.cai,
    });
    expect(rowOf(r, 'rc|dee')).toMatchObject({ countedScore: 83.3, listeningFlag: 'too-fast', submitId: submitIds.dee });
    // Expired unsubmitted: counted as the record the server will write, 0 from its start to its expiry.
    expect(rowOf(r, 'rc|eve')).toMatchObject({ countedScore: 0, countedCorrectRate: 0, durationSeconds: 115 * 60, submitId: null });
    expect(rowOf(r, 'rc|fay')).toMatchObject({ countedScore: 0, submitId: submitIds.fay });
    expect(rowOf(r, 'rc|gus')).toMatchObject({ countedScore: 83.3, submitId: submitIds.gus });
    expect(r.rows.some((row) => row.sub === 'oc|ivy')).toBe(false);
  });

  it('sums the class up: completion of the roster, mean and median of the counted scores', async () => {
    const { summary } = await results(id);
    // Handed in: cai, dee, gus, hal of 8. Counted: 0 (eve), 0 (fay), 66.7, 83.3 (dee, gus, hal).
    expect(summary).toEqual({ students: 8, handedIn: 4, completionRate: 50, scored: 6, mean: 52.8, median: 75 });
  });

  it('bins the counted scores by ten points', async () => {
    const r = await results(id);
    // 0 (eve), 0 (fay), 66.7 (cai), 83.3 (dee, gus, hal).
    expect(r.distribution.map((bin) => bin.count)).toEqual([2, 0, 0, 0, 0, 0, 1, 0, 3, 0]);
    expect(r.distribution[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(r.distribution[9]).toMatchObject({ from: 90, to: 100 });
  });

  it('analyses the handed-in counted attempts per position and per right answer', async () => {
    // cai 1 2 3 / 1 2 0, dee 1 2 3 / 2 2 3, gus 3 1 2 / 3 1 1, hal 2 2 1 / 2 1 1 (not gus's first attempt, nor eve or fay).
    const { items } = await results(id);
    expect(items.positions).toEqual([
      { position: 0, answered: 4, correctRate: 75, averageCredit: 0.875 },
      { position: 1, answered: 4, correctRate: 75, averageCredit: 0.875 },
      { position: 2, answered: 4, correctRate: 50, averageCredit: 0.625 },
    ]);
    expect(items.answers).toEqual([
      // 1: cai right, dee said 2, gus right, hal right.
      { answer: 1, asked: 4, correctRate: 75, confusion: { answer: 2, count: 1 } },
      // 2: cai, dee and hal (first) right; gus said 1, hal (second) said 1.
      { answer: 2, asked: 5, correctRate: 60, confusion: { answer: 1, count: 2 } },
      // 3: cai said 0, dee right, gus right.
      { answer: 3, asked: 3, correctRate: 66.7, confusion: { answer: 0, count: 1 } },
    ]);
  });

  it('answers 403 without read:admin, 404 for an unknown schedule and 400 for a malformed id', async () => {
    expect((await t.request('GET', `/api/official-exam-schedules/${id}/results`, STUDENT)).statusCode).toBe(403);
    expect((await t.request('GET', `/api/official-exam-schedules/${id}/results/export`, STUDENT)).statusCode).toBe(403);
    expect((await t.request('GET', `/api/official-exam-schedules/${id}/results`)).statusCode).toBe(401);
    const unknown = await t.request('GET', '/api/official-exam-schedules/00000000-0000-4000-8000-000000000000/results', TEACHER);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: expect.stringMatching(/No scheduled exam/) });
    expect((await t.request('GET', '/api/official-exam-schedules/00000000-0000-4000-8000-000000000000/results/export', TEACHER)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/official-exam-schedules/not-a-uuid/results', TEACHER)).statusCode).toBe(400);
  });
});

describe('a schedule nobody has taken yet', () => {
  it('lists its students as not started, with empty bins and items', async () => {
    const org = await insertOrganization(t.db, 'Quiet Class');
    await insertStudent(t.db, { sub: 'qc|kim', name: 'kim', studentId: 'Q-001', organizationId: org });
    const id = await insertSchedule(t.db, { ...scheduleOf('last'), organizationIds: [org], opensAt: at(60), closesAt: at(120) });
    const r = await results(id);
    expect(r.schedule).toMatchObject({ status: 'upcoming', started: false, counts: 'last' });
    expect(r.rows.map((row) => [row.sub, row.status])).toEqual([['qc|kim', 'not-started']]);
    expect(r.distribution.every((bin) => bin.count === 0)).toBe(true);
    expect(r.items.positions).toEqual([0, 1, 2].map((position) => ({ position, answered: 0, correctRate: 0, averageCredit: 0 })));
    expect(r.items.answers).toEqual([]);
    expect(r.summary).toEqual({ students: 1, handedIn: 0, completionRate: 0, scored: 0, mean: null, median: null });
  });
});

describe('the counting rule', () => {
  // 60, then 90 answered too fast, then one not handed in: best 90, last 0, first 60.
  const expected: Record<CountedAttempt, { score: number; status: string; flag: ListeningFlag | null }> = {
    best: { score: 90, status: 'flagged', flag: 'too-fast' },
    last: { score: 0, status: 'submitted', flag: null },
    first: { score: 60, status: 'submitted', flag: null },
  };
  it.each(['best', 'last', 'first'] as const)('%s picks the attempt the total reports count', async (rule) => {
    const org = await insertOrganization(t.db, `Rule ${rule}`);
    const sub = `rule|${rule}`;
    await insertStudent(t.db, { sub, name: rule, studentId: `RU-${rule}`, organizationId: org });
    const id = await insertSchedule(t.db, { ...scheduleOf(rule), organizationIds: [org] });
    await take({ scheduleId: id, sub, questions: [1, 1, 1], answers: [1, 1, 2], score: 60, correctRate: 66.7, finished: -300 });
    const flagged = await take({ scheduleId: id, sub, questions: [1, 1, 1], answers: [1, 1, 1], score: 90, correctRate: 100, finished: -200, flag: 'too-fast' });
    const missed = await take({ scheduleId: id, sub, questions: [1, 1, 1], finished: -100, outcome: 'not-submitted' });
    const row = rowOf(await results(id), sub);
    expect({ score: row.countedScore, status: row.status, flag: row.listeningFlag }).toEqual(expected[rule]);
    if (rule === 'best') expect(row.submitId).toBe(flagged);
    if (rule === 'last') expect(row.submitId).toBe(missed);
    const [sql] = await t.db.query<{ counted: number }>(
      `SELECT ${countedScoreSql(rule)} AS counted FROM submissions s JOIN official_exams e ON e.id = s.exam_id WHERE e.schedule_id = $1`,
      [id],
    );
    expect(Number(sql?.counted)).toBe(row.countedScore);
  });
});

describe('scoreDistribution', () => {
  it('puts each score in its ten-point bin, 100 in the last', () => {
    const bins = scoreDistribution([0, 9.9, 10, 55, 89.9, 90, 99.9, 100]);
    expect(bins.map((bin) => bin.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 1, 3]);
    expect(bins.map((bin) => bin.from)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});
