/** One student across areas for a teacher: summaries, points oldest first, the practice trend per week at one difficulty. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentSummary } from '../../../src/api-contract';
import { AREA_IDS } from '../../../src/lib/area-registry';
import { DEFAULT_AREAS } from '../areas';
import { createTestApp, STUDENT, TEACHER, type TestApp } from '../testing/test-app';
import { TEST_COUNT, OTHER_TEST_COUNT } from '../testing/test-area';

const W0 = Date.parse('2026-03-02T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const SUB = 'sum|zoe';
const stereoPreset = (id: string): unknown => DEFAULT_AREAS.stereo.difficultyPresets.find((preset) => preset.id === id)?.settings;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO users (sub, name, email, student_id, organization_id)
     VALUES ($1, 'Zoë Weber', 'zoe@cons.example', 'S-042', (SELECT id FROM organizations WHERE name = 'Conservatory of Music'))`,
    [SUB],
  );
  const rows: [area: string, official: boolean, at: number, score: number, settings?: unknown][] = [
    // EQ practice 10, 30, 20, 40 in weeks 0-3: slope 40 / 5 = 8 points per week (worked out below).
    ['eq', false, W0, 10],
    ['eq', false, W0 + WEEK, 30],
    ['eq', false, W0 + 2 * WEEK, 20],
    ['eq', false, W0 + 3 * WEEK, 40],
    ['eq', true, W0 + DAY, 70],
    ['eq', true, W0 + 15 * DAY, 85],
    [OTHER_TEST_COUNT, false, W0, 55],
    // Two loudness exams ten minutes apart: a slope of 2 points a minute is no weekly trend.
    [TEST_COUNT, false, W0, 40],
    [TEST_COUNT, false, W0 + 10 * 60_000, 60],
    // Stereo high at Easy, then lower at Medium and rising there: +10 a week at Medium, downhill across both.
    ['stereo', false, W0, 90, stereoPreset('easy')],
    ['stereo', false, W0 + WEEK, 95, stereoPreset('easy')],
    ['stereo', false, W0 + 2 * WEEK, 40, stereoPreset('medium')],
    ['stereo', false, W0 + 3 * WEEK, 50, stereoPreset('medium')],
  ];
  for (const [i, [area, official, at, score, settings = {}]] of rows.entries()) {
    await t.db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count, score,
          correct_rate, started_at, finished_at, duration_seconds)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $9::jsonb, '[]'::jsonb, 10, $6, $6, $7, $8, 60)`,
      [SUB, area, official ? 'official' : 'exam', official, i, score, new Date(at - 60_000).toISOString(), new Date(at).toISOString(), JSON.stringify(settings)],
    );
  }
});
afterAll(() => t.close());

async function summary(): Promise<StudentSummary> {
  const res = await t.request('GET', `/api/students/${encodeURIComponent(SUB)}/summary`, TEACHER);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StudentSummary>();
}

describe('GET /api/students/:sub/summary', () => {
  it('names the student and lists every area, those without results with count 0', async () => {
    const s = await summary();
    expect(s.student).toEqual({ sub: SUB, name: 'Zoë Weber', email: 'zoe@cons.example', studentId: 'S-042', organization: 'Conservatory of Music' });
    expect(s.areas.map((a) => a.area)).toEqual([...AREA_IDS, TEST_COUNT, OTHER_TEST_COUNT]);
    const reverb = s.areas.find((a) => a.area === 'reverb');
    expect(reverb).toEqual({
      area: 'reverb',
      practice: { count: 0, averageScore: null, bestScore: null },
      official: { count: 0, averageScore: null, bestScore: null },
      points: [],
      practiceTrend: null,
      thresholds: [],
    });
  });

  it("gives each dimension's first and latest threshold and the number of runs that gave one", async () => {
    const runs: [at: number, threshold: number | null][] = [
      [W0, 6],
      [W0 + WEEK, null],
      [W0 + 2 * WEEK, 4.5],
      [W0 + 3 * WEEK, 3],
    ];
    for (const [at, threshold] of runs) {
      await t.db.query(
        `INSERT INTO adaptive_runs (submit_id, user_sub, area, dimension, seed, answers, trial_count, threshold, threshold_low,
            threshold_high, track, correct_rate, confusions, started_at, finished_at, duration_seconds, generator_version)
         VALUES (gen_random_uuid(), $1, 'eq', 'gain', 1, '[]'::jsonb, 40, $2::float8, $2::float8 - 1, $2::float8 + 1, '[]'::jsonb, 80, '[]'::jsonb, $3, $3, 60, 1)`,
        [SUB, threshold, new Date(at).toISOString()],
      );
    }
    const eq = (await summary()).areas.find((a) => a.area === 'eq');
    expect(eq?.thresholds).toEqual([
      {
        dimension: 'gain',
        unit: 'dB',
        runs: 3,
        first: expect.objectContaining({ threshold: 6, low: 5, high: 7, finishedAt: new Date(W0).toISOString() }),
        latest: expect.objectContaining({ threshold: 3, low: 2, high: 4, finishedAt: new Date(W0 + 3 * WEEK).toISOString() }),
      },
    ]);
  });

  it('summarises practice and official apart, with the points oldest first', async () => {
    const eq = (await summary()).areas.find((a) => a.area === 'eq');
    expect(eq?.practice).toEqual({ count: 4, averageScore: 25, bestScore: 40 });
    expect(eq?.official).toEqual({ count: 2, averageScore: 77.5, bestScore: 85 });
    // Settings no preset names: custom.
    expect(eq?.points).toEqual([
      { submittedAt: new Date(W0).toISOString(), score: 10, official: false, difficulty: null },
      { submittedAt: new Date(W0 + DAY).toISOString(), score: 70, official: true, difficulty: null },
      { submittedAt: new Date(W0 + WEEK).toISOString(), score: 30, official: false, difficulty: null },
      { submittedAt: new Date(W0 + 2 * WEEK).toISOString(), score: 20, official: false, difficulty: null },
      { submittedAt: new Date(W0 + 15 * DAY).toISOString(), score: 85, official: true, difficulty: null },
      { submittedAt: new Date(W0 + 3 * WEEK).toISOString(), score: 40, official: false, difficulty: null },
    ]);
    const stereo = (await summary()).areas.find((a) => a.area === 'stereo');
    expect(stereo?.points.map((point) => point.difficulty)).toEqual(['easy', 'easy', 'medium', 'medium']);
  });

  it('gives the least-squares trend of the practice scores per week at the difficulty practised last, null with fewer than two', async () => {
    // x = 0 1 2 3 (weeks), y = 10 30 20 40: mean 1.5 and 25; sum of (x - 1.5)(y - 25) = 22.5 - 2.5 - 2.5 + 22.5 = 40,
    // sum of (x - 1.5)^2 = 5: slope 8. The official scores do not move it.
    const areas = (await summary()).areas;
    const trend = (area: string) => areas.find((a) => a.area === area)?.practiceTrend;
    expect(trend('eq')?.difficulty).toBeNull();
    expect(trend('eq')?.perWeek).toBeCloseTo(8, 6);
    // Medium's 40 then 50 a week later; Easy's higher scores before are another difficulty.
    expect(trend('stereo')).toEqual({ difficulty: 'medium', perWeek: 10 });
    expect(trend(OTHER_TEST_COUNT)).toEqual({ difficulty: null, perWeek: null });
    expect(trend(TEST_COUNT)?.perWeek).toBeNull();
    expect(trend('reverb')).toBeNull();
  });

  it('answers 404 for an unknown student and 403 without read:admin', async () => {
    const unknown = await t.request('GET', '/api/students/nobody%7Cknown/summary', TEACHER);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404 });
    expect((await t.request('GET', `/api/students/${encodeURIComponent(SUB)}/summary`, STUDENT)).statusCode).toBe(403);
  });
});
