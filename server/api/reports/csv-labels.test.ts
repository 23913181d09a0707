import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HEADPHONE_COLUMN,
  OFFICIAL_SUBMISSION_COLUMNS,
  SUBMISSION_COLUMNS,
  USER_COLUMNS,
  countedColumns,
  csvLanguage,
  headerCells,
  type CsvScope,
} from './csv-columns';
import { CSV_COLUMN_KEYS, CSV_TIMELINE_KEYS, loadCsvHeaders } from './csv-labels';

const localeFile = (language: string) => new URL(`../../../locales/${language}/export.json`, import.meta.url);

interface ExportLocale {
  csv: { columns: Record<string, string>; timeline: Record<string, string> };
}

async function csvIn(language: string): Promise<ExportLocale['csv']> {
  return (JSON.parse(await readFile(localeFile(language), 'utf8')) as ExportLocale).csv;
}

const practice = (area: CsvScope['area']): CsvScope => ({ area, kind: 'practice', countedAttempt: 'best' });
const official = (area: CsvScope['area']): CsvScope => ({ area, kind: 'official', countedAttempt: 'best' });

const startCwd = process.cwd();
const scratch: string[] = [];
afterEach(async () => {
  process.chdir(startCwd);
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('CSV header labels', () => {
  it('come from locales/<lng>/export.json whatever the working directory', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'auricle-cwd-'));
    scratch.push(elsewhere);
    process.chdir(elsewhere);
    const headers = await loadCsvHeaders();
    expect(headers.en).toEqual(await csvIn('en'));
    expect(headers['zh-CN']).toEqual(await csvIn('zh-CN'));
  });

  it('label every column of both views in both languages', async () => {
    const headers = await loadCsvHeaders();
    const all = [...USER_COLUMNS, ...countedColumns('best'), ...SUBMISSION_COLUMNS, HEADPHONE_COLUMN, ...OFFICIAL_SUBMISSION_COLUMNS];
    const used = new Set(all.map((c) => c.key));
    expect([...used].sort()).toEqual([...CSV_COLUMN_KEYS].sort());
    for (const language of ['en', 'zh-CN'] as const) {
      expect(headerCells('users', headers[language], practice('eq'))).toHaveLength(USER_COLUMNS.length);
      expect(headerCells('users', headers[language], official('eq'))).toHaveLength(USER_COLUMNS.length + 2);
      for (const scope of [practice('spatial'), official('spatial')]) {
        expect(headerCells('submissions', headers[language], scope).every((label) => label.trim() !== '')).toBe(true);
      }
      expect(Object.keys(headers[language].timeline).sort()).toEqual([...CSV_TIMELINE_KEYS].sort());
    }
    expect(headerCells('users', headers['zh-CN'], official('eq'))).not.toEqual(headerCells('users', headers.en, official('eq')));
  });

  it('fail the start, naming the file and key, when a label is missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auricle-locales-'));
    scratch.push(dir);
    for (const language of ['en', 'zh-CN']) {
      const csv = await csvIn(language);
      if (language === 'zh-CN') delete csv.columns.maxScore;
      await mkdir(path.join(dir, language));
      await writeFile(path.join(dir, language, 'export.json'), JSON.stringify({ csv }));
    }
    await expect(loadCsvHeaders(dir)).rejects.toThrow(/zh-CN[\\/]export\.json has no label csv\.columns\.maxScore/);
    const english = await csvIn('en');
    delete english.timeline.never;
    await writeFile(path.join(dir, 'en', 'export.json'), JSON.stringify({ csv: english }));
    await writeFile(path.join(dir, 'zh-CN', 'export.json'), JSON.stringify({ csv: await csvIn('zh-CN') }));
    await expect(loadCsvHeaders(dir)).rejects.toThrow(/en[\\/]export\.json has no label csv\.timeline\.never/);
  });
});

describe('csvLanguage', () => {
  it.each([
    [undefined, 'zh-CN,zh;q=0.9', 'zh-CN'],
    ['en', 'zh-CN', 'en'],
    ['zh-CN', 'en-US', 'zh-CN'],
    [undefined, 'de-DE', 'en'],
    [undefined, undefined, 'en'],
  ])('lang %j, Accept-Language %j -> %s', (lang, accept, expected) => {
    expect(csvLanguage(lang, accept)).toBe(expected);
  });
});
