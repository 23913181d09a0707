import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerReadyRoute, type ReadinessOptions } from './ready';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FAST: ReadinessOptions = { maxEventLoopDelayMs: 1000, sampleIntervalMs: 1000, databaseTimeoutMs: 200 };

/** The ready route alone, over `db`. */
async function readyApp(db: Database, options: ReadinessOptions = FAST): Promise<FastifyInstance> {
  const app = Fastify();
  await registerReadyRoute(app, { db }, options);
  await app.ready();
  return app;
}

describe('GET /api/health', () => {
  it('answers without a token and without asking the database', async () => {
    const queries: string[] = [];
    const spied = t.db.query.bind(t.db);
    t.db.query = async <T>(sql: string, params?: readonly unknown[]) => {
      queries.push(sql);
      return spied<T>(sql, params);
    };
    try {
      const res = await t.request('GET', '/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(queries).toEqual([]);
    } finally {
      t.db.query = spied;
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready without a token when the database answers and every migration is applied', async () => {
    const res = await t.request('GET', '/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', eventLoop: 'ok' } });
  });

  it('is not ready, naming the migration, while one is not applied', async () => {
    const [last] = await t.db.query<{ name: string; applied_at: string }>('SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1');
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last?.name]);
    try {
      const res = await t.request('GET', '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 'not-ready',
        failed: ['migrations'],
        checks: { database: 'ok', migrations: `pending: ${last?.name}`, eventLoop: 'ok' },
      });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [last?.name, last?.applied_at]);
    }
  });

  it('is not ready when the database fails or does not answer in time, without its error message', async () => {
    const failing = { query: async () => Promise.reject(new Error('connect ECONNREFUSED db.internal:5432 for user auricle')) } as unknown as Database;
    const silent = { query: () => new Promise(() => undefined) } as unknown as Database;
    for (const db of [failing, silent]) {
      const app = await readyApp(db);
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not-ready', failed: ['database', 'migrations'], checks: { database: 'unreachable' } });
      expect(res.body).not.toContain('db.internal');
      await app.close();
    }
  });

  it('is not ready while the event loop lags behind, and ready again when it catches up', async () => {
    // Thresholds far from an idle loop's delay even on a machine busy with other work.
    const app = await readyApp(t.db, { maxEventLoopDelayMs: 100, sampleIntervalMs: 150, databaseTimeoutMs: 2000 });
    try {
      // Every turn of the loop blocks for 200 ms, for several samples.
      const until = performance.now() + 600;
      await new Promise<void>((resolve) => {
        const busy = (): void => {
          const end = performance.now() + 200;
          while (performance.now() < end);
          if (performance.now() < until) setTimeout(busy, 0);
          else resolve();
        };
        busy();
      });
      const lagging = await app.inject({ method: 'GET', url: '/ready' });
      expect(lagging.statusCode).toBe(503);
      expect(lagging.json()).toMatchObject({ failed: ['eventLoop'], checks: { eventLoop: expect.stringMatching(/^delayed (over )?\d+ ms$/) } });
      // Ready again once the samples after the busy turns come in (later on a machine busy with other work).
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    } finally {
      await app.close();
    }
  });
});
