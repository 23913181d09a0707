import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { CountedAttempt } from '../../../src/api-contract';
import { reportRoutes, totalReportRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, currentUser, organizationFilter, requirePermission } from '../auth';
import type { Queryable } from '../db';
import { readPositiveInt } from '../route-schemas';
import { csvLanguage, csvLocale } from './csv-columns';
import type { CsvHeaders } from './csv-labels';
import { csvTimeZone } from './csv-time';
import { difficultyPresets } from './difficulty-presets';
import { ownReport } from './own-report';
import { totalReport } from './total-report';
import { exportTotalReport } from './total-report-export';

export const OWN_MAX_PAGE_SIZE = 100;
export const TOTAL_MAX_PAGE_SIZE = 200;

const MAX_PAGE = 1_000_000;

/**
 * A query as the handler receives it: Ajv has filled in every default the contract declares
 * (`kind`, `view`, `page`, `pageSize`), which the contract's type, written for the client, leaves optional.
 */
type Defaulted<Query, Key extends keyof Query> = Query & { [K in Key]-?: Exclude<Query[K], undefined> };

interface PagingQuery {
  page: string;
  pageSize: string;
}

const readPaging = (q: PagingQuery, maxPageSize: number) => ({
  page: readPositiveInt(q.page, 'page', MAX_PAGE),
  pageSize: readPositiveInt(q.pageSize, 'pageSize', maxPageSize),
});

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
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.route({
    ...reportRoutes.ownReport,
    handler: async (request) => {
      const query = request.query as Defaulted<typeof request.query, 'kind' | 'page' | 'pageSize'>;
      return ownReport(db, currentUser(request).sub, request.params.area, {
        kind: query.kind,
        countedAttempt,
        presets,
        ...readPaging(query, OWN_MAX_PAGE_SIZE),
      });
    },
  });

  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  routes.route({
    ...totalReportRoutes.totalReport,
    ...adminOnly,
    handler: async (request) => {
      const query = request.query as Defaulted<typeof request.query, 'kind' | 'view' | 'page' | 'pageSize'>;
      const organization = organizationFilter(currentUser(request), query.organization);
      return totalReport(db, {
        ...query,
        ...(organization === undefined ? {} : { organization }),
        ...readPaging(query, TOTAL_MAX_PAGE_SIZE),
        area: request.params.area,
        countedAttempt,
      });
    },
  });

  routes.route({
    ...totalReportRoutes.export,
    ...adminOnly,
    handler: async (request, reply) => {
      const query = request.query as Defaulted<typeof request.query, 'kind' | 'view'>;
      const language = csvLanguage(query.lang, request.headers['accept-language']);
      const locale = csvLocale(csvHeaders[language], csvTimeZone(query.tz));
      const organization = organizationFilter(currentUser(request), query.organization);
      const csv = await exportTotalReport(db, { ...query, ...(organization === undefined ? {} : { organization }), area: request.params.area, countedAttempt }, locale, clock());
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .header('X-Total-Rows', String(csv.totalRows))
        .header('Cache-Control', 'no-store');
      return csv.stream;
    },
  });
}
