import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo-users';
import { DEFAULT_AREAS } from '../areas';
import { migrate, type Database } from '../db';
import { scorePracticeSubmission } from '../submissions/score-submission';
import { openTestDatabase } from '../testing/test-database';
import { seedBase } from './base-seed';
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
    expect(second).toMatchObject({ users: 0, exams: 0, submissions: 0 });
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
    const eq = DEFAULT_AREAS.eq;
    const term = buildDemoTerm({ ...DEFAULT_AREAS, eq: { ...eq, version: 4 } }, NOW, 4);
    for (const rows of [term.exams, term.submissions]) {
      const versions = new Set(rows.map((row) => `${row.area === 'eq' ? 'eq' : 'other'}:${row.generator_version}`));
      expect([...versions].sort()).toEqual(['eq:4', 'other:1']);
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
