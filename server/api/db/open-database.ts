import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { dropSchema } from './migrate';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Start from an empty database. */
  reset?: boolean;
}

/** PostgreSQL when a URL is configured, otherwise embedded PGlite in `<dataDir>/db`. */
export async function openDatabase({ databaseUrl, dataDir, reset = false }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const db = await openPgDatabase(databaseUrl);
    if (reset) await dropSchema(db);
    return db;
  }
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(path.join(dataDir, 'db.lock'));
  try {
    const dir = path.join(dataDir, 'db');
    if (reset) await rm(dir, { recursive: true, force: true });
    const db = await openPgliteDatabase(dir);
    return {
      ...db,
      async close() {
        await db.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
