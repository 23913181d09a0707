import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type ResourceLanguage, type TFunction } from 'i18next';
import { csvValueWords, type CsvValueWords } from './csv-values';

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
 * do not have (server/api/schedules/results/schedule-results-export.ts).
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

/** What an export writes in one language: the header rows, the words of the timeline cells and of the values. */
export interface CsvLabels {
  columns: CsvHeaderLabels;
  timeline: CsvTimelineLabels;
  schedule: CsvScheduleLabels;
  values: CsvValueWords;
  /** i18next's `t` in this language, bound to `namespace` (an area's id, for its `describeAnswer`). */
  translator(namespace: string): TFunction;
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

/** Every `locales/<language>/<namespace>.json`, by namespace. */
async function readLanguage(localesDir: string, language: CsvLanguage): Promise<ResourceLanguage> {
  const dir = path.join(localesDir, language);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const entries = await Promise.all(
    files.map(async (name) => [path.basename(name, '.json'), JSON.parse(await readFile(path.join(dir, name), 'utf8')) as unknown] as const),
  );
  return Object.fromEntries(entries) as ResourceLanguage;
}

/** A value's words, `<namespace>:<key>`, in this language alone: a missing one fails the start. */
function wordIn(localesDir: string, language: CsvLanguage, strings: ResourceLanguage) {
  return (key: string): string => {
    const [namespace = '', keyPath = ''] = key.split(':');
    let text: unknown = strings[namespace];
    for (const part of keyPath.split('.')) text = text !== null && typeof text === 'object' ? (text as Record<string, unknown>)[part] : undefined;
    if (typeof text !== 'string' || text.trim() === '') throw new Error(`${path.join(localesDir, language, `${namespace}.json`)} has no ${keyPath}`);
    return text;
  };
}

function labelsOf(localesDir: string, language: CsvLanguage, strings: ResourceLanguage, translator: CsvLabels['translator']): CsvLabels {
  const file = path.join(localesDir, language, `${EXPORT_NAMESPACE}.json`);
  const csv = objectAt(strings[EXPORT_NAMESPACE], 'csv');
  return {
    columns: labelsAt(file, csv, 'columns', CSV_COLUMN_KEYS),
    timeline: labelsAt(file, csv, 'timeline', CSV_TIMELINE_KEYS),
    schedule: labelsAt(file, csv, 'schedule', CSV_SCHEDULE_KEYS),
    values: csvValueWords(wordIn(localesDir, language, strings)),
    translator,
  };
}

/**
 * Reads what the CSV files write in every export language from the locale files, once when the
 * app is built: the column headers, the words of the timeline cells and of the values, and an
 * i18next instance for the areas' answers (English where a string is missing, as on the page).
 * A missing header or value fails the start rather than an export.
 */
export async function loadCsvHeaders(localesDir = LOCALES_DIR): Promise<CsvHeaders> {
  const [en, zh] = await Promise.all([readLanguage(localesDir, 'en'), readLanguage(localesDir, 'zh-CN')]);
  const resources: Resource = { en, 'zh-CN': zh };
  const i18n = i18next.createInstance();
  await i18n.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(en),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return {
    en: labelsOf(localesDir, 'en', en, (namespace) => i18n.getFixedT('en', namespace)),
    'zh-CN': labelsOf(localesDir, 'zh-CN', zh, (namespace) => i18n.getFixedT('zh-CN', namespace)),
  };
}
