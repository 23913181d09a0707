import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreExam } from '../../../src/exam-contract';
import type { OfficialExam } from '../../../src/lib/api-types';
import { DEMO_USERS } from '../../demo-users';
import { buildApp } from '../app';
import { DEFAULT_AREAS } from '../areas';
import { createTokenVerifier } from '../auth';
import { migrate, type Database } from '../db';
import { scheduleResults } from '../schedules/schedule-results';
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
    expect(second).toMatchObject({ users: 0, schedules: 0, exams: 0, submissions: 0 });
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
