import { PGlite } from '@electric-sql/pglite';
import type { Database, TransactionScope } from './database';

/**
 * `dataDir` undefined: an in-memory database (tests, benchmarks); `loadDataDir` starts it
 * from a dump instead of running initdb.
 */
export async function openPgliteDatabase(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const pg = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await pg.waitReady;
  // The default 4 MB spills a total report's sort over 100,000 rows to (emulated) disk.
  await pg.exec("SET work_mem = '32MB'");
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: TransactionScope) => Promise<T>): Promise<T> {
      return pg.transaction((tx) =>
        fn({
          query: async <R>(sql: string, params: readonly unknown[] = []) => (await tx.query<R>(sql, [...params])).rows,
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    close: () => pg.close(),
  };
}
