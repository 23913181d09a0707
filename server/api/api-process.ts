/**
 * One API process: reads the environment (.env.example), opens PGlite in <dataDir>/db or
 * PostgreSQL at DATABASE_URL, migrates, seeds organizations and demo profiles, starts the render
 * pool and listens. `server/api/main.ts` runs it for development (the API alone on API_PORT);
 * the production server (`npm run serve`) runs it with the built SPA on the same port.
 */
import type { FastifyInstance } from 'fastify';
import { readServerConfig, type ServerConfig } from '../config';
import { buildApp } from './app';
import { DEFAULT_AREAS } from './areas';
import { createTokenVerifier, remoteKeySource } from './auth';
import { startControlServer, listeningSwitch } from './control-server';
import { migrate, openDatabase } from './db';
import { prepareBuiltInSounds, warmUpRenderThreads } from './official/official-sounds';
import { createWorkerRenderPool } from './render-pool';
import { seedBase } from './seed/base-seed';
import { DEFAULT_OFFICIAL_EXAM_RULES } from './submissions/official-exams';

/** Sounds that may wait for a render thread: a class of 60 issuing 10-question exams queues about 700. */
const MAX_WAITING_RENDERS = 5_000;
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface ApiProcessOptions {
  host: string;
  port: number;
  /** Start from an empty database (`--reset`). */
  reset: boolean;
  /** Registers more on the app before it listens (the production server: the built SPA). */
  extend?: (app: FastifyInstance, config: ServerConfig) => Promise<void>;
  /** What the start line calls this process, and the path it points to. */
  name: string;
  path: string;
}

export async function runApiProcess({ host, port, reset, extend, name, path }: ApiProcessOptions): Promise<FastifyInstance> {
  const config = readServerConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, reset });
  const applied = await migrate(db);
  await seedBase(db);
  const auth = createTokenVerifier({
    issuer: config.issuer,
    audience: config.audience,
    keySource: remoteKeySource(config.jwksUrl),
  });
  const pool = createWorkerRenderPool({ threads: config.renderThreads, maxWaiting: MAX_WAITING_RENDERS });
  await warmUpRenderThreads(pool, DEFAULT_AREAS, config.soundDir);
  const app = await buildApp({
    db,
    auth,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    sounds: {
      pool,
      dir: config.soundDir,
      renderAhead: true,
      sweepIntervalMs: SWEEP_INTERVAL_MS,
      prepare: async (sounds) => {
        const started = Date.now();
        const prepared = await prepareBuiltInSounds(sounds, DEFAULT_AREAS);
        console.info(
          `Official sounds ready: ${prepared.sounds} of ${prepared.areas.length} areas, ${prepared.rendered} rendered now ` +
            `(${((Date.now() - started) / 1000).toFixed(1)} s); rendered at issue: ${prepared.atIssue.join(', ') || 'none'}`,
        );
      },
    },
    officialRules: {
      ...DEFAULT_OFFICIAL_EXAM_RULES,
      attempts: config.official.attempts,
      fetchesPerSound: config.official.fetchesPerSound,
      perMinute: { issue: config.official.issuesPerMinute, audio: config.official.audioPerMinute },
    },
  });
  await extend?.(app, config);

  await app.listen({ host, port });
  console.info(
    `${name} on http://${host}:${port}${path} (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}/db`}` +
      `${reset ? ', reset' : ''}${applied.length ? `, migrated ${applied.join(' ')}` : ''})`,
  );

  const controlPort = Number(process.env.API_CONTROL_PORT ?? '');
  const control =
    Number.isInteger(controlPort) && controlPort > 0 ? await startControlServer(controlPort, listeningSwitch(app.server, port, host)) : null;
  if (control) console.info(`Test control port on http://${host}:${controlPort} (POST /stop-listening, /start-listening)`);

  const shutdown = (): void => {
    control?.close();
    void app
      .close()
      .then(() => pool.close())
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return app;
}
