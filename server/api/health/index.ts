import type { FastifyPluginAsync } from 'fastify';
import { registerHealthRoute } from './health-route';
import { READINESS, registerReadyRoute, type ReadinessOptions, type ReadyDeps } from './ready';

export interface HealthOptions extends ReadyDeps {
  readiness?: ReadinessOptions;
}

/** Liveness (`/health`) and readiness (`/ready`), without sign-in. */
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { db, startup, readiness = READINESS }) => {
  registerHealthRoute(app);
  await registerReadyRoute(app, { db, ...(startup ? { startup } : {}) }, readiness);
};
