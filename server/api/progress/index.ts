import type { FastifyPluginAsync } from 'fastify';
import { registerProgressRoutes, type ProgressRouteDeps } from './progress-routes';

export type ProgressOptions = ProgressRouteDeps;

/** `GET /api/me/progress`: the learner's standing in every area, and the next step in each. */
export const progressPlugin: FastifyPluginAsync<ProgressOptions> = async (app, options) => {
  registerProgressRoutes(app, options);
};
