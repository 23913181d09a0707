import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotalReport, TotalReportView } from '../../../src/api-contract';
import { csvLocale } from './csv-columns';
import { loadCsvHeaders } from './csv-labels';
import { exportTotalReport } from './total-report-export';
import { TEACHER, createTestApp, type TestApp } from '../testing/test-app';
import { OFFICIAL_AREA, fixtureSubmitId, insertOfficialAttempts, insertReportFixture } from '../testing/report-fixture';
import { TEST_COUNT } from '../testing/test-area';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertReportFixture(t.db);
  await insertOfficialAttempts(t.db);
});
afterAll(() => t.close());

const BOM = '\uFEFF';

/** The header labels straight from the locale files the SPA uses too. */
function labelsOf(language: 'en' | 'zh-CN'): Record<string, string> {
  const url = new URL(`../../../locales/${language}/export.json`, import.meta.url);
  const parsed = JSON.parse(readFileSync(url, 'utf8')) as { csv: { columns: Record<string, string> } };
  return parsed.csv.columns;
}

const USER_HEADER = ['user', 'studentId', 'name', 'organization', 'submitCount', 'averageScore', 'maxScore'];
const SUBMISSION_HEADER = [
  'submittedAt',
  'submitId',
  'user',
  'studentId',
  'name',
  'organization',
  'durationSeconds',
  'questionCount',
  'score',
  'correctRate',
  'official',
];
/** The header line of `keys` in `language`, every label present; times in `zone`. */
function headerLine(keys: readonly string[], language: 'en' | 'zh-CN', zone = 'UTC'): string {
  const labels = labelsOf(language);
  return keys
    .map((key) => {
      const label = labels[key];
      expect(label, `${language} csv.columns.${key}`).toBeTruthy();
      return label?.replace('{{zone}}', zone);
    })
    .join(',');
}

async function exportCsv(query: string, headers: Record<string, string> = {}, area = TEST_COUNT) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/total-reports/${area}/export?${query}`,
    headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}`, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Lines without the final empty one (every record ends with CRLF). */
const linesOf = (body: string): string[] => body.split('\r\n').slice(0, -1);

