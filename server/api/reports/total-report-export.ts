import { Readable } from 'node:stream';
import type { Queryable } from '../db';
import { CSV_BOM, csvLine } from './csv';
import { headerCells, submissionColumnsOf, userColumnsOf, type CsvLocale } from './csv-columns';
import {
  countRows,
  resolveSort,
  submissionRows,
  userRows,
  type Keyset,
  type TotalReportQuery,
} from './total-report-query';

/** Rows fetched per query while streaming; the whole result is never held in memory. */
export const EXPORT_BATCH_SIZE = 5000;

export interface CsvExport {
  totalRows: number;
  fileName: string;
  stream: Readable;
}

async function* csvChunks(db: Queryable, query: TotalReportQuery, locale: CsvLocale, batchSize: number) {
  yield CSV_BOM + csvLine(headerCells(query.view, locale, query));
  const userColumns = userColumnsOf(query);
  const submissionColumns = submissionColumnsOf(query);
  let after: Keyset | undefined;
  for (;;) {
    const win = after ? { limit: batchSize, after } : { limit: batchSize };
    let text = '';
    let count = 0;
    let last: Keyset | null;
    if (query.view === 'users') {
      const batch = await userRows(db, query, win);
      for (const row of batch.rows) text += csvLine(userColumns.map((c) => c.cell(row, locale)));
      ({ last } = batch);
      count = batch.rows.length;
    } else {
      const batch = await submissionRows(db, query, win);
      for (const row of batch.rows) text += csvLine(submissionColumns.map((c) => c.cell(row, locale)));
      ({ last } = batch);
      count = batch.rows.length;
    }
    if (text) yield text;
    if (count < batchSize || !last) return;
    after = last;
  }
}

/** `<area>-<view>-<kind>-<yyyy-mm-dd>.csv` */
export function exportFileName(query: TotalReportQuery, now: Date): string {
  return `${query.area}-${query.view}-${query.kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Counts first (for the X-Total-Rows progress header), then streams the rows in keyset
 * batches in the report's own sort order.
 */
export async function exportTotalReport(
  db: Queryable,
  query: TotalReportQuery,
  locale: CsvLocale,
  now: Date,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<CsvExport> {
  resolveSort(query);
  const totalRows = await countRows(db, query);
  return {
    totalRows,
    fileName: exportFileName(query, now),
    stream: Readable.from(csvChunks(db, query, locale, batchSize), { objectMode: false }),
  };
}
