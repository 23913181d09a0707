import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnReport } from '../../../src/api-contract';
import { DEFAULT_AREAS } from '../areas';
import { PROGRESS_LIMIT } from './own-report';
import { DEFAULT_OFFICIAL_EXAM_RULES } from '../official-exams/official-exam-rules';
import { createTestApp, type TestApp } from '../testing/test-app';
import { OFFICIAL_AREA, fixtureSubmitId, insertOfficialAttempts, insertReportFixture } from '../testing/report-fixture';
import { TEST_COUNT } from '../testing/test-area';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertReportFixture(t.db);
  await insertOfficialAttempts(t.db);
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
    const r = await own(LI, TEST_COUNT);
    expect(r).toMatchObject({ area: TEST_COUNT, kind: 'practice', total: 3, page: 1, pageSize: 20 });
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
      outcome: 'submitted',
      // The fixture's settings name no preset of the area.
      difficulty: null,
      settings: {},
      // Played on pink noise (or a file).
      programme: null,
    });
    expect(r.summary).toEqual({
      practice: { count: 3, averageScore: 60, bestScore: 80, byDifficulty: [{ difficulty: null, count: 3, averageScore: 60, bestScore: 80 }] },
      official: { count: 1, averageScore: 75, bestScore: 75, countedAttempt: 'best', countedScore: 75 },
    });
  });

  it('charts both kinds oldest first', async () => {
    const r = await own(LI, TEST_COUNT);
    expect(r.progress).toEqual([
      { submittedAt: '2026-02-01T09:00:00.000Z', score: 40, correctRate: 40, official: false, difficulty: null },
      { submittedAt: '2026-02-15T23:59:59.000Z', score: 60, correctRate: 60, official: false, difficulty: null },
      { submittedAt: '2026-03-01T00:00:00.000Z', score: 80, correctRate: 80, official: false, difficulty: null },
      { submittedAt: '2026-03-02T10:00:00.000Z', score: 75, correctRate: 75, official: true, difficulty: null },
    ]);
  });

  it('lists official exams apart and paginates', async () => {
    const official = await own(LI, TEST_COUNT, 'kind=official');
    expect(official.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(10)]);
    expect(official.rows[0]?.official).toBe(true);
    const page2 = await own(LI, TEST_COUNT, 'pageSize=2&page=2');
    expect(page2.total).toBe(3);
    expect(page2.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(1)]);
  });

  it('keeps areas apart, and a student without submissions sees an empty report', async () => {
    const eq = await own(LI, 'eq');
    expect(eq.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(12)]);
    const nobody = await own({ sub: 'test|nobody' }, TEST_COUNT);
    expect(nobody).toMatchObject({ total: 0, rows: [], progress: [] });
    expect(nobody.summary.practice).toEqual({ count: 0, averageScore: null, bestScore: null, byDifficulty: [] });
    expect(nobody.summary.official).toEqual({ count: 0, averageScore: null, bestScore: null, countedAttempt: 'best', countedScore: null });
  });

  it('never shows another student their classmate\'s rows', async () => {
    const zhang = await own({ sub: 'fx|zhang' }, TEST_COUNT);
    expect(zhang.rows.map((row) => row.submitId)).toEqual([fixtureSubmitId(5), fixtureSubmitId(4)]);
    expect(zhang.summary.official.count).toBe(0);
  });

  it('caps the chart at the latest points', async () => {
    const sub = 'test|busy';
    await t.db.query("INSERT INTO users (sub, name, email) VALUES ($1, 'Busy', 'busy@uni.example')", [sub]);
    await t.db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
          score, correct_rate, started_at, finished_at, duration_seconds)
       SELECT gen_random_uuid(), $1, 'test-count', 'exam', false, i, '{}', '[]', 10, i % 100, i % 100,
              timestamptz '2026-01-01' + i * interval '1 hour', timestamptz '2026-01-01' + i * interval '1 hour' + interval '1 minute', 60
         FROM generate_series(1, $2::int) AS i`,
      [sub, PROGRESS_LIMIT + 20],
    );
    const r = await own({ sub }, TEST_COUNT, 'pageSize=100');
    expect(r.total).toBe(PROGRESS_LIMIT + 20);
    expect(r.rows).toHaveLength(100);
    expect(r.progress).toHaveLength(PROGRESS_LIMIT);
    // The oldest 20 fell off; the rest run oldest first.
    expect(r.progress[0]?.correctRate).toBe(21);
    expect(r.progress.at(-1)?.submittedAt).toBe(r.rows[0]?.submittedAt);
  });

  it('rejects bad paging with 400', async () => {
    for (const query of ['pageSize=101', 'page=-1', 'page=x', 'kind=both']) {
      const res = await t.request('GET', `/api/reports/test-count?${query}`, LI);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/reports/:area, difficulties', () => {
  const sub = 'test|levels';
  const eqPreset = (id: string): unknown => DEFAULT_AREAS.eq.difficultyPresets.find((preset) => preset.id === id)?.settings;
  const custom = { ...(eqPreset('easy') as object), gainMagnitude: 3 };

  beforeAll(async () => {
    await t.db.query("INSERT INTO users (sub, name, email) VALUES ($1, 'Levels', 'levels@uni.example')", [sub]);
    // Expert 40, Beginner 90 and 70, custom 55, oldest first: a mixed average would be 63.8.
    const exams = [
      [eqPreset('expert'), 40],
      [eqPreset('beginner'), 90],
      [custom, 55],
      [{ ...(eqPreset('beginner') as object), extra: 'kept' }, 70],
    ] as const;
    for (const [i, [settings, score]] of exams.entries()) {
      await t.db.query(
        `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
            score, correct_rate, started_at, finished_at, duration_seconds)
         VALUES (gen_random_uuid(), $1, 'eq', 'exam', false, $2, $3::jsonb, '[]', 10, $4, $4, $5, $5, 60)`,
        [sub, i, JSON.stringify(settings), score, new Date(Date.UTC(2026, 4, 1 + i)).toISOString()],
      );
    }
  });

  it('names the difficulty of every row and chart point, custom settings as null', async () => {
    const r = await own({ sub }, 'eq');
    expect(r.rows.map((row) => [row.score, row.difficulty])).toEqual([[70, 'beginner'], [55, null], [90, 'beginner'], [40, 'expert']]);
    expect(r.rows[1]?.settings).toEqual(custom);
    expect(r.progress.map((point) => [point.score, point.difficulty])).toEqual([[40, 'expert'], [90, 'beginner'], [55, null], [70, 'beginner']]);
  });

  it('averages practice per difficulty, easiest first and custom last', async () => {
    const r = await own({ sub }, 'eq');
    expect(r.summary.practice.byDifficulty).toEqual([
      { difficulty: 'beginner', count: 2, averageScore: 80, bestScore: 90 },
      { difficulty: 'expert', count: 1, averageScore: 40, bestScore: 40 },
      { difficulty: null, count: 1, averageScore: 55, bestScore: 55 },
    ]);
  });
});

describe('GET /api/reports/:area, official attempts', () => {
  it('lists an exam never handed in as not submitted, score 0, and never shows the student a listening flag', async () => {
    const r = await own(LI, OFFICIAL_AREA, 'kind=official');
    expect(r.rows.map((row) => [Number(row.submitId.slice(-12)), row.outcome, row.score])).toEqual([
      [22, 'not-submitted', 0],
      [21, 'submitted', 90],
      [20, 'submitted', 70],
    ]);
    for (const row of r.rows) {
      expect(row).not.toHaveProperty('listeningFlag');
      expect(row).not.toHaveProperty('listeningTimeline');
    }
    expect(JSON.stringify(r)).not.toMatch(/too-fast|listening/i);
  });

  it('counts the best attempt by default, the not-submitted one included in count and average', async () => {
    const r = await own(LI, OFFICIAL_AREA, 'kind=official');
    expect(r.summary.official).toEqual({ count: 3, averageScore: 53.3, bestScore: 90, countedAttempt: 'best', countedScore: 90 });
  });

  it('counts the attempt the rule names', async () => {
    const last = await createTestApp(undefined, { officialRules: { ...DEFAULT_OFFICIAL_EXAM_RULES, countedAttempt: 'last' } });
    try {
      await insertReportFixture(last.db);
      await insertOfficialAttempts(last.db);
      const res = await last.request('GET', `/api/reports/${OFFICIAL_AREA}?kind=official`, LI);
      expect(res.statusCode, res.body).toBe(200);
      // The last attempt was never handed in: it counts 0.
      expect(res.json<OwnReport>().summary.official).toMatchObject({ countedAttempt: 'last', countedScore: 0, bestScore: 90 });
    } finally {
      await last.close();
    }
  });
});
