import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { registerSecurityHeaders } from '../web/security-headers';
import { AREA_FORMAT } from '../../src/api-contract/schemas';
import { areaFormat, DEFAULT_AREAS, type AreaDefinitions } from './areas';
import { authenticate, type TokenVerifier } from './auth';
import { requireContractRoutes } from './contract-routes';
import type { Database } from './db';
import { healthPlugin } from './health';
import { installErrorHandlers } from './http-error';
import {
  DEFAULT_OFFICIAL_EXAM_RULES,
  OfficialSounds,
  createInlineRenderPool,
  officialExamsPlugin,
  recordUnsubmittedFirst,
  sweepOfficialExams,
  type OfficialExamRules,
  type RenderPool,
} from './official-exams';
import { learningPlugin } from './learning';
import { GradePoster, ltiLaunchPlugin, ltiPlatformsPlugin, PlatformKeySets, PlatformTokens, scheduleGradebook, sessionIssuerOf, ToolKeys, withLtiSessions } from './lti';
import { mePlugin } from './me';
import { organizationsPlugin } from './organizations';
import { progressPlugin } from './progress';
import { registerRateLimits } from './rate-limit';
import { reportsPlugin } from './reports';
import { loadCsvHeaders } from './reports/csv-labels';
import { installRequestIdHeader, privateLogger, requestIdOf } from './request-log';
import { schedulesPlugin } from './schedules';
import { scheduleResultsPlugin } from './schedules/results';
import type { Startup } from './startup';
import { studentsPlugin } from './students';
import { submissionsPlugin } from './submissions';
import { timbreRecordingsPlugin } from './timbre-recordings';
import { recordingAudio } from './timbre-recordings/recording-store';
import { usersPlugin } from './users';

export interface AppOptions {
  db: Database;
  auth: TokenVerifier;
  config: Pick<ServerConfig, 'appOrigin'> & Partial<Pick<ServerConfig, 'trustProxy' | 'apiUrl'>>;
  /** The area definitions; the real ones (src/areas/definitions.ts) by default, a small fake in tests. */
  areas?: AreaDefinitions;
  /** How often the API posts the scores owed to course gradebooks (LTI); without it, only when a test asks. */
  gradePostIntervalMs?: number;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Where official sounds are rendered and kept; by default on the calling thread in a temporary directory (tests). */
  sounds?: {
    pool: RenderPool;
    dir: string;
    renderAhead: boolean;
    sweepIntervalMs?: number;
    /**
     * Puts sounds on disk that must stay there (api-process.ts: prepareBuiltInSounds), before the
     * first sweep; with a `startup`, in the background once the database serves.
     */
    prepare?: (sounds: OfficialSounds) => Promise<void>;
  };
  officialRules?: OfficialExamRules;
  /**
   * A process that listens before its database is open (api-process.ts, with a `db` that waits
   * for the opening): `/api/ready` reports the start until it finishes, and the sweep and the
   * sounds' preparation begin once it serves.
   */
  startup?: Startup;
}

