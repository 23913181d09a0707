import type { FastifyPluginAsync } from 'fastify';
import { scheduleInScope } from '../schedule-scope';
import { registerScheduleResultRoutes, type ScheduleResultRouteDeps } from './schedule-result-routes';

export type ScheduleResultsOptions = ScheduleResultRouteDeps;

/**
 * A scheduled exam's results and their CSV (`/api/official-exam-schedules/:id/results`): a plugin
 * of its own so that app.ts registers it with the other routes that read results, where every
 * exam that closed without a submission is recorded first.
 */
export const scheduleResultsPlugin: FastifyPluginAsync<ScheduleResultsOptions> = async (app, options) => {
  app.addHook('preHandler', scheduleInScope(options.db));
  registerScheduleResultRoutes(app, options);
};
