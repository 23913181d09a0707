import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { scheduleResultRoutes } from '../../../../src/api-contract/schemas';
import { ADMIN_PERMISSION, requirePermission } from '../../auth';
import { csvLanguage } from '../../reports/csv-columns';
import type { CsvHeaders } from '../../reports/csv-labels';
import { scheduleResults, type ScheduleResultsDeps } from './schedule-results';
import { scheduleResultsCsv, scheduleResultsDisposition } from './schedule-results-export';

export interface ScheduleResultRouteDeps extends ScheduleResultsDeps {
  /** What the CSV files write per language, read from locales/ when the app is built. */
  csvHeaders: CsvHeaders;
}

/**
 * The results of a scheduled exam and their CSV (read:admin; docs/architecture.md, Scheduled exams).
 * Registered where every exam that closed without a submission is recorded first (app.ts).
 */
export function registerScheduleResultRoutes(app: FastifyInstance, deps: ScheduleResultRouteDeps): void {
  const { clock, csvHeaders } = deps;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  routes.route({
    ...scheduleResultRoutes.results,
    ...adminOnly,
    handler: async (request) => scheduleResults(deps, request.params.id),
  });

  routes.route({
    ...scheduleResultRoutes.export,
    ...adminOnly,
    handler: async (request, reply) => {
      const language = csvLanguage(request.query.lang, request.headers['accept-language']);
      const results = await scheduleResults(deps, request.params.id);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', scheduleResultsDisposition(results, clock()))
        .header('X-Total-Rows', String(results.rows.length))
        .header('Cache-Control', 'no-store');
      return scheduleResultsCsv(results, csvHeaders[language], deps.areas[results.schedule.area]);
    },
  });
}
