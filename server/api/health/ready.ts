import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { NotReady, Ready, ReadyChecks } from '../../../src/api-contract';
import { healthRoutes } from '../../../src/api-contract/schemas';
import { pendingMigrations, type Database } from '../db';
import type { Startup } from '../startup';

export interface ReadyDeps {
  db: Database;
  /** A process that listens before it is ready (server/api/startup.ts). */
  startup?: Startup;
}

export interface ReadinessOptions {
  /** Mean event-loop delay over one sample above which the instance takes no new work. */
  maxEventLoopDelayMs: number;
  sampleIntervalMs: number;
  /** How long the database may take to answer `SELECT 1`. */
  databaseTimeoutMs: number;
}

/**
 * A second of mean delay is a swamped loop, not a busy one: the event loop only routes, reads
 * the database and streams files (rendering runs in the render pool), and a single instance
 * behind a proxy that flaps to not-ready under a class's burst would fail every request.
 */
export const READINESS: ReadinessOptions = { maxEventLoopDelayMs: 1000, sampleIntervalMs: 1000, databaseTimeoutMs: 2000 };

/** `work`, or a rejection after `ms`: a database behind a lost network may not answer for minutes. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function databaseCheck(deps: ReadyDeps, ms: number): Promise<{ database: string; migrations: string }> {
  try {
    await within(deps.db.query('SELECT 1'), ms);
  } catch {
    // Not the driver's message: it may name hosts and users, and this route needs no sign-in.
    return { database: 'unreachable', migrations: 'unknown' };
  }
  try {
    const pending = await pendingMigrations(deps.db);
    return { database: 'ok', migrations: pending.length ? `pending: ${pending.join(', ')}` : 'ok' };
  } catch {
    return { database: 'ok', migrations: 'unknown' };
  }
}

/** under-pressure reports Infinity when the loop never turned during a whole sample. */
const eventLoopLag = (delayMs: number, { sampleIntervalMs }: ReadinessOptions): string =>
  Number.isFinite(delayMs) ? `delayed ${Math.round(delayMs)} ms` : `delayed over ${sampleIntervalMs} ms`;

/**
 * Readiness, no auth: whether a load balancer should send this instance requests. 200 when the
 * database answers, every migration in server/api/db/migrations is applied, the event loop
 * keeps up and the process has finished its start (warm render threads, the built-in official
 * sounds on disk); otherwise 503 naming the failed checks. While the server shuts down Fastify
 * answers 503 itself. @fastify/under-pressure measures the event loop, in this route's scope only: it
 * sheds no other request (a momentary stall must not fail a class's submissions).
 */
export async function registerReadyRoute(app: FastifyInstance, deps: ReadyDeps, options: ReadinessOptions = READINESS): Promise<void> {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      sampleInterval: options.sampleIntervalMs,
      // Measure only: the handler below reports the event loop with the other checks.
      pressureHandler: () => undefined,
    });
    scope.route({
      ...healthRoutes.ready,
      handler: async (_request, reply): Promise<Ready | NotReady> => {
        const { startup } = deps;
        const checks: ReadyChecks = {
          // Until then the database is being opened or migrated, and a query would wait for it.
          ...(startup && !startup.servingNow ? { database: 'starting', migrations: 'starting' } : await databaseCheck(deps, options.databaseTimeoutMs)),
          eventLoop: scope.isUnderPressure() ? eventLoopLag(scope.memoryUsage().eventLoopDelay, options) : 'ok',
          ...(startup ? { startup: startup.status } : {}),
        };
        const failed = (Object.keys(checks) as (keyof ReadyChecks)[]).filter((name) => checks[name] !== 'ok');
        if (failed.length === 0) return { status: 'ready', checks };
        void reply.status(503).header('retry-after', '5');
        return { status: 'not-ready', failed, checks };
      },
    });
  });
}
