import type { TotalReportSubmissionRow, TotalReportUserRow, TotalReportView } from '../../../src/lib/api-types';
import { needsHeadphones, type AreaId } from '../../../src/lib/area-registry';
import type { CsvCell } from './csv';
import type { CsvColumnKey, CsvHeaderLabels, CsvLanguage } from './csv-labels';

interface Column<R> {
  /** The header label's key in locales/<lng>/export.json (`csv.columns.<key>`). */
  key: CsvColumnKey;
  cell(row: R): CsvCell;
}

export const USER_COLUMNS: readonly Column<TotalReportUserRow>[] = [
  { key: 'user', cell: (r) => r.user },
  { key: 'studentId', cell: (r) => r.studentId },
  { key: 'name', cell: (r) => r.name },
  { key: 'organization', cell: (r) => r.organization },
  { key: 'submitCount', cell: (r) => r.submitCount },
  { key: 'averageScore', cell: (r) => r.averageScore },
  { key: 'maxScore', cell: (r) => r.maxScore },
];

export const SUBMISSION_COLUMNS: readonly Column<TotalReportSubmissionRow>[] = [
  { key: 'submittedAt', cell: (r) => r.submittedAt },
  { key: 'submitId', cell: (r) => r.submitId },
  { key: 'user', cell: (r) => r.user },
  { key: 'studentId', cell: (r) => r.studentId },
  { key: 'name', cell: (r) => r.name },
  { key: 'organization', cell: (r) => r.organization },
  { key: 'durationSeconds', cell: (r) => r.durationSeconds },
  { key: 'questionCount', cell: (r) => r.questionCount },
  { key: 'score', cell: (r) => r.score },
  { key: 'correctRate', cell: (r) => r.correctRate },
  { key: 'official', cell: (r) => (r.official ? 'yes' : 'no') },
];

/** Localization and distance: whether the headphone check was passed when the exam was taken. */
export const HEADPHONE_COLUMN: Column<TotalReportSubmissionRow> = { key: 'headphoneCheck', cell: (r) => r.headphoneCheck ?? '' };

/** The submission columns of an area's export (the headphone check where the area asks for it). */
export function submissionColumnsOf(area: AreaId): readonly Column<TotalReportSubmissionRow>[] {
  return needsHeadphones(area) ? [...SUBMISSION_COLUMNS, HEADPHONE_COLUMN] : SUBMISSION_COLUMNS;
}

export function headerCells(view: TotalReportView, labels: CsvHeaderLabels, area: AreaId): string[] {
  const columns = view === 'users' ? USER_COLUMNS : submissionColumnsOf(area);
  return columns.map((c) => labels[c.key]);
}

/** `lang` query parameter first, then Accept-Language; English otherwise. */
export function csvLanguage(lang: string | undefined, acceptLanguage: string | undefined): CsvLanguage {
  const preferred = (lang ?? acceptLanguage ?? '').trim().toLowerCase();
  return preferred.startsWith('zh') ? 'zh-CN' : 'en';
}
