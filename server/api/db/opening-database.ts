import type { Database, TransactionScope } from './database';

/**
 * A database still being opened, as the seam the routes are built on: each call waits for
 * `opening`. The API builds its routes and listens before its database is open
 * (server/api/startup.ts); no request reaches a route before then, but what is built around
 * them (the official sounds' recordings, the shutdown) holds this handle from the start.
 */
export function openingDatabase(kind: Database['kind'], opening: Promise<Database>): Database {
  // A failed opening is the start's to report (api-process.ts), not an unhandled rejection here.
  opening.catch(() => undefined);
  return {
    kind,
    query: async <T>(sql: string, params?: readonly unknown[]) => (await opening).query<T>(sql, params),
    exec: async (sql) => (await opening).exec(sql),
    transaction: async <T>(fn: (tx: TransactionScope) => Promise<T>) => (await opening).transaction(fn),
    close: async () => {
      const db = await opening.catch(() => null);
      await db?.close();
    },
  };
}
