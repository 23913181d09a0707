import { PGlite } from '@electric-sql/pglite';
import type { Database, TransactionScope } from './database';

/** A PGlite, or one of its transactions, as the API's seam: rows only. */
export function pgliteScope(q: Pick<PGlite, 'query' | 'exec'>): TransactionScope {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await q.query<T>(sql, [...params])).rows,
    async exec(sql) {
      await q.exec(sql);
    },
  };
}

/** Starts a PGlite (see openPgliteDatabase) with the session settings the API's queries need. */
export async function startPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const pg = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await pg.waitReady;
  // The default 4 MB spills a total report's sort over 100,000 rows to (emulated) disk.
  await pg.exec("SET work_mem = '32MB'");
  return pg;
}

/**
 * `dataDir` undefined: an in-memory database (tests, benchmarks); `loadDataDir` starts it
 * from a dump instead of running initdb.
 */
export async function openPgliteDatabase(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const pg = await startPglite(dataDir, loadDataDir);
  return {
    kind: 'pglite',
    ...pgliteScope(pg),
    transaction: (fn) => pg.transaction((tx) => fn(pgliteScope(tx))),
    close: () => pg.close(),
  };
}
