import type { FastifyPluginAsync } from 'fastify';
import { scheduleInScope } from './schedule-scope';
import { registerScheduleRoutes, type ScheduleRouteDeps } from './schedule-routes';

export type SchedulesOptions = ScheduleRouteDeps;

/**
 * A teacher's scheduled official exams (`/api/official-exam-schedules`): set, edit, close,
 * delete, preview, and a student's list of their own. Their results: results/index.ts.
 */
export const schedulesPlugin: FastifyPluginAsync<SchedulesOptions> = async (app, options) => {
  app.addHook('preHandler', scheduleInScope(options.db));
  registerScheduleRoutes(app, options);
};
