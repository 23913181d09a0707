import type { FastifyInstance } from 'fastify';
import type { ScheduleResults } from '../../../../src/api-contract';
import { ADMIN_PERMISSION, requirePermission } from '../../auth';
import { csvLanguage } from '../../reports/csv-columns';
import type { CsvHeaders } from '../../reports/csv-labels';
import { uuidSchema } from '../../route-schemas';
import { scheduleResults, type ScheduleResultsDeps } from './schedule-results';
import { scheduleResultsCsv, scheduleResultsDisposition } from './schedule-results-export';

interface ResultsParams {
  id: string;
}

const paramsSchema = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;

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
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

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
