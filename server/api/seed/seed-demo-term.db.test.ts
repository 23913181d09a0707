import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countConfusions, generateQuestionSet, scoreAdaptiveRun, scoreExam, type ConfusionCount } from '../../../src/exam-contract';
import type { EqQuestion } from '../../../src/areas/eq/eq-question';
import type { TimbreSettings } from '../../../src/areas/timbre/timbre-settings';
import { AREA_IDS, type AreaId } from '../../../src/lib/area-registry';
import type { OfficialExam } from '../../../src/api-contract';
import { DEMO_USERS } from '../../demo-users';
import { buildApp } from '../app';
import { DEFAULT_AREAS } from '../areas';
import { createTokenVerifier } from '../auth';
import { migrate, type Database } from '../db';
import { scheduleResults } from '../schedules/results/schedule-results';
import { scorePracticeSubmission } from '../submissions/score-submission';
import { openTestDatabase } from '../testing/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens } from '../testing/test-tokens';
import { seedBase } from './base-seed';
import { CLOSED_SCHEDULE_ID, DEMO_SCHEDULE_ORGANIZATION, OPEN_SCHEDULE_ID } from './demo-schedules';
import { TERM_DAYS, buildDemoTerm } from './demo-term';
import { seedDemoTerm } from './seed-demo-term';

const NOW = new Date('2026-06-30T12:00:00Z');
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedBase(db);
});
afterAll(() => db.close());

