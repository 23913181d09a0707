/**
 * Runs a database bench on the embedded PGlite and again on PostgreSQL: the one at DATABASE_URL
 * (in a scratch schema dropped afterwards, never the app's own tables), else a throwaway cluster
 * when PostgreSQL's server is installed (scripts/pg-scratch.ts). The PostgreSQL figures carry
 * the suffix `_pg`.
 */
import { findPostgresBinDir, startScratchPostgres, type ScratchPostgres } from '../scripts/pg-scratch';
import { openPgDatabase, openPgliteDatabase, type Database } from '../server/api';
import { createTestSchema } from '../server/api/testing/test-database';

export type DatabaseMeasure = (db: Database, suffix: '' | '_pg') => Promise<Record<string, number>>;

async function measurePg(databaseUrl: string, measure: DatabaseMeasure): Promise<Record<string, number>> {
  const schema = await createTestSchema(databaseUrl);
  const db = await openPgDatabase(schema.url);
  try {
    return await measure(db, '_pg');
  } finally {
    await db.close();
    await schema.drop();
  }
}

/** DATABASE_URL (left running), else a scratch cluster, else null with the reason told. */
async function benchPostgres(): Promise<ScratchPostgres | null> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, stop: async () => undefined };
  if (!(await findPostgresBinDir())) {
    console.warn('PostgreSQL figures skipped: no DATABASE_URL, and no PostgreSQL server installed (initdb)');
    return null;
  }
  // Durable, as a real server is: a commit's flush is part of a submission's cost.
  return startScratchPostgres({ durable: true });
}

export async function measureOnDatabases(measure: DatabaseMeasure): Promise<Record<string, number>> {
  const db = await openPgliteDatabase();
  let results: Record<string, number>;
  try {
    results = await measure(db, '');
  } finally {
    await db.close();
  }
  try {
    const postgres = await benchPostgres();
    if (postgres) {
      try {
        Object.assign(results, await measurePg(postgres.url, measure));
      } finally {
        await postgres.stop();
      }
    }
  } catch (error) {
    console.warn(`PostgreSQL figures skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results;
}
