import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { DEFAULT_AREAS, type AreaRegistry } from './areas';
import { authenticate, type TokenVerifier } from './auth';
import type { Database } from './db';
import { installErrorHandlers } from './http-error';
import { loadCsvHeaders } from './reports/csv-labels';
import type { RouteDeps } from './route-deps';
import { registerHealthRoute } from './routes/health';
import { registerMeRoutes } from './routes/me';
import { registerOfficialExamRoutes } from './routes/official-exams';
import { registerReportRoutes } from './routes/reports';
import { registerSubmissionRoutes } from './routes/submissions';
import { registerTimbreRecordingRoutes } from './routes/timbre-recordings';

export interface AppOptions {
  db: Database;
  auth: TokenVerifier;
  config: Pick<ServerConfig, 'appOrigin'>;
  /** The area definitions; the real registry by default, a small fake in tests. */
  areas?: AreaRegistry;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** The whole API, not listening: main.ts listens, tests call `app.inject`. */
export async function buildApp({
  db,
  auth,
  config,
  areas = DEFAULT_AREAS,
  clock = () => new Date(),
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // Bodies are JSON and must have the declared types (no '7' for 7, no ['x'] for 'x');
    // query strings are declared as strings and parsed by the routes.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.decorateRequest('user', null);
  installErrorHandlers(app);
  await app.register(cors, {
    origin: config.appOrigin,
    methods: ['GET', 'PUT', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-File-Name'],
    exposedHeaders: ['Content-Disposition', 'X-Total-Rows'],
    maxAge: 600,
  });
  const deps: RouteDeps = { db, areas, clock, csvHeaders: await loadCsvHeaders() };
  await app.register(
    async (api) => {
      registerHealthRoute(api, deps);
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(auth));
        registerMeRoutes(secured, deps);
        registerOfficialExamRoutes(secured, deps);
        registerSubmissionRoutes(secured, deps);
        registerReportRoutes(secured, deps);
        await registerTimbreRecordingRoutes(secured, deps);
      });
    },
    { prefix: '/api' },
  );
  return app;
}
