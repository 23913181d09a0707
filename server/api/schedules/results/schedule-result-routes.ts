import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { scheduleResultRoutes } from '../../../../src/api-contract/schemas';
import { ADMIN_PERMISSION, requirePermission } from '../../auth';
import { httpError } from '../../http-error';
import { csvLanguage } from '../../reports/csv-columns';
import type { CsvHeaders } from '../../reports/csv-labels';
import type { ScheduleGradebook } from '../../lti/gradebook';
import { scheduleResults, type ScheduleResultsDeps } from './schedule-results';
import { scheduleResultsCsv, scheduleResultsDisposition } from './schedule-results-export';

export interface ScheduleResultRouteDeps extends ScheduleResultsDeps {
  /** What the CSV files write per language, read from locales/ when the app is built. */
  csvHeaders: CsvHeaders;
  /** The course gradebooks an exam is linked to (LTI). */
  gradebook: ScheduleGradebook;
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
    handler: async (request) => {
      // The course's roster first (LTI): its students are listed before any of them opened the exam.
      await deps.gradebook.refreshRosters(request.params.id.toLowerCase());
      const [results, gradebook] = await Promise.all([scheduleResults(deps, request.params.id), deps.gradebook.statuses(request.params.id.toLowerCase())]);
      if (!gradebook) return results;
      return { ...results, rows: results.rows.map((row) => ({ ...row, ...(gradebook.has(row.sub) ? { gradebook: gradebook.get(row.sub) } : {}) })) };
    },
  });

  routes.route({
    ...scheduleResultRoutes.resendGrades,
    ...adminOnly,
    handler: async (request) => {
      const [schedule] = await deps.db.query('SELECT 1 FROM official_exam_schedules WHERE id::text = lower($1)', [request.params.id]);
      if (!schedule) throw httpError(404, 'Scheduled exam not found');
      const queued = await deps.gradebook.resend(request.params.id.toLowerCase());
      request.log.info({ schedule: request.params.id, queued }, 'LTI grades sent again');
      return { queued };
    },
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
