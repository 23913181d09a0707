/**
 * Migration 012 on a database that has lived before it: who is known to teach, and the time each
 * user is taken to have joined their organization (the first sign of them, never later).
 */
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { migrate } from './migrate';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE = '012-exam-roster.sql';

let db: Database;
let earlier: string;
beforeAll(async () => {
  db = await openTestDatabase();
  earlier = await mkdtemp(path.join(tmpdir(), 'auricle-migrations-'));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file < BEFORE) await symlink(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
  }
});
afterAll(async () => {
  await db.close();
  await rm(earlier, { recursive: true, force: true });
});

describe('migration 012', () => {
  it('marks who scheduled an exam or corrected an identity as teaching, and dates each join by its first sign', async () => {
    await migrate(db, earlier);
    await db.exec(`
      INSERT INTO organizations (id, name) VALUES (901, 'Migrated Class');
      INSERT INTO users (sub, organization_id, created_at) VALUES
        ('m|scheduler', 901, '2026-03-01T00:00Z'), ('m|corrector', NULL, '2026-03-01T00:00Z'),
        ('m|seeded', 901, '2026-06-01T00:00Z'), ('m|new', 901, '2026-06-01T00:00Z'), ('m|none', NULL, '2026-06-01T00:00Z');
      UPDATE users SET identity_source = 'admin', identity_set_by = 'm|corrector' WHERE sub = 'm|new';
      INSERT INTO official_exam_schedules (id, area, title, settings, question_count, opens_at, closes_at, time_limit_seconds,
          attempts, counted_attempt, generator_version, created_by)
        VALUES (gen_random_uuid(), 'eq', 'Old', '{}', 1, '2026-04-01T00:00Z', '2026-04-08T00:00Z', 600, 1, 'best', 1, 'm|scheduler');
      INSERT INTO official_exams (id, user_sub, area, seed, settings, question_count, issued_at, expires_at)
        VALUES (gen_random_uuid(), 'm|seeded', 'eq', 1, '{}', 1, '2026-04-02T00:00Z', '2026-04-02T01:00Z');
      INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count, score,
          correct_rate, started_at, finished_at, duration_seconds)
        VALUES (gen_random_uuid(), 'm|seeded', 'eq', 'exam', false, 1, '{}', '[]', 1, 50, 50, '2026-03-15T00:00Z', '2026-03-15T00:05Z', 300);
    `);
    expect((await migrate(db))[0]).toBe(BEFORE);
    const rows = await db.query<{ sub: string; teaches: boolean; joined: string | null }>(
      `SELECT sub, teaches, to_char(organization_joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS joined FROM users WHERE sub LIKE 'm|%' ORDER BY sub`,
    );
    expect(rows).toEqual([
      { sub: 'm|corrector', teaches: true, joined: null },
      { sub: 'm|new', teaches: false, joined: '2026-06-01' },
      { sub: 'm|none', teaches: false, joined: null },
      { sub: 'm|scheduler', teaches: true, joined: '2026-03-01' },
      // The practice exam of 15 March, before the official one and the row's creation.
      { sub: 'm|seeded', teaches: false, joined: '2026-03-15' },
    ]);
  });
});
