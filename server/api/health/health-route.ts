import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Health } from '../../../src/api-contract';
import { healthRoutes } from '../../../src/api-contract/schemas';

/**
 * Liveness, no auth: the process runs and its event loop answers. It touches nothing else, so
 * a slow or lost database never gets a living process restarted (readiness: ready.ts). The
 * start scripts and the benches wait on it; the API listens only once its database is open.
 */
export function registerHealthRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({ ...healthRoutes.health, handler: async (): Promise<Health> => ({ status: 'ok' }) });
}
