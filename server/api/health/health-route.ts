import type { FastifyInstance } from 'fastify';

/**
 * Liveness, no auth: the process runs and its event loop answers. It touches nothing else, so
 * a slow or lost database never gets a living process restarted (readiness: ready.ts). The
 * start scripts and the benches wait on it; the API listens only once its database is open.
 */
export function registerHealthRoute(app: FastifyInstance): void {
  app.get('/health', async () => ({ status: 'ok' }));
}
