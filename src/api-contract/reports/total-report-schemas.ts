/**
 * `GET /api/total-reports/:area?{filters}&kind=practice|official&view=users|submissions
 *   &page=1&pageSize=20&sort=<column>&order=asc|desc` (read:admin), and `.../export`, which
 * streams the same rows as CSV.
 */
import { Type, type Static } from 'typebox';
import { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../me/identity-limits';
import { CountedAttemptSchema } from '../official-exams/official-exam-schemas';
import { AreaParamsSchema, AreaSchema, closedObject, nullable } from '../shared/common-schemas';
import { csvFileResponse } from '../shared/file-schemas';
import { ListeningFlagSchema, ListeningTimelineSchema } from '../submissions/submission-schemas';
import { USER_SEARCH_MAX_LENGTH } from '../users/user-limits';
import { SORT_ORDERS, TOTAL_REPORT_VIEWS } from './report-limits';
import { pagingQueryProperties, ReportKindQuerySchema, ReportKindSchema, submissionRowProperties } from './report-schemas';

/** A date filter may be blank (the SPA drops it; a hand-written URL may not). */
const DateFilterSchema = Type.Unsafe<string>({ type: 'string', anyOf: [{ format: 'date' }, { maxLength: 0 }] });

/** The filters every total report and its learning page share. */
export const totalReportFilterProperties = {
  organization: Type.Optional(Type.String({ maxLength: ORGANIZATION_MAX_LENGTH })),
  /** ISO date (yyyy-mm-dd), inclusive. */
  from: Type.Optional(DateFilterSchema),
  /** ISO date (yyyy-mm-dd), inclusive. */
  to: Type.Optional(DateFilterSchema),
  submitId: Type.Optional(Type.String({ maxLength: 36, pattern: '^\\s*[0-9A-Fa-f-]*\\s*$' })),
  /** Matches the user's name or e-mail, case-insensitive substring. */
  user: Type.Optional(Type.String({ maxLength: USER_SEARCH_MAX_LENGTH })),
  studentId: Type.Optional(Type.String({ maxLength: STUDENT_ID_MAX_LENGTH })),
};
export const TotalReportFiltersSchema = Type.Object(totalReportFilterProperties);
export type TotalReportFilters = Static<typeof TotalReportFiltersSchema>;

const totalReportQueryProperties = {
  ...totalReportFilterProperties,
  kind: Type.Optional(ReportKindQuerySchema),
  view: Type.Optional(Type.Enum(TOTAL_REPORT_VIEWS, { type: 'string', default: 'users' })),
  /** A column of the view (TOTAL_REPORT_SORT_COLUMNS), checked by the route with a message naming the columns. */
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.Enum(SORT_ORDERS, { type: 'string' })),
};

export const TotalReportQuerySchema = Type.Object({ ...totalReportQueryProperties, ...pagingQueryProperties });

export const TotalReportExportQuerySchema = Type.Object({
  ...totalReportQueryProperties,
  /** The CSV's language; the Accept-Language header when absent. */
  lang: Type.Optional(Type.String({ maxLength: 20 })),
  /** The browser's IANA time zone, for the times (UTC when unknown). */
  tz: Type.Optional(Type.String({ maxLength: 64 })),
});

const studentProperties = {
  sub: Type.String(),
  /** The e-mail, or the sub where there is none. */
  user: Type.String(),
  studentId: nullable(Type.String()),
  name: Type.String(),
  organization: nullable(Type.String()),
};

export const TotalReportUserRowSchema = closedObject({
  ...studentProperties,
  submitCount: Type.Integer({ minimum: 0 }),
  averageScore: Type.Number(),
  maxScore: Type.Number(),
  /** Official kind only: the score of the attempt that counts (the report's `countedAttempt`). */
  countedScore: Type.Optional(Type.Number()),
});
export type TotalReportUserRow = Static<typeof TotalReportUserRowSchema>;

export const TotalReportSubmissionRowSchema = closedObject({
  ...submissionRowProperties,
  ...studentProperties,
  /** Official exams answered faster than their sounds could be heard; admins only, never in a student's own report. */
  listeningFlag: nullable(ListeningFlagSchema),
  listeningTimeline: nullable(ListeningTimelineSchema),
});
export type TotalReportSubmissionRow = Static<typeof TotalReportSubmissionRowSchema>;

const totalReportPage = {
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  area: AreaSchema,
  kind: ReportKindSchema,
  /** Official kind only: which attempt of each student counts (the users view's `countedScore`). */
  countedAttempt: Type.Optional(CountedAttemptSchema),
};

export const TotalReportSchema = Type.Union([
  closedObject({ ...totalReportPage, view: Type.Literal('users'), rows: Type.Array(TotalReportUserRowSchema) }),
  closedObject({ ...totalReportPage, view: Type.Literal('submissions'), rows: Type.Array(TotalReportSubmissionRowSchema) }),
]);
export type TotalReport = Static<typeof TotalReportSchema>;

export const totalReportRoutes = {
  totalReport: {
    method: 'GET',
    url: '/total-reports/:area',
    schema: { params: AreaParamsSchema, querystring: TotalReportQuerySchema, response: { 200: TotalReportSchema } },
  },
  /** Streamed, in batches of rows (server/api/reports/total-report-export.ts). */
  export: {
    method: 'GET',
    url: '/total-reports/:area/export',
    schema: { params: AreaParamsSchema, querystring: TotalReportExportQuerySchema, response: { 200: csvFileResponse } },
  },
} as const;
