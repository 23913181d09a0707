import type { FastifyPluginAsync } from 'fastify';
import { registerLearningRoutes, type LearningRouteDeps } from './learning-routes';

export type LearningOptions = LearningRouteDeps;

/**
 * Today's adaptive mode: its runs are recorded with the submissions (record-adaptive-run.ts) and
 * read here, `/api/reports/:area/learning` and `/api/total-reports/:area/learning`.
 */
export const learningPlugin: FastifyPluginAsync<LearningOptions> = async (app, options) => {
  registerLearningRoutes(app, options);
};
