import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { dropSchema, migrate } from './migrate';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const indexNames = async (): Promise<string[]> =>
  (
    await db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'submissions' AND schemaname = current_schema() ORDER BY indexname",
    )
  ).map((r) => r.indexname);

const MIGRATIONS = [
  '001-initial.sql',
  '002-sealed-official-exams.sql',
  '003-headphone-check.sql',
  '004-instrument-recordings.sql',
  '005-recording-loudness.sql',
  '006-generator-version.sql',
  '007-official-exam-limits.sql',
  '008-student-identity.sql',
  '009-official-exam-schedules.sql',
  '010-adaptive-runs.sql',
  '011-threshold-bound.sql',
  '012-exam-roster.sql',
  '013-programme-material.sql',
  '014-lti-launch.sql',
  '015-lti-grades.sql',
  '016-lti-deep-linking.sql',
  '017-lti-registration.sql',
];

describe('migrate', () => {
  it('applies each migration once, in a recorded order', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(recorded).toEqual(MIGRATIONS.map((name) => ({ name })));
  });

  it('creates the indexes the total reports rely on', async () => {
    expect(await indexNames()).toEqual(
      expect.arrayContaining([
        'submissions_area_kind_finished_idx',
        'submissions_organization_idx',
        'submissions_user_idx',
        'submissions_student_idx',
        'submissions_submit_id_key',
        'submissions_submit_id_text_idx',
      ]),
    );
  });

  it('uses the area index for a filtered report', async () => {
    await db.query(
      `INSERT INTO users (sub) SELECT 'u' || i FROM generate_series(1, 50) i`,
    );
    await db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count, score,
          correct_rate, started_at, finished_at, duration_seconds)
       SELECT gen_random_uuid(), 'u' || (i % 50 + 1), (ARRAY['eq','reverb','timbre'])[i % 3 + 1], 'exam', i % 7 = 0, i, '{}', '[]',
              10, i % 100, i % 100, now(), now() - i * interval '1 minute', 60
         FROM generate_series(1, 20000) i`,
    );
    await db.exec('ANALYZE submissions');
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM submissions s WHERE s.area = 'eq' AND s.official = true
           AND s.finished_at >= now() - interval '1 day' ORDER BY s.finished_at DESC LIMIT 20`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('submissions_area_kind_finished_idx');
  });

  it('drops everything for a reset', async () => {
    await dropSchema(db);
    const left = await db.query("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()");
    expect(left).toEqual([]);
    expect(await migrate(db)).toEqual(MIGRATIONS);
  });
});
