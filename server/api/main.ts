/**
 * The API process: `tsx server/api/main.ts [--reset]`. Reads the environment (.env.example),
 * opens PGlite in <dataDir>/db or PostgreSQL at DATABASE_URL, migrates, seeds organizations and
 * demo profiles, and listens on 127.0.0.1:API_PORT. `--reset` starts from an empty database.
 */
import { readServerConfig } from '../config';
import { buildApp } from './app';
import { DEFAULT_AREAS } from './areas';
import { prepareBuiltInSounds, warmUpRenderThreads } from './official/official-sounds';
import { createTokenVerifier, remoteKeySource } from './auth';
import { startControlServer, listeningSwitch } from './control-server';
import { migrate, openDatabase } from './db';
import { createWorkerRenderPool } from './render-pool';
import { seedBase } from './seed/base-seed';
import { DEFAULT_OFFICIAL_EXAM_RULES } from './submissions/official-exams';

const HOST = '127.0.0.1';
/** Sounds that may wait for a render thread: a class of 60 issuing 10-question exams queues about 700. */
const MAX_WAITING_RENDERS = 5_000;
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

async function main(): Promise<void> {
  const config = readServerConfig();
  const reset = process.argv.includes('--reset');
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

  await app.listen({ host: HOST, port: config.apiPort });
  console.info(
    `Auricle API on http://${HOST}:${config.apiPort}/api/ (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}/db`}` +
      `${reset ? ', reset' : ''}${applied.length ? `, migrated ${applied.join(' ')}` : ''})`,
  );

  const controlPort = Number(process.env.API_CONTROL_PORT ?? '');
  const control =
    Number.isInteger(controlPort) && controlPort > 0
      ? await startControlServer(controlPort, listeningSwitch(app.server, config.apiPort, HOST))
      : null;
  if (control) console.info(`Test control port on http://${HOST}:${controlPort} (POST /stop-listening, /start-listening)`);

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
}

main().catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
