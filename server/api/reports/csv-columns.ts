import type { CountedAttempt, ReportKind, TotalReportSubmissionRow, TotalReportUserRow, TotalReportView } from '../../../src/api-contract';
import { needsHeadphones, type AreaId } from '../../../src/lib/area-registry';
import type { CsvCell } from './csv';
import type { CsvColumnKey, CsvLabels, CsvLanguage } from './csv-labels';
import { csvDateTimeFormat } from './csv-time';
import { timelineText } from './csv-timeline';

/** What a CSV file is written in: a language's labels and words, and the time zone of its times. */
export interface CsvLocale {
  labels: CsvLabels;
  /** An IANA name (`csvTimeZone`), named in the headers of the columns with times. */
  timeZone: string;
  /** An ISO 8601 instant as `yyyy-mm-dd hh:mm` in `timeZone`. */
  dateTime(iso: string): string;
}

export function csvLocale(labels: CsvLabels, timeZone: string): CsvLocale {
  return { labels, timeZone, dateTime: csvDateTimeFormat(timeZone) };
}

interface Column<R> {
  /** The header label's key in locales/<lng>/export.json (`csv.columns.<key>`); `{{zone}}` in it is the time zone. */
  key: CsvColumnKey;
  cell(row: R, locale: CsvLocale): CsvCell;
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
    { key: 'countedAttempt', cell: (_row, { labels }) => labels.values.countedAttempt[countedAttempt] },
  ];
}

export const SUBMISSION_COLUMNS: readonly Column<TotalReportSubmissionRow>[] = [
  { key: 'submittedAt', cell: (r, { dateTime }) => dateTime(r.submittedAt) },
  { key: 'submitId', cell: (r) => r.submitId },
  { key: 'user', cell: (r) => r.user },
  { key: 'studentId', cell: (r) => r.studentId },
  { key: 'name', cell: (r) => r.name },
  { key: 'organization', cell: (r) => r.organization },
  { key: 'durationSeconds', cell: (r) => r.durationSeconds },
  { key: 'questionCount', cell: (r) => r.questionCount },
  { key: 'score', cell: (r) => r.score },
  { key: 'correctRate', cell: (r) => r.correctRate },
  { key: 'official', cell: (r, { labels }) => labels.values.yesNo[r.official ? 'yes' : 'no'] },
];

/** Localization and distance: whether the headphone check was passed when the exam was taken. */
export const HEADPHONE_COLUMN: Column<TotalReportSubmissionRow> = {
  key: 'headphoneCheck',
  cell: (r, { labels }) => (r.headphoneCheck ? labels.values.headphoneCheck[r.headphoneCheck] : ''),
};

/**
 * Official exams: handed in or not, answered faster than the sounds could be heard (or empty)
 * and the timeline that says so.
 */
export const OFFICIAL_SUBMISSION_COLUMNS: readonly Column<TotalReportSubmissionRow>[] = [
  { key: 'outcome', cell: (r, { labels }) => labels.values.outcome[r.outcome] },
  { key: 'listeningFlag', cell: (r, { labels }) => (r.listeningFlag ? labels.values.listeningFlag[r.listeningFlag] : '') },
  { key: 'listeningTimeline', cell: (r, { labels }) => timelineText(r.listeningTimeline, labels.timeline) },
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

export function headerCells(view: TotalReportView, { labels, timeZone }: CsvLocale, scope: CsvScope): string[] {
  const columns = view === 'users' ? userColumnsOf(scope) : submissionColumnsOf(scope);
  return columns.map((c) => labels.columns[c.key].replace(/\{\{\s*zone\s*\}\}/g, timeZone));
}

/** `lang` query parameter first, then Accept-Language; English otherwise. */
export function csvLanguage(lang: string | undefined, acceptLanguage: string | undefined): CsvLanguage {
  const preferred = (lang ?? acceptLanguage ?? '').trim().toLowerCase();
  return preferred.startsWith('zh') ? 'zh-CN' : 'en';
}
