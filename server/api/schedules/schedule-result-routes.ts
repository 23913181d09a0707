import type { FastifyInstance } from 'fastify';
import type { ScheduleResults } from '../../../src/lib/api-types';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import { csvLanguage } from '../reports/csv-columns';
import type { RouteDeps } from '../route-deps';
import { uuidSchema } from '../route-schemas';
import { recordUnsubmittedExams } from '../official-exams/unsubmitted-exams';
import { scheduleResults } from './schedule-results';
import { scheduleResultsCsv, scheduleResultsDisposition } from './schedule-results-export';

interface ResultsParams {
  id: string;
}

const paramsSchema = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;

/** The results of a scheduled exam and their CSV (read:admin; docs/architecture.md, Scheduled exams). */
export function registerScheduleResultRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, csvHeaders } = deps;
  const adminOnly = {
    onRequest: [requirePermission(ADMIN_PERMISSION)],
    // As every report: exams that closed without a submission are recorded first.
    preHandler: async (): Promise<void> => {
      await recordUnsubmittedExams(db, clock());
    },
  };

  app.get<{ Params: ResultsParams }>(
    '/official-exam-schedules/:id/results',
    { ...adminOnly, schema: { params: paramsSchema } },
    async (request): Promise<ScheduleResults> => scheduleResults(deps, request.params.id),
  );

  app.get<{ Params: ResultsParams; Querystring: { lang?: string } }>(
    '/official-exam-schedules/:id/results/export',
    {
      ...adminOnly,
      schema: {
        params: paramsSchema,
        querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 20 } } },
      },
    },
    async (request, reply) => {
      const language = csvLanguage(request.query.lang, request.headers['accept-language']);
      const results = await scheduleResults(deps, request.params.id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', scheduleResultsDisposition(results, clock()))
        .header('X-Total-Rows', String(results.rows.length))
        .header('Cache-Control', 'no-store')
        .send(scheduleResultsCsv(results, csvHeaders[language], deps.areas[results.schedule.area]));
    },
  );
}
