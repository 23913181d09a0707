import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPgDatabase, openPgliteDatabase, type Database } from '../db';

async function templateFile(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return path.join(tmpdir(), `auricle-pglite-template-${manifest.version}.tar`);
}

/**
 * initdb inside PGlite takes seconds; loading a dump of a fresh cluster takes a fraction of
 * that. The dump of an empty cluster is cached in the temp directory, per PGlite version.
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const file = await templateFile();
  const cached = await readFile(file).catch(() => null);
  if (cached) {
    try {
      return await openPgliteDatabase(undefined, new Blob([cached]));
    } catch {
      // A damaged template: make a new one below.
    }
  }
  const fresh = new PGlite();
  await fresh.waitReady;
  const dump = Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer());
  await fresh.close();
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, dump);
  await rename(partial, file);
  return openPgliteDatabase(undefined, new Blob([dump]));
}

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL set, the same tests run against a real
 * PostgreSQL, each database in a scratch schema that is dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPgliteFromTemplate();
  const schema = `auricle_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPgDatabase(url, 1);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPgDatabase(scoped.toString());
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
