/**
 * The students table of a scheduled exam's results, filtered and sorted in the browser (the
 * API returns every student of the exam at once), with its state in the URL query so a view
 * can be shared and walked with back/forward.
 */
import { SCHEDULE_STUDENT_STATUSES, type ScheduleResultRow, type ScheduleStudentStatus } from '../api-contract';

export const RESULT_SORT_COLUMNS = [
  'name',
  'studentId',
  'organization',
  'status',
  'attemptsUsed',
  'countedScore',
  'countedCorrectRate',
  'durationSeconds',
] as const;
export type ResultSortColumn = (typeof RESULT_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** Numbers read best largest-first when first clicked. */
export const DESCENDING_FIRST: readonly ResultSortColumn[] = ['attemptsUsed', 'countedScore', 'countedCorrectRate', 'durationSeconds'];

const PAGE_SIZES = [10, 20, 50, 100] as const;
export const RESULTS_PAGE_SIZE = 50;

export interface ResultsTableQuery {
  /** Only students of this status; null: everyone. */
  status: ScheduleStudentStatus | null;
  sort: ResultSortColumn;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

const isStatus = (value: string | null): value is ScheduleStudentStatus =>
  SCHEDULE_STUDENT_STATUSES.some((status) => status === value);

/** Anything malformed in a hand-edited URL falls back to its default instead of failing. */
export function parseResultsTableQuery(params: URLSearchParams): ResultsTableQuery {
  const status = params.get('status');
  const sort = RESULT_SORT_COLUMNS.find((column) => column === params.get('sort')) ?? 'name';
  const order = params.get('order');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    status: isStatus(status) ? status : null,
    sort,
    order: order === 'asc' || order === 'desc' ? order : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : RESULTS_PAGE_SIZE,
  };
}

type SortValue = string | number | null;

function sortValue(row: ScheduleResultRow, column: ResultSortColumn): SortValue {
  switch (column) {
    case 'name':
      return row.name || row.email;
    case 'status':
      return SCHEDULE_STUDENT_STATUSES.indexOf(row.status);
    default:
      return row[column];
  }
}

/**
 * The rows of one status (or all), sorted by a column; students without a value (no score yet)
 * stay at the end whichever way the column is sorted, and ties keep the order by name.
 */
export function filterAndSortRows(
  rows: readonly ScheduleResultRow[],
  query: Pick<ResultsTableQuery, 'status' | 'sort' | 'order'>,
  locale: string,
): ScheduleResultRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const compareValues = (a: SortValue, b: SortValue): number =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  const direction = query.order === 'asc' ? 1 : -1;
  return rows
    .filter((row) => query.status === null || row.status === query.status)
    .sort((a, b) => {
      const left = sortValue(a, query.sort);
      const right = sortValue(b, query.sort);
      if (left === null || right === null) {
        if (left !== right) return left === null ? 1 : -1;
      } else {
        const byColumn = compareValues(left, right) * direction;
        if (byColumn !== 0) return byColumn;
      }
      return collator.compare(a.name || a.email, b.name || b.email);
    });
}
