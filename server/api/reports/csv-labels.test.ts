import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  csvLocale,
  headerCells,
  type CsvScope,
} from './csv-columns';
import { CSV_COLUMN_KEYS, CSV_TIMELINE_KEYS, LOCALES_DIR, loadCsvHeaders } from './csv-labels';

const localeFile = (language: string) => new URL(`../../../locales/${language}/export.json`, import.meta.url);

interface ExportLocale {
  csv: { columns: Record<string, string>; timeline: Record<string, string>; schedule: Record<string, string> };
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

/** A scratch copy of the locales folder, to take a string out of. */
async function localesCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'auricle-locales-'));
  scratch.push(dir);
  await cp(LOCALES_DIR, dir, { recursive: true });
  return dir;
}

describe('CSV header labels', () => {
  it('come from locales/<lng>/export.json whatever the working directory', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'auricle-cwd-'));
    scratch.push(elsewhere);
    process.chdir(elsewhere);
    const headers = await loadCsvHeaders();
    for (const language of ['en', 'zh-CN'] as const) {
      const { columns, timeline, schedule } = headers[language];
      expect({ columns, timeline, schedule }).toEqual(await csvIn(language).then(({ columns, timeline, schedule }) => ({ columns, timeline, schedule })));
    }
  });

  it('label every column of both views in both languages', async () => {
    const headers = await loadCsvHeaders();
    const all = [...USER_COLUMNS, ...countedColumns('best'), ...SUBMISSION_COLUMNS, HEADPHONE_COLUMN, ...OFFICIAL_SUBMISSION_COLUMNS];
    const used = new Set(all.map((c) => c.key));
    expect([...used].sort()).toEqual([...CSV_COLUMN_KEYS].sort());
    const en = csvLocale(headers.en, 'UTC');
    const zh = csvLocale(headers['zh-CN'], 'UTC');
    for (const locale of [en, zh]) {
      expect(headerCells('users', locale, practice('eq'))).toHaveLength(USER_COLUMNS.length);
      expect(headerCells('users', locale, official('eq'))).toHaveLength(USER_COLUMNS.length + 2);
      for (const scope of [practice('spatial'), official('spatial')]) {
        expect(headerCells('submissions', locale, scope).every((label) => label.trim() !== '')).toBe(true);
      }
      expect(Object.keys(locale.labels.timeline).sort()).toEqual([...CSV_TIMELINE_KEYS].sort());
    }
    expect(headerCells('users', zh, official('eq'))).not.toEqual(headerCells('users', en, official('eq')));
  });

  it('fail the start, naming the file and key, when a label is missing', async () => {
    const dir = await localesCopy();
    const chinese = await csvIn('zh-CN');
    delete chinese.columns.maxScore;
    await writeFile(path.join(dir, 'zh-CN', 'export.json'), JSON.stringify({ csv: chinese }));
    await expect(loadCsvHeaders(dir)).rejects.toThrow(/zh-CN[\\/]export\.json has no label csv\.columns\.maxScore/);
    const english = await csvIn('en');
    delete english.timeline.never;
    await writeFile(path.join(dir, 'en', 'export.json'), JSON.stringify({ csv: english }));
    await writeFile(path.join(dir, 'zh-CN', 'export.json'), JSON.stringify({ csv: await csvIn('zh-CN') }));
    await expect(loadCsvHeaders(dir)).rejects.toThrow(/en[\\/]export\.json has no label csv\.timeline\.never/);
  });
});

describe('CSV values', () => {
  it('are the page’s words for statuses, flags and checks, and the export’s for yes and no', async () => {
    const { en, 'zh-CN': zh } = await loadCsvHeaders();
    expect(en.values.status).toEqual({
      'not-started': 'Not started',
      'in-progress': 'In progress',
      submitted: 'Submitted',
      'not-submitted': 'Not submitted',
      flagged: 'Flagged',
    });
    expect(zh.values.status.flagged).toBe('已标记');
    expect(zh.values.listeningFlag).toEqual({ unheard: '未听声音', 'too-fast': '作答过快' });
    expect(zh.values.headphoneCheck['not-taken']).toBe('未检测');
    expect(zh.values.outcome).toEqual({ submitted: '已提交', 'not-submitted': '未提交' });
    expect(zh.values.countedAttempt.best).toBe('最好的一次作答');
    expect([zh.values.yesNo.yes, zh.values.yesNo.no, en.values.yesNo.yes]).toEqual(['是', '否', 'Yes']);
  });

  it('fail the start, naming the file and key, when one is missing in a language', async () => {
    const dir = await localesCopy();
    const file = path.join(dir, 'zh-CN', 'results.json');
    const results = JSON.parse(await readFile(file, 'utf8')) as { status: Record<string, string> };
    delete results.status.flagged;
    await writeFile(file, JSON.stringify(results));
    await expect(loadCsvHeaders(dir)).rejects.toThrow(/zh-CN[\\/]results\.json has no status\.flagged/);
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
