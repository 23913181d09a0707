import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaProgress, OwnProgress } from '../../../src/api-contract';
import { AREA_IDS } from '../../../src/lib/area-registry';
import { DEFAULT_AREAS } from '../areas';
import { officialFromRank } from './own-progress';
import { dropped, earnedLevel, nextStep, trendOf } from './progress-advice';
import { STUDENT, STUDENT_2, createTestApp, type TestApp } from '../testing/test-app';
import { TEST_COUNT, OTHER_TEST_COUNT } from '../testing/test-area';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTerm();
});
afterAll(() => t.close());

const preset = (area: 'eq' | 'stereo' | 'spatial', id: string): unknown => {
  const found = DEFAULT_AREAS[area].difficultyPresets.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${area}/${id}`);
  return found.settings;
};

interface Exam {
  sub: string;
  area: string;
  official?: boolean;
  settings: unknown;
  score: number;
  /** Day of March 2026. */
  day: number;
  outcome?: 'submitted' | 'not-submitted';
}

let serial = 0;
async function insert(exam: Exam): Promise<void> {
  serial += 1;
  const finished = new Date(Date.UTC(2026, 2, exam.day, 10, serial % 60));
  await t.db.query(
    `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
        score, correct_rate, started_at, finished_at, duration_seconds, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, '[]'::jsonb, 10, $8, $8, $9, $10, 60, $11)`,
    [
      `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
      exam.sub,
      exam.area,
      exam.official ? 'official' : 'exam',
      exam.official ?? false,
      serial,
      JSON.stringify(exam.settings),
      exam.score,
      new Date(finished.getTime() - 60_000).toISOString(),
      finished.toISOString(),
      exam.outcome ?? 'submitted',
    ],
  );
}

function subOf(who: typeof STUDENT): string {
  if (!who.sub) throw new Error('a test identity without a sub');
  return who.sub;
}
const ANNA = subOf(STUDENT);
const WANG = subOf(STUDENT_2);
const CLIMBER = { sub: 'test|climber', name: 'Climber' };

/**
 * Anna's term, worked out by hand: EQ moved from Easy to Medium and is high there; loudness (the
 * test registry's count area, one preset) dropped; stereo is high at Beginner with an official
 * exam taken; spatial has only an official exam never handed in; distance is practised at two
 * custom settings; the rest are untried. Wang's exams (EQ at Expert, reverb) must never show in hers.
 * The climber earned stereo's Beginner (three high scores in a row, then a low one), never had
 * three in a row at Easy, and tried Expert once.
 */
async function insertTerm(): Promise<void> {
  for (const who of [STUDENT, STUDENT_2, CLIMBER]) await t.request('GET', '/api/me', who);
  const eqEasy = preset('eq', 'easy');
  const eqMedium = preset('eq', 'medium');
  for (const [day, score] of [[1, 60], [2, 70], [3, 75]] as const) await insert({ sub: ANNA, area: 'eq', settings: eqEasy, score, day });
  for (const [day, score] of [[4, 82], [5, 85], [6, 90], [7, 88]] as const) await insert({ sub: ANNA, area: 'eq', settings: eqMedium, score, day });
  await insert({ sub: ANNA, area: TEST_COUNT, settings: { max: 6 }, score: 90, day: 2 });
  await insert({ sub: ANNA, area: TEST_COUNT, settings: { max: 6 }, score: 40, day: 9 });
  for (const [day, score] of [[1, 85], [2, 90], [3, 95]] as const) await insert({ sub: ANNA, area: 'stereo', settings: preset('stereo', 'beginner'), score, day });
  await insert({ sub: ANNA, area: 'stereo', official: true, settings: DEFAULT_AREAS.stereo.officialExam.settings, score: 70, day: 4 });
  await insert({ sub: ANNA, area: 'spatial', official: true, settings: DEFAULT_AREAS.spatial.officialExam.settings, score: 0, day: 8, outcome: 'not-submitted' });
  await insert({ sub: ANNA, area: 'distance', settings: { mode: 'basic', source: 'pink-noise' }, score: 90, day: 4 });
  await insert({ sub: ANNA, area: 'distance', settings: { mode: 'advanced', source: 'pink-noise' }, score: 50, day: 5 });
  for (const day of [10, 11, 12]) await insert({ sub: WANG, area: 'eq', settings: preset('eq', 'expert'), score: 100, day });
  await insert({ sub: WANG, area: 'reverb', settings: {}, score: 20, day: 12 });
  for (const [day, score] of [[1, 85], [2, 90], [3, 95], [4, 40]] as const) await insert({ sub: CLIMBER.sub, area: 'stereo', settings: preset('stereo', 'beginner'), score, day });
  for (const [day, score] of [[5, 80], [6, 79], [7, 85], [8, 90]] as const) await insert({ sub: CLIMBER.sub, area: 'stereo', settings: preset('stereo', 'easy'), score, day });
  await insert({ sub: CLIMBER.sub, area: 'stereo', settings: preset('stereo', 'expert'), score: 52.5, day: 9 });
}

