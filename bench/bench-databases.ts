/**
 * Runs a database bench on the embedded PGlite and, with DATABASE_URL set, again on that
 * PostgreSQL in a scratch schema dropped afterwards (never the app's own tables); the
 * PostgreSQL figures carry the suffix `_pg`.
 */
import { openPgDatabase, openPgliteDatabase, type Database } from '../server/api';

export type DatabaseMeasure = (db: Database, suffix: '' | '_pg') => Promise<Record<string, number>>;

async function measurePg(databaseUrl: string, schemaPrefix: string, measure: DatabaseMeasure): Promise<Record<string, number>> {
  const schema = `${schemaPrefix}_${process.pid}`;
  const admin = await openPgDatabase(databaseUrl, 1);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPgDatabase(url.toString());
  try {
    return await measure(db, '_pg');
  } finally {
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}

export async function measureOnDatabases(schemaPrefix: string, measure: DatabaseMeasure): Promise<Record<string, number>> {
  const db = await openPgliteDatabase();
  let results: Record<string, number>;
  try {
    results = await measure(db, '');
  } finally {
    await db.close();
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    try {
      Object.assign(results, await measurePg(databaseUrl, schemaPrefix, measure));
    } catch (error) {
      console.warn(`PostgreSQL figures skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return results;
}
