import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several API instances start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 72_620_251;

const migrationFiles = async (dir: string): Promise<string[]> => (await readdir(dir)).filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f)).sort();

/** Applies the `NNN-name.sql` files not yet recorded in schema_migrations, in name order. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** The migration files not recorded in schema_migrations (all of them before the first start): `/api/ready`. */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!table?.present) return files;
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return files.filter((file) => !done.has(file));
}

const TABLES = [
  'lti_registration_invitations',
  'lti_deep_links',
  'lti_grade_outbox',
  'lti_grade_links',
  'lti_launches',
  'lti_contexts',
  'lti_users',
  'lti_logins',
  'lti_tool_keys',
  'lti_platforms',
  'adaptive_runs',
  'instrument_recordings',
  'submissions',
  'official_exam_audio',
  'official_exams',
  'official_exam_schedule_organizations',
  'official_exam_schedules',
  'users',
  'organizations',
  'schema_migrations',
];

/** Drops every table of the API (the `--reset` of a PostgreSQL server; PGlite just deletes its directory). */
export async function dropSchema(db: Database): Promise<void> {
  await db.exec(TABLES.map((t) => `DROP TABLE IF EXISTS ${t} CASCADE;`).join('\n'));
}
