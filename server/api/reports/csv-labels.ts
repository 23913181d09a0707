import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CSV_LANGUAGES = ['en', 'zh-CN'] as const;
export type CsvLanguage = (typeof CSV_LANGUAGES)[number];

/** Keys under `csv.columns` in locales/<lng>/export.json, one per CSV column. */
export const CSV_COLUMN_KEYS = [
  'submittedAt',
  'submitId',
  'user',
  'studentId',
  'name',
  'organization',
  'submitCount',
  'averageScore',
  'maxScore',
  'durationSeconds',
  'questionCount',
  'score',
  'correctRate',
  'official',
  'headphoneCheck',
  'countedScore',
  'countedAttempt',
  'outcome',
  'listeningFlag',
  'listeningTimeline',
] as const;
export type CsvColumnKey = (typeof CSV_COLUMN_KEYS)[number];

/**
 * Keys under `csv.timeline`: the parts of the listening timeline's cell, with `{{seconds}}`
 * or `{{questions}}` in them.
 */
export const CSV_TIMELINE_KEYS = ['answeredAfter', 'served', 'never'] as const;
export type CsvTimelineKey = (typeof CSV_TIMELINE_KEYS)[number];

/**
 * Keys under `csv.schedule`: the columns of a scheduled exam's results that the total reports
 * do not have (server/api/schedules/schedule-results-export.ts).
 */
export const CSV_SCHEDULE_KEYS = [
  'status',
  'attemptsUsed',
  'countedCorrectRate',
  'question',
  'answered',
  'averageCredit',
  'rightAnswer',
  'asked',
  'confusion',
  'confusionCount',
] as const;
export type CsvScheduleKey = (typeof CSV_SCHEDULE_KEYS)[number];

export type CsvHeaderLabels = Readonly<Record<CsvColumnKey, string>>;
export type CsvTimelineLabels = Readonly<Record<CsvTimelineKey, string>>;
export type CsvScheduleLabels = Readonly<Record<CsvScheduleKey, string>>;

/** What an export writes in one language: the header rows, and the words of the timeline cells. */
export interface CsvLabels {
  columns: CsvHeaderLabels;
  timeline: CsvTimelineLabels;
  schedule: CsvScheduleLabels;
}
export type CsvHeaders = Readonly<Record<CsvLanguage, CsvLabels>>;

/** The repository's locales folder, found from this file so the API's working directory does not matter. */
export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
export const EXPORT_NAMESPACE = 'export';

const objectAt = (value: unknown, key: string): Record<string, unknown> => {
  const child = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return child !== null && typeof child === 'object' ? (child as Record<string, unknown>) : {};
};

function labelsAt<K extends string>(file: string, csv: unknown, section: string, keys: readonly K[]): Readonly<Record<K, string>> {
  const found = objectAt(csv, section);
  const labels: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const label = found[key];
    if (typeof label !== 'string' || label.trim() === '') throw new Error(`${file} has no label csv.${section}.${key}`);
    labels[key] = label;
  }
  return labels as Record<K, string>;
}

async function loadLanguage(localesDir: string, language: CsvLanguage): Promise<CsvLabels> {
  const file = path.join(localesDir, language, `${EXPORT_NAMESPACE}.json`);
  const csv = objectAt(JSON.parse(await readFile(file, 'utf8')) as unknown, 'csv');
  return {
    columns: labelsAt(file, csv, 'columns', CSV_COLUMN_KEYS),
    timeline: labelsAt(file, csv, 'timeline', CSV_TIMELINE_KEYS),
    schedule: labelsAt(file, csv, 'schedule', CSV_SCHEDULE_KEYS),
  };
}

/**
 * Reads the CSV column headers (and the words of the timeline cells) of every export language
 * from the locale files, once when the app is built; a missing label fails the start rather
 * than an export.
 */
export async function loadCsvHeaders(localesDir = LOCALES_DIR): Promise<CsvHeaders> {
  const [en, zh] = await Promise.all([loadLanguage(localesDir, 'en'), loadLanguage(localesDir, 'zh-CN')]);
  return { en, 'zh-CN': zh };
}
