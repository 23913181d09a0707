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
] as const;
export type CsvColumnKey = (typeof CSV_COLUMN_KEYS)[number];

export type CsvHeaderLabels = Readonly<Record<CsvColumnKey, string>>;
export type CsvHeaders = Readonly<Record<CsvLanguage, CsvHeaderLabels>>;

/** The repository's locales folder, found from this file so the API's working directory does not matter. */
export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
export const EXPORT_NAMESPACE = 'export';

async function loadLanguage(localesDir: string, language: CsvLanguage): Promise<CsvHeaderLabels> {
  const file = path.join(localesDir, language, `${EXPORT_NAMESPACE}.json`);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const csv = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>).csv : undefined;
  const columns = csv !== null && typeof csv === 'object' ? (csv as Record<string, unknown>).columns : undefined;
  const found = columns !== null && typeof columns === 'object' ? (columns as Record<string, unknown>) : {};
  const labels: Partial<Record<CsvColumnKey, string>> = {};
  for (const key of CSV_COLUMN_KEYS) {
    const label = found[key];
    if (typeof label !== 'string' || label.trim() === '') throw new Error(`${file} has no label csv.columns.${key}`);
    labels[key] = label;
  }
  return labels as CsvHeaderLabels;
}

/**
 * Reads the CSV column headers of every export language from the locale files, once when the
 * app is built; a missing label fails the start rather than an export.
 */
export async function loadCsvHeaders(localesDir = LOCALES_DIR): Promise<CsvHeaders> {
  const [en, zh] = await Promise.all([loadLanguage(localesDir, 'en'), loadLanguage(localesDir, 'zh-CN')]);
  return { en, 'zh-CN': zh };
}
