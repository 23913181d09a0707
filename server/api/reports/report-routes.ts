import type { FastifyInstance } from 'fastify';
import type { CountedAttempt, OwnReport, ReportKind, TotalReport, TotalReportFilters, TotalReportView } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, currentUser, requirePermission } from '../auth';
import type { Queryable } from '../db';
import { areaParamsSchema, kindSchema, positiveIntQuery, readPositiveInt } from '../route-schemas';
import { STUDENT_ID_MAX_LENGTH } from '../users/student-identity';
import { csvLanguage, csvLocale } from './csv-columns';
import type { CsvHeaders } from './csv-labels';
import { csvTimeZone } from './csv-time';
import { difficultyPresets } from './difficulty-presets';
import { ownReport } from './own-report';
import { totalReport } from './total-report';
import { exportTotalReport } from './total-report-export';
import { dateFilterSchema, organizationFilterSchema } from './total-report-filter';
import type { SortOrder } from './total-report-query';

export const OWN_MAX_PAGE_SIZE = 100;
export const TOTAL_MAX_PAGE_SIZE = 200;

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 1_000_000;
const pagingProperties = { page: positiveIntQuery(1), pageSize: positiveIntQuery(DEFAULT_PAGE_SIZE) } as const;

interface PagingQuery {
  page: string;
  pageSize: string;
}

const readPaging = (q: PagingQuery, maxPageSize: number) => ({
  page: readPositiveInt(q.page, 'page', MAX_PAGE),
  pageSize: readPositiveInt(q.pageSize, 'pageSize', maxPageSize),
});

const totalFilterProperties = {
  organization: organizationFilterSchema,
  from: dateFilterSchema,
  to: dateFilterSchema,
  submitId: { type: 'string', maxLength: 36, pattern: '^\\s*[0-9A-Fa-f-]*\\s*$' },
  user: { type: 'string', maxLength: 200 },
  studentId: { type: 'string', maxLength: STUDENT_ID_MAX_LENGTH },
  kind: kindSchema,
  view: { type: 'string', enum: ['users', 'submissions'], default: 'users' },
  sort: { type: 'string', maxLength: 40 },
  order: { type: 'string', enum: ['asc', 'desc'] },
} as const;

interface TotalQuerystring extends TotalReportFilters {
  kind: ReportKind;
  view: TotalReportView;
  sort?: string;
  order?: SortOrder;
}

interface AreaParams {
  area: AreaId;
}

export interface ReportRouteDeps {
  db: Queryable;
  areas: AreaDefinitions;
  /** The export names its file by the date (tests move it). */
  clock: () => Date;
  /** What the CSV files write per language, read from locales/ when the app is built. */
  csvHeaders: CsvHeaders;
  /** Which attempt at the built-in official exam counts (OfficialExamRules). */
  countedAttempt: CountedAttempt;
}

/**
 * A student's own reports and a teacher's total reports and their CSV. Registered where every
 * exam that closed without a submission is recorded first (app.ts), so each report shows it.
 */
export function registerReportRoutes(app: FastifyInstance, { db, areas, clock, csvHeaders, countedAttempt }: ReportRouteDeps): void {
  const presets = difficultyPresets(areas);

  app.get<{ Params: AreaParams; Querystring: PagingQuery & { kind: ReportKind } }>(
    '/reports/:area',
    {
      schema: {
        params: areaParamsSchema,
        querystring: {
          type: 'object',
          properties: { kind: kindSchema, ...pagingProperties },
        },
      },
    },
    async (request): Promise<OwnReport> =>
      ownReport(db, currentUser(request).sub, request.params.area, {
        kind: request.query.kind,
        countedAttempt,
        presets,
        ...readPaging(request.query, OWN_MAX_PAGE_SIZE),
      }),
  );

  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  app.get<{ Params: AreaParams; Querystring: TotalQuerystring & PagingQuery }>(
    '/total-reports/:area',
    {
      ...adminOnly,
      schema: {
        params: areaParamsSchema,
        querystring: {
          type: 'object',
          properties: { ...totalFilterProperties, ...pagingProperties },
        },
      },
    },
    async (request): Promise<TotalReport> =>
      totalReport(db, {
        ...request.query,
        ...readPaging(request.query, TOTAL_MAX_PAGE_SIZE),
        area: request.params.area,
        countedAttempt,
      }),
  );

  app.get<{ Params: AreaParams; Querystring: TotalQuerystring & { lang?: string; tz?: string } }>(
    '/total-reports/:area/export',
    {
      ...adminOnly,
      schema: {
        params: areaParamsSchema,
        querystring: {
          type: 'object',
          // tz: the browser's IANA time zone, for the times (csv-time.ts: UTC when unknown).
          properties: { ...totalFilterProperties, lang: { type: 'string', maxLength: 20 }, tz: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const language = csvLanguage(request.query.lang, request.headers['accept-language']);
      const query = { ...request.query, area: request.params.area, countedAttempt };
      const locale = csvLocale(csvHeaders[language], csvTimeZone(request.query.tz));
      const csv = await exportTotalReport(db, query, locale, clock());
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .header('X-Total-Rows', String(csv.totalRows))
        .header('Cache-Control', 'no-store')
        .send(csv.stream);
    },
  );
}
