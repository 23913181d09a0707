import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps';

/** No auth: used by start scripts and load balancers; checks the database answers. */
export function registerHealthRoute(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/health', async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });
}
