import { TEST_COUNT } from '../testing/test-area';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotalReport, TotalReportSubmissionRow, TotalReportUserRow } from '../../../src/api-contract';
import { totalReport } from './total-report';
import { DEFAULT_OFFICIAL_EXAM_RULES } from '../official-exams/official-exam-rules';
import { TEACHER, createTestApp, type TestApp } from '../testing/test-app';
import {
  OFFICIAL_AREA,
  OFFICIAL_ATTEMPTS,
  fixtureSubmitId,
  insertOfficialAttempts,
  insertReportFixture,
} from '../testing/report-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertReportFixture(t.db);
  await insertOfficialAttempts(t.db);
});
afterAll(() => t.close());

async function report(query: string): Promise<TotalReport> {
  const res = await t.request('GET', `/api/total-reports/test-count?${query}`, TEACHER);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TotalReport>();
}

/** Fixture numbers of the submissions a query returns, in order (ids end in the number). */
async function submissionNumbers(query: string): Promise<number[]> {
  const r = await report(`view=submissions&pageSize=200&${query}`);
  expect(r.view).toBe('submissions');
  expect(r.total).toBe(r.rows.length);
  return (r.rows as TotalReportSubmissionRow[]).map((row) => Number(row.submitId.slice(-12)));
}

async function userSubs(query: string): Promise<string[]> {
  const r = await report(`view=users&pageSize=200&${query}`);
  expect(r.total).toBe(r.rows.length);
  return (r.rows as TotalReportUserRow[]).map((row) => row.sub);
}

const sorted = (ns: number[]): number[] => [...ns].sort((a, b) => a - b);

describe('GET /api/total-reports/:area, users view', () => {
  it('aggregates practice submissions per student, sorted by user (e-mail) by default', async () => {
    const r = await report('');
    expect(r).toMatchObject({ area: TEST_COUNT, kind: 'practice', view: 'users', total: 5, page: 1, pageSize: 20 });
    expect(r).not.toHaveProperty('countedAttempt');
    expect(r.rows).toEqual([
      { sub: 'fx|garcia', user: 'ana@acoustics.example', studentId: 'I-001', name: 'Ana García', organization: 'Institute of Acoustics', submitCount: 2, averageScore: 95, maxScore: 100 },
      { sub: 'fx|evil', user: 'evil@acoustics.example', studentId: '+C-666', name: '=HYPERLINK("http://x")', organization: 'Institute of Acoustics', submitCount: 1, averageScore: 10, maxScore: 10 },
      { sub: 'fx|li', user: 'li.ming@cons.example', studentId: 'C-001', name: '李明', organization: 'Conservatory of Music', submitCount: 3, averageScore: 60, maxScore: 80 },
      { sub: 'fx|percy', user: 'percy@cons.example', studentId: 'C-003', name: 'Percy 100%_Sure', organization: 'Conservatory of Music', submitCount: 1, averageScore: 55, maxScore: 55 },
      // Now at the Institute, but the term's submissions were made at the Conservatory.
      { sub: 'fx|zhang', user: 'zhang.wei@cons.example', studentId: 'C-002', name: '张伟', organization: 'Conservatory of Music', submitCount: 2, averageScore: 60, maxScore: 70 },
    ]);
  });

  it('keeps official exams apart', async () => {
    const r = await report('kind=official');
    expect(r.countedAttempt).toBe('best');
    expect(r.rows).toEqual([
      expect.objectContaining({ sub: 'fx|garcia', submitCount: 1, averageScore: 95, maxScore: 95, countedScore: 95 }),
      expect.objectContaining({ sub: 'fx|li', submitCount: 1, averageScore: 75, maxScore: 75, countedScore: 75 }),
    ]);
  });

  it('sorts by a whitelisted column with a stable tie-break', async () => {
    expect(await userSubs('sort=averageScore&order=desc')).toEqual(['fx|garcia', 'fx|zhang', 'fx|li', 'fx|percy', 'fx|evil']);
    expect(await userSubs('sort=submitCount&order=asc')).toEqual(['fx|evil', 'fx|percy', 'fx|garcia', 'fx|zhang', 'fx|li']);
    // Code point order (PGlite's C collation): '=' < 'A' < 'P' < 张 (U+5F20) < 李 (U+674E).
    expect(await userSubs('sort=name&order=asc')).toEqual(['fx|evil', 'fx|garcia', 'fx|percy', 'fx|zhang', 'fx|li']);
  });

  it('filters by organization (at submission time), combined with dates', async () => {
    expect(await userSubs('organization=Conservatory%20of%20Music')).toEqual(['fx|li', 'fx|percy', 'fx|zhang']);
    expect(await userSubs('organization=institute%20of%20acoustics')).toEqual(['fx|garcia', 'fx|evil']);
    const march = await report('organization=Conservatory%20of%20Music&from=2026-03-01');
    expect(march.rows).toEqual([
      expect.objectContaining({ sub: 'fx|li', submitCount: 1, averageScore: 80 }),
      expect.objectContaining({ sub: 'fx|percy', submitCount: 1, averageScore: 55 }),
      expect.objectContaining({ sub: 'fx|zhang', submitCount: 1, averageScore: 70 }),
    ]);
  });

  it('paginates with the total of all matching students', async () => {
    const r = await report('pageSize=2&page=2');
    expect(r.total).toBe(5);
    expect(r.rows.map((row) => row.sub)).toEqual(['fx|li', 'fx|percy']);
    expect((await report('pageSize=2&page=9')).rows).toEqual([]);
  });
});