describe('GET /api/total-reports/:area/export', () => {
  it('streams the filtered submissions as CSV with BOM, header and download headers', async () => {
    const res = await exportCsv('view=submissions&organization=Institute%20of%20Acoustics');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="test-count-submissions-practice-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-rows']).toBe('3');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(BOM)).toBe(true);
    const lines = linesOf(res.body.slice(1));
    expect(lines).toEqual([
      headerLine(SUBMISSION_HEADER, 'en'),
      `2026-02-28 18:00,${fixtureSubmitId(7)},ana@acoustics.example,I-001,Ana García,Institute of Acoustics,67,10,100,100,No`,
      // Formula injection: text starting with = or + gets a leading apostrophe; quotes are doubled.
      `2026-02-20 10:00,${fixtureSubmitId(8)},evil@acoustics.example,'+C-666,"'=HYPERLINK(""http://x"")",Institute of Acoustics,68,10,10,10,No`,
      `2026-02-15 00:00,${fixtureSubmitId(6)},ana@acoustics.example,I-001,Ana García,Institute of Acoustics,66,10,90,90,No`,
    ]);
  });

  it('keeps Chinese names intact and translates the header for zh-CN', async () => {
    const res = await exportCsv('view=users&organization=Conservatory%20of%20Music', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.headers['x-total-rows']).toBe('3');
    expect(linesOf(res.body.slice(1))).toEqual([
      headerLine(USER_HEADER, 'zh-CN'),
      'li.ming@cons.example,C-001,李明,Conservatory of Music,3,60,80',
      'percy@cons.example,C-003,Percy 100%_Sure,Conservatory of Music,1,55,55',
      'zhang.wei@cons.example,C-002,张伟,Conservatory of Music,2,60,70',
    ]);
    const english = await exportCsv('view=users&lang=en', { 'accept-language': 'zh-CN' });
    expect(linesOf(english.body.slice(1))[0]).toBe(headerLine(USER_HEADER, 'en'));
    const chineseByQuery = await exportCsv('view=submissions&lang=zh-CN&organization=Nowhere', { 'accept-language': 'en' });
    expect(linesOf(chineseByQuery.body.slice(1))).toEqual([headerLine(SUBMISSION_HEADER, 'zh-CN')]);
    expect(headerLine(SUBMISSION_HEADER, 'zh-CN')).not.toBe(headerLine(SUBMISSION_HEADER, 'en'));
  });

  it('writes the times as the page shows them, in the time zone the browser sent, named in the header', async () => {
    const query = `view=submissions&organization=Institute%20of%20Acoustics&lang=zh-CN&tz=${encodeURIComponent('Asia/Shanghai')}`;
    const lines = linesOf((await exportCsv(query)).body.slice(1));
    expect(lines[0]).toBe(headerLine(SUBMISSION_HEADER, 'zh-CN', 'Asia/Shanghai'));
    expect(lines[0]?.startsWith('提交时间（Asia/Shanghai）,')).toBe(true);
    // 18:00 UTC on 28 February is 02:00 on 1 March in Shanghai.
    expect(lines[1]).toBe(`2026-03-01 02:00,${fixtureSubmitId(7)},ana@acoustics.example,I-001,Ana García,Institute of Acoustics,67,10,100,100,否`);
    const unknown = linesOf((await exportCsv('view=submissions&organization=Institute%20of%20Acoustics&tz=Mars%2FOlympus')).body.slice(1));
    expect(unknown[0]?.startsWith('Submit time (UTC),')).toBe(true);
    expect(unknown[1]?.startsWith('2026-02-28 18:00,')).toBe(true);
  });

  it('applies kind, dates and the report sort; names the file after them', async () => {
    const res = await exportCsv('view=submissions&kind=official&from=2026-03-03&sort=score&order=asc');
    expect(res.headers['content-disposition']).toContain('test-count-submissions-official-');
    expect(res.headers['x-total-rows']).toBe('1');
    expect(linesOf(res.body.slice(1)).slice(1).map((l) => l.split(',')[1])).toEqual([fixtureSubmitId(11)]);
    const empty = await exportCsv('view=submissions&organization=Nowhere');
    expect(empty.headers['x-total-rows']).toBe('0');
    expect(linesOf(empty.body.slice(1))).toHaveLength(1);
  });

  it('walks keyset batches to the same rows, in the same order, as one big page', async () => {
    const cases: [TotalReportView, string, 'asc' | 'desc'][] = [
      ['submissions', 'submittedAt', 'desc'],
      ['submissions', 'organization', 'asc'],
      ['submissions', 'correctRate', 'desc'],
      ['submissions', 'name', 'desc'],
      ['users', 'averageScore', 'desc'],
      ['users', 'organization', 'asc'],
    ];
    const english = csvLocale((await loadCsvHeaders()).en, 'UTC');
    for (const [view, sort, order] of cases) {
      const query = { area: TEST_COUNT, kind: 'practice' as const, view, sort, order, countedAttempt: 'best' as const };
      const csv = await exportTotalReport(t.db, query, english, new Date(), 2);
      const chunks: string[] = [];
      for await (const chunk of csv.stream) chunks.push(String(chunk));
      const exported = linesOf(chunks.join('').slice(1)).slice(1);
      const res = await t.request('GET', `/api/total-reports/test-count?view=${view}&sort=${sort}&order=${order}&pageSize=200`, TEACHER);
      const paged = res.json<TotalReport>();
      expect(exported, `${view} ${sort}`).toHaveLength(paged.total);
      const firstCells = exported.map((line) => line.split(',')[view === 'users' ? 0 : 1]);
      const expected = paged.rows.map((row) => ('submitId' in row ? row.submitId : row.user));
      expect(firstCells, `${view} ${sort}`).toEqual(expected);
      expect(csv.totalRows).toBe(paged.total);
    }
  });

  it('refuses an unknown sort column before streaming', async () => {
    const res = await t.request('GET', '/api/total-reports/test-count/export?view=users&sort=score', TEACHER);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('GET /api/total-reports/:area/export, official attempts', () => {
  const OFFICIAL_SUBMISSION_HEADER = [...SUBMISSION_HEADER, 'outcome', 'listeningFlag', 'listeningTimeline'];

  it('adds the outcome, the listening flag and the timeline; a not-submitted exam scores 0', async () => {
    const res = await exportCsv('view=submissions&kind=official&user=ming', {}, OFFICIAL_AREA);
    expect(linesOf(res.body.slice(1))).toEqual([
      headerLine(OFFICIAL_SUBMISSION_HEADER, 'en'),
      `2026-04-08 10:00,${fixtureSubmitId(22)},li.ming@cons.example,C-001,李明,Conservatory of Music,600,3,0,0,Yes,Not submitted,,`,
      `2026-04-05 10:00,${fixtureSubmitId(21)},li.ming@cons.example,C-001,李明,Conservatory of Music,600,3,90,90,Yes,Submitted,Too fast,` +
        '"answered after 9.8 s; question sounds first served at 0, 2.5, 4.1 s"',
      `2026-04-01 10:00,${fixtureSubmitId(20)},li.ming@cons.example,C-001,李明,Conservatory of Music,600,3,70,70,Yes,Submitted,,` +
        '"answered after 580 s; question sounds first served at 0, 30, 61.5 s"',
    ]);
  });

  it('writes the timeline and the values in the language of the export, naming sounds never served', async () => {
    const res = await exportCsv('view=submissions&kind=official&user=ana&lang=zh-CN', {}, OFFICIAL_AREA);
    const lines = linesOf(res.body.slice(1));
    expect(lines[0]).toBe(headerLine(OFFICIAL_SUBMISSION_HEADER, 'zh-CN'));
    expect(lines[1]).toMatch(/,60,60,是,已提交,未听声音,"首个声音后 120 秒提交答案; 各题声音首次播放于 0, –, 40 秒; 从未播放：第 2 题"$/);
    expect(lines[2]).toMatch(/,0,0,是,未提交,,$/);
  });

  it("adds each student's counted score and the rule to the users view", async () => {
    const res = await exportCsv('view=users&kind=official', {}, OFFICIAL_AREA);
    expect(linesOf(res.body.slice(1))).toEqual([
      headerLine([...USER_HEADER, 'countedScore', 'countedAttempt'], 'en'),
      'ana@acoustics.example,I-001,Ana García,Institute of Acoustics,2,30,60,60,best attempt',
      'li.ming@cons.example,C-001,李明,Conservatory of Music,3,53.3,90,90,best attempt',
    ]);
  });
});