async function progressOf(who: typeof STUDENT): Promise<{ body: OwnProgress; byArea: Record<string, AreaProgress> }> {
  const res = await t.request('GET', '/api/me/progress', who);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<OwnProgress>();
  return { body, byArea: Object.fromEntries(body.areas.map((area) => [area.area, area])) };
}

describe('GET /api/me/progress', () => {
  it('lists every area once, in the registry order, and counts all of the caller\'s exams', async () => {
    const { body } = await progressOf(STUDENT);
    expect(body.areas.map((area) => area.area)).toEqual([...AREA_IDS, TEST_COUNT, OTHER_TEST_COUNT]);
    expect(body.submissionCount).toBe(16);
  });

  it('earns the level by three high scores in a row, and takes the trend from the scores at the difficulty last practised', async () => {
    const { byArea } = await progressOf(STUDENT);
    expect(byArea.eq).toEqual({
      area: 'eq',
      practiceCount: 7,
      officialCount: 0,
      level: { preset: 'medium', number: 3 },
      levelCount: 6,
      practisedAt: 'medium',
      last: { score: 88, submittedAt: expect.stringMatching(/^2026-03-07T10:/), official: false, outcome: 'submitted' },
      // The Easy exams before are left out.
      recentScores: [82, 85, 90, 88],
      trend: 'up',
      // Consistently high at the middle preset, no official exam yet.
      next: { step: 'official', difficulty: null },
    });
  });

  it('suggests practising again after a drop, and a harder preset once the official exam is taken', async () => {
    const { byArea } = await progressOf(STUDENT);
    expect(byArea[TEST_COUNT]).toMatchObject({ level: null, practisedAt: 'easy', recentScores: [90, 40], trend: 'down', next: { step: 'again', difficulty: null } });
    expect(byArea.stereo).toMatchObject({
      practiceCount: 3,
      officialCount: 1,
      level: { preset: 'beginner', number: 1 },
      practisedAt: 'beginner',
      trend: 'up',
      last: { score: 70, official: true },
      next: { step: 'harder', difficulty: 'easy' },
    });
  });

  it('tells untried, official-only and custom-settings areas apart', async () => {
    const { byArea } = await progressOf(STUDENT);
    expect(byArea.reverb).toMatchObject({ practiceCount: 0, officialCount: 0, level: null, practisedAt: null, last: null, recentScores: [], trend: null, next: { step: 'start' } });
    expect(byArea.spatial).toMatchObject({
      practiceCount: 0,
      officialCount: 1,
      level: null,
      practisedAt: null,
      last: { score: 0, official: true, outcome: 'not-submitted' },
      next: { step: 'practise' },
    });
    // Custom settings other than the latest are another difficulty.
    expect(byArea.distance).toMatchObject({ level: null, practisedAt: null, levelCount: 2, recentScores: [50], trend: null, next: { step: 'keep' } });
  });

  it('keeps a level once earned, and is not moved by a harder difficulty tried once', async () => {
    const { byArea } = await progressOf(CLIMBER);
    expect(byArea.stereo).toMatchObject({
      practiceCount: 9,
      // Easy's 85, 90 after a 79 are two in a row, not three.
      level: { preset: 'beginner', number: 1 },
      levelCount: 4,
      practisedAt: 'expert',
      recentScores: [52.5],
      trend: null,
      next: { step: 'keep', difficulty: null },
    });
  });

  it("never shows one student another's exams", async () => {
    const anna = await progressOf(STUDENT);
    expect(anna.byArea.eq?.recentScores).not.toContain(100);
    expect(anna.byArea.reverb?.last).toBeNull();
    const wang = await progressOf(STUDENT_2);
    expect(wang.body.submissionCount).toBe(4);
    expect(wang.byArea.eq).toMatchObject({ practiceCount: 3, level: { preset: 'expert', number: 6 }, practisedAt: 'expert', recentScores: [100, 100, 100], trend: 'flat' });
    // At the hardest preset, with no official exam yet: the official exam.
    expect(wang.byArea.eq?.next).toEqual({ step: 'official', difficulty: null });
    expect(wang.byArea.stereo).toMatchObject({ practiceCount: 0, last: null, next: { step: 'start' } });
  });

  it('greets a newcomer with nothing but untried areas', async () => {
    const { body } = await progressOf({ sub: 'test|newcomer', name: 'New' });
    expect(body.submissionCount).toBe(0);
    expect(body.areas.every((area) => area.last === null && area.next.step === 'start')).toBe(true);
  });

  it('asks for a sign-in', async () => {
    const res = await t.request('GET', '/api/me/progress');
    expect(res.statusCode).toBe(401);
  });
});

