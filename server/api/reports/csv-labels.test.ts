import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADPHONE_COLUMN, SUBMISSION_COLUMNS, USER_COLUMNS, csvLanguage, headerCells } from './csv-columns';
import { CSV_COLUMN_KEYS, loadCsvHeaders } from './csv-labels';

const localeFile = (language: string) => new URL(`../../../locales/${language}/export.json`, import.meta.url);

async function columnsIn(language: string): Promise<Record<string, string>> {
  const parsed = JSON.parse(await readFile(localeFile(language), 'utf8')) as { csv: { columns: Record<string, string> } };
  return parsed.csv.columns;
}

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
    expect(headers.en).toEqual(await columnsIn('en'));
    expect(headers['zh-CN']).toEqual(await columnsIn('zh-CN'));
  });

  it('label every column of both views in both languages', async () => {
    const headers = await loadCsvHeaders();
    const used = new Set([...USER_COLUMNS, ...SUBMISSION_COLUMNS, HEADPHONE_COLUMN].map((c) => c.key));
    expect([...used].sort()).toEqual([...CSV_COLUMN_KEYS].sort());
    for (const language of ['en', 'zh-CN'] as const) {
      expect(headerCells('users', headers[language], 'eq')).toHaveLength(USER_COLUMNS.length);
      expect(headerCells('submissions', headers[language], 'stereo').every((label) => label.trim() !== '')).toBe(true);
    }
    expect(headerCells('users', headers['zh-CN'], 'eq')).not.toEqual(headerCells('users', headers.en, 'eq'));
  });

  it('fail the start, naming the file and key, when a label is missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auricle-locales-'));
    scratch.push(dir);
    for (const language of ['en', 'zh-CN']) {
      const columns = await columnsIn(language);
      if (language === 'zh-CN') delete columns.maxScore;
      await mkdir(path.join(dir, language));
      await writeFile(path.join(dir, language, 'export.json'), JSON.stringify({ csv: { columns } }));
    }
    await expect(loadCsvHeaders(dir)).rejects.toThrow(/zh-CN[\\/]export\.json has no label csv\.columns\.maxScore/);
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