/** The whole API, not listening: main.ts listens, tests call `app.inject`. */
export async function buildApp({
  db,
  auth,
  config,
  areas = DEFAULT_AREAS,
  clock = () => new Date(),
  logger = false,
  sounds,
  officialRules = DEFAULT_OFFICIAL_EXAM_RULES,
  startup,
  gradePostIntervalMs,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: privateLogger(logger),
    genReqId: requestIdOf,
    bodyLimit: 256 * 1024,
    // Bodies are JSON and must have the declared types (no '7' for 7, no ['x'] for 'x');
    // query strings are declared as strings and parsed by the routes.
    // The `area` format (src/api-contract/shared/common-schemas.ts) names one of this app's areas.
    ajv: { customOptions: { coerceTypes: false }, plugins: [areaFormat(areas)] },
    // The serialiser's own Ajv only picks a union's branch, for which an area is any string.
    serializerOpts: { ajv: { formats: { [AREA_FORMAT]: true } } },
  });
  app.decorateRequest('user', null);
  installRequestIdHeader(app);
  installErrorHandlers(app);
  await registerSecurityHeaders(app, { trustProxy: config.trustProxy ?? false });
  await app.register(cors, {
    origin: config.appOrigin,
    methods: ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-File-Name'],
    exposedHeaders: ['Content-Disposition', 'X-Total-Rows'],
    maxAge: 600,
  });
  const ownSounds = sounds ? null : { pool: createInlineRenderPool(areas), dir: await mkdtemp(path.join(tmpdir(), 'auricle-sounds-')), renderAhead: false };
  const soundOptions = sounds ?? (ownSounds as NonNullable<typeof ownSounds>);
  if (ownSounds) {
    app.addHook('onClose', async () => {
      await ownSounds.pool.close();
      await rm(ownSounds.dir, { recursive: true, force: true });
    });
  }
  const officialSounds = new OfficialSounds({
    ...soundOptions,
    areas,
    recordingBytes: async (id) => (await recordingAudio(db, id, { includeDeleted: true }))?.bytes ?? null,
  });
  const csvHeaders = await loadCsvHeaders();
  await registerRateLimits(app);
  const sweepInterval = sounds?.sweepIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => clearInterval(timer));
  const startSweeping = (): void => {
    if (!sweepInterval) return;
    // Now (what a restart left behind) and then every interval.
    const sweep = (): void => {
      sweepOfficialExams({ db, clock, sounds: officialSounds }).catch((error: unknown) => app.log.error({ err: error }, 'official exam sweep failed'));
    };
    sweep();
    timer = setInterval(sweep, sweepInterval);
    timer.unref();
  };
  // Prepared sounds are pinned before the first sweep, which would otherwise delete the files an
  // earlier start left (older than a sound is kept) only for the preparation to render them again.
  const prepareThenSweep = async (): Promise<void> => {
    await sounds?.prepare?.(officialSounds);
    startSweeping();
  };
  if (startup) {
    void startup.serving
      .then(prepareThenSweep)
      .then(() => startup.finish())
      .catch((error: unknown) => app.log.error({ err: error }, 'preparing the official sounds failed'));
  } else {
    await prepareThenSweep();
  }
  const toolKeys = new ToolKeys(db);
  const platformTokens = new PlatformTokens(toolKeys);
  const lti = {
    db,
    clock,
    keys: toolKeys,
    tokens: platformTokens,
    platformKeys: new PlatformKeySets(),
    areas,
    // The API's public URL: behind the production server, /api/ on the SPA's origin.
    urls: { appOrigin: config.appOrigin, apiUrl: config.apiUrl ?? `${config.appOrigin}/api/` },
  };
  // An LTI launch's session is accepted beside the identity provider's access tokens.
  const verifier = withLtiSessions(auth, lti.keys, sessionIssuerOf(lti.urls));
  const gradePoster = new GradePoster({ db, clock, tokens: platformTokens, log: app.log, autoSend: gradePostIntervalMs !== undefined });
  const gradebook = scheduleGradebook({ db, clock, poster: gradePoster, roster: { db, clock, tokens: platformTokens, log: app.log } });
  if (gradePostIntervalMs !== undefined) {
    const posting = setInterval(() => gradePoster.kick(), gradePostIntervalMs);
    posting.unref();
    app.addHook('onClose', async () => clearInterval(posting));
  }
  // One encapsulated plugin per feature, each given what it uses (server/api/<feature>/index.ts).
  await app.register(
    async (api) => {
      requireContractRoutes(api);
      await api.register(healthPlugin, { db, startup });
      await api.register(ltiLaunchPlugin, lti);
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(verifier));
        await secured.register(mePlugin, { db });
        await secured.register(organizationsPlugin, { db, clock });
        await secured.register(usersPlugin, { db });
        await secured.register(officialExamsPlugin, { db, areas, clock, sounds: officialSounds, rules: officialRules });
        await secured.register(schedulesPlugin, { db, areas, clock, sounds: officialSounds, audioPerMinute: officialRules.perMinute.audio });
        await secured.register(submissionsPlugin, {
          db,
          areas,
          clock,
          sounds: officialSounds,
          reviewAudioPerMinute: officialRules.perMinute.reviewAudio,
          onScheduledResult: () => gradePoster.kick(),
        });
        await secured.register(learningPlugin, { db, areas });
        await secured.register(timbreRecordingsPlugin, { db });
        await secured.register(ltiPlatformsPlugin, lti);
        // The routes that read results: every official exam that closed unsubmitted is recorded
        // first, so that each shows it as not submitted.
        await secured.register(async (results) => {
          results.addHook('preHandler', recordUnsubmittedFirst({ db, clock }));
          await results.register(reportsPlugin, { db, areas, clock, csvHeaders, countedAttempt: officialRules.countedAttempt });
          await results.register(progressPlugin, { db, areas });
          await results.register(studentsPlugin, { db, areas });
          await results.register(scheduleResultsPlugin, { db, areas, clock, csvHeaders, gradebook });
        });
      });
    },
    { prefix: '/api' },
  );
  return app;
}
