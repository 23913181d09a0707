import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnReport } from '../../../src/lib/api-types';
import { PROGRESS_LIMIT } from '../reports/own-report';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fixtureSubmitId, insertReportFixture } from '../testing/report-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertReportFixture(t.db);
});
afterAll(() => t.close());

const LI = { sub: 'fx|li' };

async function own(who: { sub: string }, area: string, query = ''): Promise<OwnReport> {
  const res = await t.request('GET', `/api/reports/${area}?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OwnReport>();
}

describe('GET /api/reports/:area', () => {
  it("shows only the caller's practice submissions, newest first, with both summaries", async () => {
    const r = await own(LI, 'loudness');
    expect(r).toMatchObject({ area: 'loudness', kind: 'practice', total: 3, page: 1, pageSize: 20 });
    expect(r.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(3), fixtureSubmitId(2), fixtureSubmitId(1)]);
    expect(r.rows[0]).toEqual({
      submitId: fixtureSubmitId(3),
      submittedAt: '2026-03-01T00:00:00.000Z',
      durationSeconds: 63,
      questionCount: 10,
      score: 80,
      correctRate: 80,
      official: false,
      headphoneCheck: null,
    });
    expect(r.summary).toEqual({
      practice: { count: 3, averageScore: 60, bestScore: 80 },
      official: { count: 1, averageScore: 75, bestScore: 75 },
    });
  });

  it('charts both kinds oldest first', async () => {
    const r = await own(LI, 'loudness');
    expect(r.progress).toEqual([
      { submittedAt: '2026-02-01T09:00:00.000Z', correctRate: 40, official: false },
      { submittedAt: '2026-02-15T23:59:59.000Z', correctRate: 60, official: false },
      { submittedAt: '2026-03-01T00:00:00.000Z', correctRate: 80, official: false },
      { submittedAt: '2026-03-02T10:00:00.000Z', correctRate: 75, official: true },
    ]);
  });

  it('lists official exams apart and paginates', async () => {
    const official = await own(LI, 'loudness', 'kind=official');
    expect(official.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(10)]);
    expect(official.rows[0]?.official).toBe(true);
    const page2 = await own(LI, 'loudness', 'pageSize=2&page=2');
    expect(page2.total).toBe(3);
    expect(page2.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(1)]);
  });

  it('keeps areas apart, and a student without submissions sees an empty report', async () => {
    const eq = await own(LI, 'eq');
    expect(eq.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(12)]);
    const nobody = await own({ sub: 'test|nobody' }, 'loudness');
    expect(nobody).toMatchObject({ total: 0, rows: [], progress: [] });
    expect(nobody.summary.practice).toEqual({ count: 0, averageScore: null, bestScore: null });
  });

  it('never shows another student their classmate\'s rows', async () => {
    const zhang = await own({ sub: 'fx|zhang' }, 'loudness');
    expect(zhang.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(5), fixtureSubmitId(4)]);
    expect(zhang.summary.official.count).toBe(0);
  });

  it('caps the chart at the latest points', async () => {
    const sub = 'test|busy';
    await t.db.query("INSERT INTO users (sub, name, email) VALUES ($1, 'Busy', 'busy@uni.example')", [sub]);
    await t.db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
          score, correct_rate, started_at, finished_at, duration_seconds)
       SELECT gen_random_uuid(), $1, 'loudness', 'exam', false, i, '{}', '[]', 10, i % 100, i % 100,
              timestamptz '2026-01-01' + i * interval '1 hour', timestamptz '2026-01-01' + i * interval '1 hour' + interval '1 minute', 60
         FROM generate_series(1, $2::int) AS i`,
      [sub, PROGRESS_LIMIT + 20],
    );
    const r = await own({ sub }, 'loudness', 'pageSize=100');
    expect(r.total).toBe(PROGRESS_LIMIT + 20);
    expect(r.rows).toHaveLength(100);
    expect(r.progress).toHaveLength(PROGRESS_LIMIT);
    // The oldest 20 fell off; the rest run oldest first.
    expect(r.progress[0]?.correctRate).toBe(21);
    expect(r.progress.at(-1)?.submittedAt).toBe(r.rows[0]?.submittedAt);
  });

  it('rejects bad paging with 400', async () => {
    for (const query of ['pageSize=101', 'page=-1', 'page=x', 'kind=both']) {
      const res = await t.request('GET', `/api/reports/loudness?${query}`, LI);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
