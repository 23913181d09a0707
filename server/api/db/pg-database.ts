import pg from 'pg';
import type { Database, TransactionScope } from './database';

export async function openPgDatabase(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'pg',
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as T[],
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: TransactionScope) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, [...params])).rows as R[],
          async exec(sql) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