describe('seedDemoTerm', () => {
  it('adds a realistic term once, and nothing the second time', async () => {
    const first = await seedDemoTerm(db, DEFAULT_AREAS, NOW);
    expect(first.users).toBeGreaterThanOrEqual(48);
    expect(first.submissions).toBeGreaterThan(9 * 200);
    for (const counts of Object.values(first.perArea)) {
      expect(counts.practice).toBeGreaterThan(200);
      expect(counts.official).toBeGreaterThan(20);
    }
    const second = await seedDemoTerm(db, DEFAULT_AREAS, NOW);
    expect(first.schedules).toBe(2);
    expect(first.adaptiveRuns).toBeGreaterThan(1000);
    expect(second).toMatchObject({ users: 0, schedules: 0, exams: 0, submissions: 0, adaptiveRuns: 0 });
  });

  it('spreads the term over about four months before now, with Chinese and Western names', async () => {
    const [span] = await db.query<{ first: Date; last: Date }>('SELECT min(finished_at) AS first, max(finished_at) AS last FROM submissions');
    if (!span) throw new Error('no submissions');
    const days = (NOW.getTime() - span.first.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(TERM_DAYS - 10);
    expect(days).toBeLessThanOrEqual(TERM_DAYS + 1);
    expect(span.last.getTime()).toBeLessThanOrEqual(NOW.getTime());
    const names = (await db.query<{ name: string }>('SELECT name FROM users')).map((u) => u.name);
    expect(names.filter((n) => /[\u4e00-\u9fff]/.test(n)).length).toBeGreaterThan(15);
    expect(names.filter((n) => /^[A-Z][\p{L}']+ [A-Z]/u.test(n)).length).toBeGreaterThan(10);
    const orgs = await db.query<{ n: number }>('SELECT count(DISTINCT organization_id)::int AS n FROM submissions');
    expect(orgs[0]?.n).toBeGreaterThanOrEqual(4);
  });

  it('gives the demo students their own history', async () => {
    for (const user of DEMO_USERS.filter((u) => u.profile && u.permissions.length === 0)) {
      const rows = await db.query<{ n: number; org: string }>(
        `SELECT count(*)::int AS n, min(o.name) AS org FROM submissions s JOIN organizations o ON o.id = s.organization_id
          WHERE s.user_sub = $1`,
        [user.sub],
      );
      expect(rows[0]?.n, user.email).toBeGreaterThan(20);
      expect(rows[0]?.org).toBe(user.profile?.organization);
    }
  });

  it('scores rows of areas with a definition by the real generator, and scores improve', async () => {
    const eq = DEFAULT_AREAS.eq;
    if (!eq) throw new Error('no EQ definition');
    const sample = await db.query<{ seed: string | number; settings: unknown; answers: unknown[]; question_count: number; score: number; correct_rate: number }>(
      "SELECT seed, settings, answers, question_count, score, correct_rate FROM submissions WHERE area = 'eq' ORDER BY submit_id LIMIT 25",
    );
    expect(sample).toHaveLength(25);
    for (const row of sample) {
      const rescored = scorePracticeSubmission(eq, Number(row.seed), row.settings, row.question_count, row.answers);
      expect([rescored.score, rescored.correctRate]).toEqual([row.score, row.correct_rate]);
    }
    const halves = await db.query<{ early: number; late: number }>(
      `SELECT avg(score) FILTER (WHERE finished_at < $1)::float8 AS early, avg(score) FILTER (WHERE finished_at >= $1)::float8 AS late
         FROM submissions WHERE official = false`,
      [new Date(NOW.getTime() - (TERM_DAYS / 2) * 86_400_000).toISOString()],
    );
    expect((halves[0]?.late ?? 0) - (halves[0]?.early ?? 0)).toBeGreaterThan(5);
  });

  it("records each area's generator version on its exams and submissions", () => {
    const areas = { ...DEFAULT_AREAS, eq: { ...DEFAULT_AREAS.eq, version: 4 } };
    const term = buildDemoTerm(areas, NOW, 4);
    for (const rows of [term.exams, term.submissions]) {
      const wrong = rows.filter((row) => row.generator_version !== areas[row.area as keyof typeof areas].version);
      expect(wrong).toEqual([]);
      expect(rows.some((row) => row.area === 'eq' && row.generator_version === 4)).toBe(true);
    }
  });

  it('links every official submission to a used exam of the same student', async () => {
    const orphans = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM submissions s LEFT JOIN official_exams e ON e.id = s.exam_id
        WHERE s.official AND (e.id IS NULL OR e.user_sub <> s.user_sub OR e.used_at IS NULL)`,
    );
    expect(orphans[0]?.n).toBe(0);
  });
});

interface StoredRun {
  user_sub: string;
  area: AreaId;
  dimension: string;
  seed: string | number;
  answers: unknown[];
  trial_count: number;
  threshold: number | null;
  threshold_low: number | null;
  threshold_high: number | null;
  track: unknown[];
  correct_rate: number;
  confusions: ConfusionCount[];
  finished_at: Date;
}

const countOf = (confusions: readonly ConfusionCount[]): number => confusions.reduce((sum, c) => sum + c.count, 0);

describe("the demo term's adaptive runs and confusions", () => {
  const storedRuns = () => db.query<StoredRun>('SELECT * FROM adaptive_runs ORDER BY user_sub, area, finished_at');

  it("gives every student runs of each area's first dimension, that replay to the stored thresholds", async () => {
    const runs = await storedRuns();
    for (const area of AREA_IDS) {
      const ofArea = runs.filter((run) => run.area === area);
      expect(new Set(ofArea.map((run) => run.user_sub)).size, area).toBeGreaterThanOrEqual(48);
      expect(new Set(ofArea.map((run) => run.dimension))).toEqual(new Set([DEFAULT_AREAS[area].adaptive[0].id]));
    }
    for (const row of runs) {
      const replay = scoreAdaptiveRun(DEFAULT_AREAS[row.area], row.dimension, Number(row.seed), row.answers);
      if (!replay.ok) throw new Error(`${row.area} run of ${row.user_sub}: ${replay.reason}`);
      expect(replay.state.finished).toBe(true);
      expect([row.threshold, row.threshold_low, row.threshold_high]).toEqual([
        replay.estimate?.threshold ?? null,
        replay.estimate?.low ?? null,
        replay.estimate?.high ?? null,
      ]);
      expect([row.trial_count, row.correct_rate]).toEqual([replay.trials.length, replay.correctRate]);
      expect(row.track).toEqual(replay.state.trials.map((t) => ({ level: t.level, correct: t.correct, reversal: t.reversal })));
      expect(row.confusions).toEqual(countConfusions(replay.trials.flatMap((t) => t.confusions)));
    }
    // Real answers, right and wrong: a staircase settles near 79 % right.
    const rates = runs.map((run) => run.correct_rate);
    expect(Math.min(...rates)).toBeGreaterThan(50);
    expect(Math.max(...rates)).toBeLessThan(95);
    expect(runs.filter((run) => run.threshold === null).length).toBeLessThan(runs.length / 20);
  });

  it('finds finer thresholds at the end of the term than at its start, on average', async () => {
    const runs = await storedRuns();
    for (const area of ['eq', 'loudness', 'stereo', 'reverb', 'distortion'] as const) {
      const byStudent = new Map<string, StoredRun[]>();
      for (const run of runs.filter((r) => r.area === area && r.threshold !== null)) byStudent.set(run.user_sub, [...(byStudent.get(run.user_sub) ?? []), run]);
      const changes = [...byStudent.values()].flatMap((own) => (own.length >= 2 ? [(own.at(-1)?.threshold ?? 0) - (own[0]?.threshold ?? 0)] : []));
      expect(changes.length, area).toBeGreaterThan(40);
      expect(changes.reduce((sum, change) => sum + change, 0) / changes.length, area).toBeLessThan(0);
      expect(changes.filter((change) => change < 0).length, area).toBeGreaterThan(changes.length * 0.7);
    }
  });

  it('stores the confusions of every submission, one per categorical part answered', async () => {
    const rows = await db.query<{ area: AreaId; seed: string | number; settings: unknown; question_count: number; confusions: ConfusionCount[] | null; questions: unknown[] | null }>(
      `SELECT s.area, s.seed, s.settings, s.question_count, s.confusions, e.questions
         FROM submissions s LEFT JOIN official_exams e ON e.id = s.exam_id WHERE s.area IN ('eq', 'stereo', 'timbre')`,
    );
    expect(rows.length).toBeGreaterThan(600);
    for (const row of rows) {
      const confusions = row.confusions ?? [];
      expect(row.confusions, row.area).not.toBeNull();
      if (row.area === 'stereo') expect(countOf(confusions)).toBe(row.question_count);
      if (row.area === 'timbre') {
        // Every answer names the category; the basic and advanced tests the excitation; the advanced the instrument.
        const { mode } = row.settings as TimbreSettings;
        expect(countOf(confusions)).toBe(row.question_count * (mode === 'category' ? 1 : mode === 'basic' ? 2 : 3));
      }
      if (row.area === 'eq') {
        const questions = (row.questions ?? generateQuestionSet(DEFAULT_AREAS.eq, Number(row.seed), row.settings, row.question_count)) as EqQuestion[];
        expect(countOf(confusions)).toBe(questions.reduce((sum, q) => sum + q.bands.length, 0));
      }
    }
    const [unset] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions WHERE confusions IS NULL');
    expect(unset?.n).toBe(0);
    // Wrong answers show up as confusions of one category with another.
    const [confused] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM submissions, jsonb_array_elements(confusions) c WHERE c->>'asked' <> c->>'answered'`,
    );
    expect(confused?.n).toBeGreaterThan(1000);
  });
});

describe('the demo term\'s scheduled exams', () => {
  const student = DEMO_USERS.find((u) => u.email === 'student@auricle.example');
  const results = (id: string) => scheduleResults({ db, areas: DEFAULT_AREAS, clock: () => NOW }, id);

  it('has an EQ exam of the demo student\'s organization that closed last week, with every kind of result', async () => {
    expect(student?.profile?.organization).toBe(DEMO_SCHEDULE_ORGANIZATION);
    const r = await results(CLOSED_SCHEDULE_ID);
    expect(r.schedule).toMatchObject({ area: 'eq', status: 'closed', started: true, questionCount: 10, attempts: 1 });
    expect(r.schedule.organizations.map((o) => o.name)).toEqual([DEMO_SCHEDULE_ORGANIZATION]);
    const closedDaysAgo = (NOW.getTime() - Date.parse(r.schedule.closesAt)) / 86_400_000;
    expect(closedDaysAgo).toBeGreaterThan(5);
    expect(closedDaysAgo).toBeLessThan(7);
    expect(r.statusCounts).toMatchObject({ flagged: 1, 'not-submitted': 1, 'in-progress': 0 });
    expect(r.statusCounts['not-started']).toBeGreaterThanOrEqual(3);
    expect(r.statusCounts.submitted).toBeGreaterThan(r.rows.length / 2);
    expect(r.rows.find((row) => row.sub === student?.sub)).toMatchObject({ status: 'submitted', attemptsUsed: 1 });
    expect(r.rows.find((row) => row.status === 'flagged')).toMatchObject({ listeningFlag: 'too-fast' });
    // Realistic answers: neither all right nor all wrong, and the item analysis has wrong answers to show.
    const scores = r.rows.flatMap((row) => (row.status === 'submitted' && row.countedScore !== null ? [row.countedScore] : []));
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(15);
    expect(r.items.positions).toHaveLength(10);
    expect(r.items.answers.some((a) => a.confusion !== null)).toBe(true);
  });

  it('has an EQ exam open now, opened yesterday for a week, that the demo student has not started', async () => {
    const r = await results(OPEN_SCHEDULE_ID);
    expect(r.schedule).toMatchObject({ area: 'eq', status: 'open', attempts: 2 });
    const openedHoursAgo = (NOW.getTime() - Date.parse(r.schedule.opensAt)) / 3_600_000;
    expect(openedHoursAgo).toBeGreaterThanOrEqual(24);
    expect(openedHoursAgo).toBeLessThan(25);
    expect((Date.parse(r.schedule.closesAt) - NOW.getTime()) / 86_400_000).toBeCloseTo(7, 0);
    expect(r.rows.find((row) => row.sub === student?.sub)).toMatchObject({ status: 'not-started', attemptsUsed: 0 });
    expect(r.statusCounts.submitted).toBeGreaterThan(0);
    // The demo student's built-in official exams are not attempts at it: none of them names a schedule.
    const exams = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM official_exams WHERE user_sub = $1 AND schedule_id IS NOT NULL AND schedule_id <> $2',
      [student?.sub, CLOSED_SCHEDULE_ID],
    );
    expect(exams[0]?.n).toBe(0);
  });

  it('scores every scheduled submission from the questions stored at issue', async () => {
    const rows = await db.query<{ questions: unknown[]; answers: unknown[]; score: number }>(
      `SELECT e.questions, s.answers, s.score FROM submissions s JOIN official_exams e ON e.id = s.exam_id
        WHERE e.schedule_id IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(scoreExam(DEFAULT_AREAS.eq, row.questions, row.answers).score).toBe(row.score);
  });

  // Last: it issues an exam into the seeded database.
  it('lets the demo student start the open one, whatever built-in official exams the term gave them', async () => {
    const tokens = await createTestTokens();
    const app = await buildApp({
      db,
      auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
      config: { appOrigin: 'http://127.0.0.1:5999' },
      clock: () => NOW,
    });
    try {
      const token = await tokens.sign({ sub: student?.sub ?? '', name: student?.name ?? '', email: student?.email ?? '' });
      const builtIn = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM official_exams WHERE user_sub = $1 AND schedule_id IS NULL', [student?.sub]);
      expect(builtIn[0]?.n).toBeGreaterThan(0);
      const res = await app.inject({
        method: 'POST',
        url: '/api/official-exams',
        headers: { authorization: `Bearer ${token}` },
        payload: { area: 'eq', scheduleId: OPEN_SCHEDULE_ID },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<OfficialExam>()).toMatchObject({ scheduleId: OPEN_SCHEDULE_ID, attemptsAllowed: 2, attemptsUsed: 1, questionCount: 10 });
    } finally {
      await app.close();
    }
  });
});
