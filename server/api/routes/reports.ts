import type { FastifyInstance } from 'fastify';
import type { ClassLearningReport, OwnLearningReport, OwnReport, ReportKind, TotalReport, TotalReportFilters, TotalReportView } from '../../../src/lib/api-types';
import type { AreaId } from '../../../src/lib/area-registry';
import { classLearning, ownLearning } from '../adaptive/learning-reports';
import { ADMIN_PERMISSION, currentUser, requirePermission } from '../auth';
import { csvLanguage, csvLocale } from '../reports/csv-columns';
import { csvTimeZone } from '../reports/csv-time';
import { difficultyPresets } from '../reports/difficulty-presets';
import { ownReport } from '../reports/own-report';
import { totalReport } from '../reports/total-report';
import { exportTotalReport } from '../reports/total-report-export';
import type { SortOrder } from '../reports/total-report-query';
import type { RouteDeps } from '../route-deps';
import { recordUnsubmittedExams } from '../official-exams/unsubmitted-exams';
import { STUDENT_ID_MAX_LENGTH, ORGANIZATION_MAX_LENGTH } from '../users/student-identity';
import { areaParamsSchema, kindSchema, positiveIntQuery, readPositiveInt } from '../route-schemas';

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

/** A date filter may be blank (the SPA drops it; a hand-written URL may not). */
const dateSchema = { type: 'string', anyOf: [{ format: 'date' }, { maxLength: 0 }] } as const;

const totalFilterProperties = {
  organization: { type: 'string', maxLength: ORGANIZATION_MAX_LENGTH },
  from: dateSchema,
  to: dateSchema,
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

export function registerReportRoutes(app: FastifyInstance, { db, areas, clock, csvHeaders, officialRules }: RouteDeps): void {
  const { countedAttempt } = officialRules;
  const presets = difficultyPresets(areas);
  // Every report includes the official exams that closed without a submission.
  const recordUnsubmitted = async (): Promise<void> => {
    await recordUnsubmittedExams(db, clock());
  };

  app.get<{ Params: AreaParams; Querystring: PagingQuery & { kind: ReportKind } }>(
    '/reports/:area',
    {
      preHandler: recordUnsubmitted,
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

  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)], preHandler: recordUnsubmitted };

  app.get<{ Params: AreaParams }>(
    '/reports/:area/learning',
    { schema: { params: areaParamsSchema } },
    async (request): Promise<OwnLearningReport> => ownLearning(db, areas, currentUser(request).sub, request.params.area),
  );

  app.get<{ Params: AreaParams; Querystring: Pick<TotalReportFilters, 'organization' | 'from' | 'to'> }>(
    '/total-reports/:area/learning',
    {
      onRequest: adminOnly.onRequest,
      schema: {
        params: areaParamsSchema,
        querystring: {
          type: 'object',
          properties: { organization: totalFilterProperties.organization, from: dateSchema, to: dateSchema },
        },
      },
    },
    async (request): Promise<ClassLearningReport> => classLearning(db, areas, request.params.area, request.query),
  );

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
