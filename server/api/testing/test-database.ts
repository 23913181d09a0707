import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { findPostgresBinDir, startScratchPostgres, type ScratchPostgres } from '../../../scripts/pg-scratch';
import { openPgDatabase, pgliteScope, startPglite, type Database } from '../db';

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
async function openPgliteFromTemplate(): Promise<PGlite> {
  const file = await templateFile();
  const cached = await readFile(file).catch(() => null);
  if (cached) {
    try {
      return await startPglite(undefined, new Blob([cached]));
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
  return startPglite(undefined, new Blob([dump]));
}

/** Runs the functions given to it one at a time, in call order. */
function oneAtATime(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (fn) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

interface SharedPglite {
  pg: PGlite;
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** The schema the session's search path names now. */
  current: string | null;
}

/**
 * Starting a PGlite costs about 3 s of CPU (measured), more than most test files' tests together,
 * so a test process starts one and gives each test database a schema of it, as on PostgreSQL
 * below. The server-db project runs its files in one process per worker (vitest.config.ts).
 */
let shared: Promise<SharedPglite> | undefined;

async function startSharedPglite(): Promise<SharedPglite> {
  return { pg: await openPgliteFromTemplate(), exclusive: oneAtATime(), current: null };
}

/**
 * A database in a scratch schema of the process's PGlite. PGlite has one session, and the search
 * path is the session's, so each statement (or transaction) of a database sets it to its own
 * schema first, with no other database's statement in between.
 */
async function openPgliteTestSchema(): Promise<Database> {
  const base = await (shared ??= startSharedPglite());
  const { pg, exclusive } = base;
  const schema = `auricle_test_${randomBytes(6).toString('hex')}`;
  await exclusive(() => pg.exec(`CREATE SCHEMA ${schema}`));
  let closed = false;
  const inSchema = <T>(fn: () => Promise<T>): Promise<T> =>
    exclusive(async () => {
      if (closed) throw new Error('This test database is closed.');
      if (base.current !== schema) {
        await pg.exec(`SET search_path TO ${schema}`);
        base.current = schema;
      }
      return fn();
    });
  const direct = pgliteScope(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => inSchema(() => direct.query(sql, params)),
    exec: (sql) => inSchema(() => direct.exec(sql)),
    transaction: (fn) => inSchema(() => pg.transaction((tx) => fn(pgliteScope(tx)))),
    close: () =>
      exclusive(async () => {
        if (closed) return;
        closed = true;
        await pg.exec(`DROP SCHEMA ${schema} CASCADE`);
      }),
  };
}

export interface TestSchema {
  /** The database URL with this schema as its search path. */
  url: string;
  drop(): Promise<void>;
}

/** A scratch schema in the PostgreSQL at `url`, so tests never touch its own tables. */
export async function createTestSchema(url: string): Promise<TestSchema> {
  const schema = `auricle_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPgDatabase(url, 1);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * The server's tests that use a database are one Vitest project (`server-db`, the files named
 * `*.db.test.ts`), the one CI runs again on PostgreSQL; the `server` project sets this variable
 * so that a test opening a database in a file of the wrong name fails and says so.
 */
export const NO_DATABASE_VARIABLE = 'AURICLE_TESTS_WITHOUT_DATABASE';

export function assertDatabaseTestFile(): void {
  if (process.env[NO_DATABASE_VARIABLE]) {
    throw new Error('This test uses a database: name its file *.db.test.ts, so that the server-db project runs it (and CI runs it again on PostgreSQL).');
  }
}

/**
 * A scratch schema, dropped on close: of the test process's in-memory PGlite by default, or with
 * TEST_DATABASE_URL set, of a real PostgreSQL (the same tests, run again by CI).
 */
export async function openTestDatabase(): Promise<Database> {
  assertDatabaseTestFile();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPgliteTestSchema();
  const schema = await createTestSchema(url);
  const db = await openPgDatabase(schema.url);
  return {
    ...db,
    async close() {
      await db.close();
      await schema.drop();
    },
  };
}

/** Why the tests about PostgreSQL cannot run here (no TEST_DATABASE_URL, no server binaries), or null. */
export async function whyNoTestPostgres(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL || (await findPostgresBinDir())) return null;
  return "no PostgreSQL: set TEST_DATABASE_URL, or install PostgreSQL's server (initdb; Debian: apt-get install postgresql)";
}

/**
 * The PostgreSQL of tests that are about PostgreSQL and run in every suite: TEST_DATABASE_URL
 * when set (stop() leaves it running), else a scratch cluster (scripts/pg-scratch.ts).
 */
export async function startTestPostgres(): Promise<ScratchPostgres> {
  assertDatabaseTestFile();
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, stop: async () => undefined };
  return startScratchPostgres();
}