describe('GET /api/total-reports/:area, submissions view, each filter', () => {
  it('lists every practice submission of the area, newest first', async () => {
    expect(await submissionNumbers('')).toEqual([5, 9, 3, 7, 8, 2, 6, 4, 1]);
    const r = await report('view=submissions&pageSize=1');
    expect(r.rows[0]).toEqual({
      submitId: fixtureSubmitId(5),
      submittedAt: '2026-03-10T12:00:00.000Z',
      durationSeconds: 65,
      questionCount: 10,
      score: 70,
      correctRate: 70,
      official: false,
      headphoneCheck: null,
      outcome: 'submitted',
      listeningFlag: null,
      listeningTimeline: null,
      sub: 'fx|zhang',
      user: 'zhang.wei@cons.example',
      studentId: 'C-002',
      name: '张伟',
      organization: 'Conservatory of Music',
    });
  });

  it('official kind', async () => {
    expect(await submissionNumbers('kind=official')).toEqual([11, 10]);
  });

  it('organization', async () => {
    expect(sorted(await submissionNumbers('organization=Conservatory%20of%20Music'))).toEqual([1, 2, 3, 4, 5, 9]);
    expect(sorted(await submissionNumbers('organization=Institute%20of%20Acoustics'))).toEqual([6, 7, 8]);
    expect(await submissionNumbers('organization=Nowhere')).toEqual([]);
  });

  it('from and to are inclusive UTC days', async () => {
    expect(sorted(await submissionNumbers('from=2026-02-15'))).toEqual([2, 3, 5, 6, 7, 8, 9]);
    expect(sorted(await submissionNumbers('to=2026-02-15'))).toEqual([1, 2, 4, 6]);
    expect(sorted(await submissionNumbers('from=2026-02-15&to=2026-02-15'))).toEqual([2, 6]);
    expect(sorted(await submissionNumbers('from=2026-03-11'))).toEqual([]);
  });

  it('submit id: exact, or a case-insensitive prefix', async () => {
    expect(await submissionNumbers(`submitId=${fixtureSubmitId(7)}`)).toEqual([7]);
    expect(await submissionNumbers(`submitId=${fixtureSubmitId(7).toUpperCase()}`)).toEqual([7]);
    expect(await submissionNumbers('submitId=AAAA1111')).toEqual([3, 2, 1]);
    expect(await submissionNumbers(`submitId=${fixtureSubmitId(12)}`)).toEqual([]);
  });

  it('user: name or e-mail, case-insensitive, wildcards taken literally', async () => {
    expect(await submissionNumbers('user=MING')).toEqual([3, 2, 1]);
    expect(await submissionNumbers(`user=${encodeURIComponent('李')}`)).toEqual([3, 2, 1]);
    expect(sorted(await submissionNumbers('user=acoustics.example'))).toEqual([6, 7, 8]);
    expect(await submissionNumbers('user=%25')).toEqual([9]);
    expect(await submissionNumbers('user=_')).toEqual([9]);
    expect(await submissionNumbers('user=%20%20')).toHaveLength(9);
  });

  it('student id: exact, as it was at submission time', async () => {
    expect(await submissionNumbers('studentId=C-002')).toEqual([5, 4]);
    expect(await submissionNumbers('studentId=C-00')).toEqual([]);
  });

  it('combinations narrow each other', async () => {
    expect(await submissionNumbers('organization=Conservatory%20of%20Music&from=2026-03-01')).toEqual([5, 9, 3]);
    expect(await submissionNumbers('organization=Institute%20of%20Acoustics&user=ana')).toEqual([7, 6]);
    expect(await submissionNumbers('studentId=C-001&to=2026-02-14')).toEqual([1]);
    expect(await submissionNumbers('studentId=C-001&to=2026-02-14&kind=official')).toEqual([]);
    expect(await submissionNumbers('user=li&submitId=aaaa&from=2026-02-02&to=2026-02-28')).toEqual([2]);
    expect(await submissionNumbers('organization=Institute%20of%20Acoustics&studentId=C-002')).toEqual([]);
  });

  it('sorts and paginates', async () => {
    expect(await submissionNumbers('sort=score&order=asc')).toEqual([8, 1, 4, 9, 2, 5, 3, 6, 7]);
    expect(await submissionNumbers('sort=organization&order=asc&submitId=aaaa')).toEqual([1, 2, 3]);
    const page3 = await report('view=submissions&pageSize=2&page=3');
    expect(page3.total).toBe(9);
    expect(page3.rows.map((row) => Number((row as TotalReportSubmissionRow).submitId.slice(-12)))).toEqual([8, 2]);
  });

  it('rejects bad queries with 400', async () => {
    for (const query of [
      'view=users&sort=score',
      'view=submissions&sort=password',
      'from=2026-02-30',
      'from=2026-03-01&to=2026-02-01',
      'pageSize=201',
      'page=0',
      'kind=all',
      'submitId=xyz',
      'order=sideways',
    ]) {
      const res = await t.request('GET', `/api/total-reports/test-count?${query}`, TEACHER);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ status: 400, message: expect.any(String) });
    }
  });

  it('answers an area without submissions with an empty page', async () => {
    const r = await report('');
    expect(r.total).toBeGreaterThan(0);
    const empty = await t.request('GET', '/api/total-reports/reverb?view=submissions', TEACHER);
    expect(empty.json()).toMatchObject({ area: 'reverb', total: 0, rows: [] });
  });
});

