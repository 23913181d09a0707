/**
 * One API process: reads the environment (.env.example), starts the render pool and listens,
 * then opens PGlite in <dataDir>/db or PostgreSQL at DATABASE_URL, migrates, seeds organizations
 * and demo profiles, and warms up (server/api/startup.ts). `server/api/main.ts` runs it for development (the API alone on API_PORT);
 * the production server (`npm run serve`) runs it with the built SPA on the same port.
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError, readServerConfig, type ServerConfig } from '../config';
import { buildApp } from './app';
import { DEFAULT_AREAS } from './areas';
import { createTokenVerifier, remoteKeySource } from './auth';
import { startControlServer, listeningSwitch } from './control-server';
import { migrate, openDatabase, openingDatabase } from './db';
import { closeAppStep, exitGracefullyOnSignals } from './graceful-shutdown';
import { prepareBuiltInSounds, warmUpRenderThreads } from './official-exams/sounds/official-sounds';
import { createWorkerRenderPool } from './official-exams/render-pool';
import { processLogger } from './request-log';
import { seedBase } from './seed/base-seed';
import { seedDemoAtStart } from './seed/demo-on-first-start';
import { Startup } from './startup';
import { DEFAULT_OFFICIAL_EXAM_RULES } from './official-exams/official-exam-rules';

/** Sounds that may wait for a render thread: a class of 60 issuing 10-question exams queues about 700. */
const MAX_WAITING_RENDERS = 5_000;
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How often the scores owed to course gradebooks are posted (LTI, server/api/lti/grade-poster.ts). */
const GRADE_POST_INTERVAL_MS = 10_000;

export interface ApiProcessOptions {
  /** The production server: its configuration must name the identity provider and origins (server/config.ts). */
  production?: boolean;
  host: string | ((config: ServerConfig) => string);
  /** A number, or read from the configuration (which is checked first: main.ts, API_PORT). */
  port: number | ((config: ServerConfig) => number);
  /** Start from an empty database (`--reset`). */
  reset: boolean;
  /** Load the demo term into a database that holds nobody's data (`--seed-demo`: npm start's first start, scripts/start.ts). */
  seedDemoIfEmpty?: boolean;
  /** Registers more on the app before it listens (the production server: the built SPA). */
  extend?: (app: FastifyInstance, config: ServerConfig) => Promise<void>;
  /** What the start line calls this process, and the path it points to. */
  name: string;
  path: string;
}

/** The configuration, or, when a value is bad, every problem printed and exit 1. */
function configOrExit(production: boolean): ServerConfig {
  try {
    return readServerConfig(process.env, { production });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Plain text: nothing logs JSON before the app exists, and a person reads this one.
    console.error(`The server cannot start. ${error.message}`);
    process.exit(1);
  }
}

export async function runApiProcess(options: ApiProcessOptions): Promise<FastifyInstance> {
  const { host: hostOption, port: portOption, reset, seedDemoIfEmpty = false, extend, name, path, production = false } = options;
  const config = configOrExit(production);
  const host = typeof hostOption === 'string' ? hostOption : hostOption(config);
  const port = typeof portOption === 'number' ? portOption : portOption(config);
  const startup = new Startup();
  let applied: string[] = [];
  const opening = (async () => {
    const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, reset });
    startup.doing('applying migrations');
    applied = await migrate(opened);
    startup.doing('seeding');
    await seedBase(opened);
    if (seedDemoIfEmpty) await seedDemoAtStart(opened);
    return opened;
  })();
  const db = openingDatabase(config.databaseUrl ? 'pg' : 'pglite', opening);
  const auth = createTokenVerifier({
    issuer: config.issuer,
    audience: config.audience,
    keySource: remoteKeySource(config.jwksUrl),
  });
  const pool = createWorkerRenderPool({ threads: config.renderThreads, maxWaiting: MAX_WAITING_RENDERS });
  const app = await buildApp({
    db,
    auth,
    config,
    logger: processLogger(config.logLevel),
    startup,
    gradePostIntervalMs: GRADE_POST_INTERVAL_MS,
    sounds: {
      pool,
      dir: config.soundDir,
      renderAhead: true,
      sweepIntervalMs: SWEEP_INTERVAL_MS,
      // Once the database serves; exams issued meanwhile render their own sounds first.
      prepare: async (sounds) => {
        startup.doing('warming up the render threads');
        await warmUpRenderThreads(pool, DEFAULT_AREAS, config.soundDir);
        startup.doing('rendering the built-in official sounds');
        const started = Date.now();
        const prepared = await prepareBuiltInSounds(sounds, DEFAULT_AREAS);
        app.log.info(
          `Official sounds ready: ${prepared.sounds} of ${prepared.areas.length} areas, ${prepared.rendered} rendered now ` +
            `(${((Date.now() - started) / 1000).toFixed(1)} s); rendered at issue: ${prepared.atIssue.join(', ') || 'none'}`,
        );
      },
    },
    officialRules: {
      ...DEFAULT_OFFICIAL_EXAM_RULES,
      attempts: config.official.attempts,
      fetchesPerSound: config.official.fetchesPerSound,
      perMinute: { ...DEFAULT_OFFICIAL_EXAM_RULES.perMinute, issue: config.official.issuesPerMinute, audio: config.official.audioPerMinute },
    },
  });
  await extend?.(app, config);
  const closeApp = closeAppStep(app);

  // Listening first: a proxy or an orchestrator sees a live process at once (/api/health) and
  // one not ready yet (/api/ready, server/api/startup.ts); requests wait for the database.
  await app.listen({ host, port });
  const url = `http://${host}:${port}${path}`;
  app.log.info({ url, database: db.kind }, `${name} on ${url} (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}/db`}${reset ? ', reset' : ''})`);

  const control = config.controlPort ? await startControlServer(config.controlPort, listeningSwitch(app.server, port, host)) : null;
  if (control) app.log.info(`Test control port on http://${host}:${config.controlPort} (POST /stop-listening, /start-listening)`);

  exitGracefullyOnSignals({
    log: app.log,
    steps: [
      { doing: 'closing the test control port', run: async () => void control?.close() },
      closeApp,
      // After the last answer nobody waits for a sound still in line; the running ones finish.
      { doing: 'finishing the renders under way', run: () => pool.close({ dropWaiting: true }) },
      { doing: 'closing the database', run: () => db.close() },
    ],
  });
  try {
    await opening;
  } catch (error) {
    // A database that cannot be opened (a second instance on the same data directory, a bad
    // URL) ends the process as it did before the API listened first.
    console.error('The API failed to start:', error);
    process.exit(1);
  }
  app.log.info({ database: db.kind, migrated: applied }, `Database ready${applied.length ? `, migrated ${applied.join(' ')}` : ''}`);
  startup.serve();
  return app;
}
