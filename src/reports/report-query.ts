/**
 * The state of a report page as it lives in the URL query, so a filtered, sorted, paged
 * view can be bookmarked, shared and walked with back/forward. The parameter names are the
 * API's own (GET /api/total-reports/:area), so the page URL and the request read alike.
 * Anything malformed in a hand-edited URL falls back to its default instead of failing.
 */
import {
  TOTAL_REPORT_DEFAULT_SORT,
  TOTAL_REPORT_SORT_COLUMNS,
  type ReportKind,
  type TotalReportFilters,
  type TotalReportSubmissionSort,
  type TotalReportView,
} from '../api-contract';

export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface OwnReportQuery {
  kind: ReportKind;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

export const USER_SORT_COLUMNS = TOTAL_REPORT_SORT_COLUMNS.users;

/** The API's submission sorts less questionCount, which the per-submission table does not show. */
export const SUBMISSION_SORT_COLUMNS = TOTAL_REPORT_SORT_COLUMNS.submissions.filter(
  (column): column is Exclude<TotalReportSubmissionSort, 'questionCount'> => column !== 'questionCount',
);

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export type SubmissionSortColumn = Exclude<TotalReportSubmissionSort, 'questionCount'>;
export type SortColumn = UserSortColumn | SubmissionSortColumn;

export interface TotalReportQuery extends TotalReportFilters {
  kind: ReportKind;
  view: TotalReportView;
  page: number;
  pageSize: number;
  sort: SortColumn;
  order: SortOrder;
}

export const FILTER_KEYS = ['organization', 'from', 'to', 'submitId', 'user', 'studentId'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * `organization=*`: every organization, chosen on purpose. Without an organization in the URL the
 * total report opens on the teacher's own; this keeps the wider choice in a bookmark.
 */
export const ALL_ORGANIZATIONS = '*';

/** The filters as the API takes them: "every organization" is no organization filter. */
export function requestFilters<F extends TotalReportFilters>(filters: F): F {
  return filters.organization === ALL_ORGANIZATIONS ? { ...filters, organization: undefined } : filters;
}

/** Filters that narrow the rows ("every organization" does not). */
export const narrowingFilterCount = (filters: TotalReportFilters): number =>
  FILTER_KEYS.filter((key) => Boolean(filters[key]) && !(key === 'organization' && filters[key] === ALL_ORGANIZATIONS)).length;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** What a column sorts by when first clicked, and the sort each view starts with. */
export const DEFAULT_SORT: Record<TotalReportView, { sort: SortColumn; order: SortOrder }> = TOTAL_REPORT_DEFAULT_SORT;

export function sortColumnsOf(view: TotalReportView): readonly SortColumn[] {
  return view === 'users' ? USER_SORT_COLUMNS : SUBMISSION_SORT_COLUMNS;
}

export function isValidDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

function pageSizeOf(value: string | null): number {
  const n = positiveInt(value, DEFAULT_PAGE_SIZE);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

function kindOf(value: string | null): ReportKind {
  return value === 'official' ? 'official' : 'practice';
}

export function parseOwnReportQuery(params: URLSearchParams): OwnReportQuery {
  return {
    kind: kindOf(params.get('kind')),
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeOf(params.get('pageSize')),
  };
}

export function parseFilters(params: URLSearchParams): TotalReportFilters {
  const filters: TotalReportFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !isValidDate(value)) continue;
    filters[key] = value;
  }
  return filters;
}

export function parseTotalReportQuery(params: URLSearchParams): TotalReportQuery {
  const view: TotalReportView = params.get('view') === 'submissions' ? 'submissions' : 'users';
  const sortParam = params.get('sort');
  const sortKnown = sortColumnsOf(view).find((column) => column === sortParam);
  const orderParam = params.get('order');
  return {
    ...parseFilters(params),
    kind: kindOf(params.get('kind')),
    view,
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeOf(params.get('pageSize')),
    sort: sortKnown ?? DEFAULT_SORT[view].sort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : DEFAULT_SORT[view].order,
  };
}

/** Writes `updates` into a copy of `params`; undefined or empty values are removed. */
export function withParams(
  params: URLSearchParams,
  updates: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(updates)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The export's query string: the report's, without paging, and the file's language and time zone. */
export function totalReportExportParams(query: TotalReportQuery, { language, timeZone }: { language: string; timeZone: string }): URLSearchParams {
  const params = totalReportRequestParams(query, false);
  params.set('lang', language);
  params.set('tz', timeZone);
  return params;
}

/** The query string of an API request (defaults included, so the server never guesses). */
export function totalReportRequestParams(query: TotalReportQuery, paged: boolean): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  params.set('kind', query.kind);
  params.set('view', query.view);
  if (paged) {
    params.set('page', String(query.page));
    params.set('pageSize', String(query.pageSize));
  }
  params.set('sort', query.sort);
  params.set('order', query.order);
  return params;
}