describe('GET /api/total-reports/:area, official attempts', () => {
  const officialReport = async (query: string): Promise<TotalReport> => {
    const res = await t.request('GET', `/api/total-reports/${OFFICIAL_AREA}?kind=official&pageSize=200&${query}`, TEACHER);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TotalReport>();
  };

  it('lists an exam never handed in as not submitted with score 0, and the listening flags with their timelines', async () => {
    const r = await officialReport('view=submissions');
    const rows = r.rows as TotalReportSubmissionRow[];
    expect(rows.map((row) => [Number(row.submitId.slice(-12)), row.outcome, row.score, row.listeningFlag])).toEqual([
      [22, 'not-submitted', 0, null],
      [21, 'submitted', 90, 'too-fast'],
      [24, 'submitted', 60, 'unheard'],
      [23, 'not-submitted', 0, null],
      [20, 'submitted', 70, null],
    ]);
    const timelineOf = (n: number) => rows.find((row) => row.submitId === fixtureSubmitId(n))?.listeningTimeline;
    expect(timelineOf(21)).toEqual(OFFICIAL_ATTEMPTS.find((a) => a.n === 21)?.timeline);
    expect(timelineOf(24)).toEqual({ firstSoundAt: '2026-04-04T09:58:00.000Z', questions: [0, null, 40], answeredAfterSeconds: 120 });
    expect(timelineOf(22)).toBeNull();
  });

  it("gives each student's counted score by the best attempt, not-submitted ones counting 0", async () => {
    const r = await officialReport('view=users');
    expect(r.countedAttempt).toBe('best');
    expect(r.rows).toEqual([
      expect.objectContaining({ sub: 'fx|garcia', submitCount: 2, averageScore: 30, maxScore: 60, countedScore: 60 }),
      expect.objectContaining({ sub: 'fx|li', submitCount: 3, averageScore: 53.3, maxScore: 90, countedScore: 90 }),
    ]);
  });

  it('counts the first attempt when the rule says so, and sorts by the counted score', async () => {
    const query = { area: OFFICIAL_AREA, kind: 'official', view: 'users', page: 1, pageSize: 20, countedAttempt: 'first' } as const;
    const first = await totalReport(t.db, { ...query, sort: 'countedScore', order: 'asc' });
    expect(first.countedAttempt).toBe('first');
    expect((first.rows as TotalReportUserRow[]).map((row) => [row.sub, row.countedScore])).toEqual([
      ['fx|garcia', 0],
      ['fx|li', 70],
    ]);
    const byCounted = await officialReport('view=users&sort=countedScore&order=desc');
    expect(byCounted.rows.map((row) => row.sub)).toEqual(['fx|li', 'fx|garcia']);
  });

  it('counts the last attempt in an app whose rule is last', async () => {
    const last = await createTestApp(undefined, { officialRules: { ...DEFAULT_OFFICIAL_EXAM_RULES, countedAttempt: 'last' } });
    try {
      await insertReportFixture(last.db);
      await insertOfficialAttempts(last.db);
      const res = await last.request('GET', `/api/total-reports/${OFFICIAL_AREA}?kind=official&view=users`, TEACHER);
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json<TotalReport>();
      expect(r.countedAttempt).toBe('last');
      // 李明's last attempt was never handed in.
      expect((r.rows as TotalReportUserRow[]).map((row) => [row.sub, row.countedScore])).toEqual([
        ['fx|garcia', 60],
        ['fx|li', 0],
      ]);
    } finally {
      await last.close();
    }
  });
});