describe('progress advice', () => {
  it('fits the trend over the recent scores, so one outlier moves it less', () => {
    expect(trendOf([70])).toBeNull();
    expect(trendOf([70, 72, 71])).toBe('flat');
    expect(trendOf([60, 70, 80])).toBe('up');
    expect(trendOf([90, 80, 95, 70, 75])).toBe('down');
    expect(trendOf([80, 80, 80, 80, 60])).toBe('down');
    expect(dropped([80, 80, 80, 80, 75])).toBe(false);
    expect(dropped([80, 80, 69])).toBe(true);
  });

  it('asks for three high scores in a row before a harder preset', () => {
    const base = { practiceCount: 5, officialCount: 1, practisedAt: 'easy', level: null, presets: ['beginner', 'easy', 'medium', 'hard'], officialFrom: 1 };
    expect(nextStep({ ...base, recentScores: [85, 90] })).toEqual({ step: 'keep', difficulty: null });
    expect(nextStep({ ...base, recentScores: [70, 85, 90, 80] })).toEqual({ step: 'harder', difficulty: 'medium' });
    expect(nextStep({ ...base, recentScores: [85, 79, 90] })).toEqual({ step: 'keep', difficulty: null });
    expect(nextStep({ ...base, practisedAt: 'hard', recentScores: [90, 90, 90] })).toEqual({ step: 'keep', difficulty: null });
    expect(nextStep({ ...base, officialCount: 0, practisedAt: 'beginner', officialFrom: 1, recentScores: [90, 90, 90] })).toEqual({ step: 'harder', difficulty: 'easy' });
    // High again at an easier preset than the level earned: the one above the level.
    expect(nextStep({ ...base, practisedAt: 'beginner', level: 'medium', recentScores: [90, 90, 90] })).toEqual({ step: 'harder', difficulty: 'hard' });
  });

  it('earns the hardest preset whose longest run of high scores in a row is three', () => {
    const presets = ['beginner', 'easy', 'medium'];
    expect(earnedLevel({}, presets)).toBeNull();
    expect(earnedLevel({ beginner: 2, easy: 2 }, presets)).toBeNull();
    expect(earnedLevel({ beginner: 5, easy: 3, medium: 1 }, presets)).toBe('easy');
    expect(earnedLevel({ beginner: 1, medium: 3 }, presets)).toBe('medium');
  });

  it("finds from which preset an area's official exam is in reach", () => {
    // Stereo's official settings are its Medium preset; EQ's match none, so its middle one.
    expect(officialFromRank(DEFAULT_AREAS, 'stereo')).toBe(2);
    expect(officialFromRank(DEFAULT_AREAS, 'eq')).toBe(2);
    expect(officialFromRank(DEFAULT_AREAS, 'distance')).toBe(0);
  });
});
