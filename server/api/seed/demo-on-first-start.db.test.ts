import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AREAS } from '../areas';
import { migrate, type Database } from '../db';
import { openTestDatabase } from '../testing/test-database';
import { seedBase } from './base-seed';
import { holdsUserData, seedDemoIfEmpty } from './demo-on-first-start';

const NOW = new Date('2026-06-30T12:00:00Z');
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedBase(db);
});
afterAll(() => db.close());

class RollBack extends Error {}

describe('seedDemoIfEmpty', () => {
  // Each insert runs in a transaction that is rolled back, so the database stays new for the next test.
  it.each([
    ['a student who signed in', "INSERT INTO users (sub, name, email) VALUES ('auth0|someone', 'Someone', 'someone@school.example')"],
    ['an organization a teacher added', "INSERT INTO organizations (name) VALUES ('Our Own School')"],
    [
      'an adaptive run of a demo student',
      `INSERT INTO adaptive_runs (submit_id, user_sub, area, dimension, seed, answers, trial_count, track, correct_rate, confusions,
          started_at, finished_at, duration_seconds, generator_version)
       VALUES (gen_random_uuid(), 'demo|student-li', 'eq', 'gain', 1, '[]', 1, '[]', 0, '[]', now(), now(), 0, 1)`,
    ],
    [
      'a scheduled exam',
      `INSERT INTO official_exam_schedules (id, area, title, settings, question_count, opens_at, closes_at, time_limit_seconds, attempts, counted_attempt, generator_version, created_by)
       VALUES (gen_random_uuid(), 'eq', 'Midterm', '{}', 10, now(), now() + interval '1 day', 600, 1, 'best', 1, 'demo|teacher-chen')`,
    ],
  ])('counts %s as somebody\'s data', async (_what, insert) => {
    const seen = db.transaction(async (tx) => {
      expect(await holdsUserData(tx)).toBe(false);
      await tx.query(insert);
      expect(await holdsUserData(tx)).toBe(true);
      throw new RollBack();
    });
    await expect(seen).rejects.toBeInstanceOf(RollBack);
  });

  it('loads the demo term into a new database once, and never again', async () => {
    const report = await seedDemoIfEmpty(db, DEFAULT_AREAS, NOW);
    expect(report?.submissions).toBeGreaterThan(1000);
    const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions');
    expect(stored?.n).toBe(report?.submissions);
    expect(report?.adaptiveRuns).toBeGreaterThan(1000);
    expect(await seedDemoIfEmpty(db, DEFAULT_AREAS, NOW)).toBeNull();
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions');
    expect(after?.n).toBe(report?.submissions);
  });
});
