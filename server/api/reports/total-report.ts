import type { TotalReport } from '../../../src/api-contract';
import type { Queryable } from '../db';
import { countRows, resolveSort, submissionRows, userRows, type TotalReportQuery } from './total-report-query';

export interface PagedTotalReportQuery extends TotalReportQuery {
  page: number;
  pageSize: number;
}

export async function totalReport(db: Queryable, query: PagedTotalReportQuery): Promise<TotalReport> {
  resolveSort(query);
  const win = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const base = {
    area: query.area,
    kind: query.kind,
    page: query.page,
    pageSize: query.pageSize,
    ...(query.kind === 'official' ? { countedAttempt: query.countedAttempt } : {}),
  };
  if (query.view === 'users') {
    // The aggregate query counts the students itself, unless the page is past the end.
    const { rows, total } = await userRows(db, query, win);
    return { ...base, view: 'users', rows, total: total ?? (await countRows(db, query)) };
  }
  const total = await countRows(db, query);
  const rows = win.offset < total ? (await submissionRows(db, query, win)).rows : [];
  return { ...base, view: 'submissions', rows, total };
}
