import type { CountedAttempt, ReportKind, TotalReportSubmissionRow, TotalReportUserRow, TotalReportView } from '../../../src/lib/api-types';
import { needsHeadphones, type AreaId } from '../../../src/lib/area-registry';
import type { CsvCell } from './csv';
import type { CsvColumnKey, CsvLabels, CsvLanguage } from './csv-labels';
import { timelineText } from './csv-timeline';

interface Column<R> {
  /** The header label's key in locales/<lng>/export.json (`csv.columns.<key>`). */
  key: CsvColumnKey;
  cell(row: R, labels: CsvLabels): CsvCell;
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

/** Official exams: the score of the attempt that counts, and which attempt that is (`best`, `last`, `first`). */
export function countedColumns(countedAttempt: CountedAttempt): readonly Column<TotalReportUserRow>[] {
  return [
    { key: 'countedScore', cell: (r) => r.countedScore ?? null },
    { key: 'countedAttempt', cell: () => countedAttempt },
  ];
}

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

/**
 * Official exams: handed in or not (`submitted`, `not-submitted`), answered faster than the
 * sounds could be heard (`unheard`, `too-fast`, or empty) and the timeline that says so.
 */
export const OFFICIAL_SUBMISSION_COLUMNS: readonly Column<TotalReportSubmissionRow>[] = [
  { key: 'outcome', cell: (r) => r.outcome },
  { key: 'listeningFlag', cell: (r) => r.listeningFlag ?? '' },
  { key: 'listeningTimeline', cell: (r, labels) => timelineText(r.listeningTimeline, labels.timeline) },
];

/** What an export's columns depend on. */
export interface CsvScope {
  area: AreaId;
  kind: ReportKind;
  countedAttempt: CountedAttempt;
}

export function userColumnsOf(scope: CsvScope): readonly Column<TotalReportUserRow>[] {
  return scope.kind === 'official' ? [...USER_COLUMNS, ...countedColumns(scope.countedAttempt)] : USER_COLUMNS;
}

/** The submission columns of an area's export (the headphone check where the area asks for it). */
export function submissionColumnsOf(scope: CsvScope): readonly Column<TotalReportSubmissionRow>[] {
  return [
    ...SUBMISSION_COLUMNS,
    ...(needsHeadphones(scope.area) ? [HEADPHONE_COLUMN] : []),
    ...(scope.kind === 'official' ? OFFICIAL_SUBMISSION_COLUMNS : []),
  ];
}

export function headerCells(view: TotalReportView, labels: CsvLabels, scope: CsvScope): string[] {
  const columns = view === 'users' ? userColumnsOf(scope) : submissionColumnsOf(scope);
  return columns.map((c) => labels.columns[c.key]);
}

/** `lang` query parameter first, then Accept-Language; English otherwise. */
export function csvLanguage(lang: string | undefined, acceptLanguage: string | undefined): CsvLanguage {
  const preferred = (lang ?? acceptLanguage ?? '').trim().toLowerCase();
  return preferred.startsWith('zh') ? 'zh-CN' : 'en';
}
