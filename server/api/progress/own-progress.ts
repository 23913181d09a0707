/**
 * `GET /api/me/progress`: where the caller stands in every area. One query over their own
 * submissions (the `(user_sub, area, finished_at)` index) finds per area the counts, the latest
 * exam, the difficulty of the latest practice exam and the latest practice scores at it, and per
 * preset the longest run of high scores in a row; progress-advice.ts turns those into the level
 * earned, a trend and a next step.
 */
import type { AreaProgress, OwnProgress, SubmissionOutcome } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { LEVEL_RULE } from '../../../src/lib/level-rule';
import { areaIdsOf, type AreaDefinitions } from '../areas';
import type { Queryable } from '../db';
import { difficultySql, presetsCte, sameDifficultySql, type DifficultyPresets } from '../reports/difficulty-presets';
import { isoTime } from '../reports/rows';
import { earnedLevel, nextStep, trendOf } from './progress-advice';

/** The trend and the advice read this many of the latest practice scores at one difficulty. */
export const RECENT_SCORES = 5;

interface AreaDbRow {
  area: string;
  practice_count: number;
  official_count: number;
  practised_at: string | null;
  /** Per preset id, the longest run of high scores in a row there. */
  streaks: Record<string, number> | null;
  last_score: number | null;
  last_at: Date | string | null;
  last_official: boolean | null;
  last_outcome: SubmissionOutcome | null;
  /** Oldest first. */
  recent_scores: number[] | null;
}

const sameSettings = (preset: unknown, settings: unknown): boolean => {
  const wanted = preset as Record<string, unknown>;
  const actual = settings as Record<string, unknown>;
  return Object.keys(wanted).every((key) => JSON.stringify(wanted[key]) === JSON.stringify(actual[key]));
};

/** The rank from which on an area's official exam is in reach: the preset of its settings, else the middle one. */
export function officialFromRank(areas: AreaDefinitions, area: AreaId): number {
  const { difficultyPresets, officialExam } = areas[area];
  const matching = difficultyPresets.findIndex((preset) => sameSettings(preset.settings, officialExam.settings));
  return matching >= 0 ? matching : Math.floor((difficultyPresets.length - 1) / 2);
}

const SQL = `
  WITH ${presetsCte(2)},
  mine AS (
    SELECT s.id, s.area, s.official, s.score, s.finished_at, s.outcome, s.settings,
           CASE WHEN s.official THEN NULL ELSE ${difficultySql('s')} END AS difficulty,
           row_number() OVER (PARTITION BY s.area ORDER BY s.finished_at DESC, s.id DESC) AS latest,
           row_number() OVER (PARTITION BY s.area, s.official ORDER BY s.finished_at DESC, s.id DESC) AS latest_of_kind
      FROM submissions s WHERE s.user_sub = $1
  ),
  practised AS (SELECT area, difficulty, settings FROM mine WHERE NOT official AND latest_of_kind = 1),
  at_practised AS (
    SELECT m.area, m.score, m.finished_at, m.id,
           row_number() OVER (PARTITION BY m.area ORDER BY m.finished_at DESC, m.id DESC) AS recent
      FROM mine m JOIN practised p ON p.area = m.area
     WHERE NOT m.official AND ${sameDifficultySql('m', 'p')}
  ),
  recent AS (
    SELECT area, array_agg(score ORDER BY finished_at, id) AS scores FROM at_practised WHERE recent <= ${RECENT_SCORES} GROUP BY area
  ),
  -- Each practice exam at a preset numbered by the low scores up to it there: a run of high scores in a row shares a number.
  runs AS (
    SELECT area, difficulty, score >= $3 AS high,
           count(*) FILTER (WHERE score < $3) OVER (PARTITION BY area, difficulty ORDER BY finished_at, id) AS run
      FROM mine WHERE NOT official AND difficulty IS NOT NULL
  ),
  streaks AS (
    SELECT area, difficulty, max(highs)::int AS longest
      FROM (SELECT area, difficulty, count(*) FILTER (WHERE high) AS highs FROM runs GROUP BY area, difficulty, run) r
     GROUP BY area, difficulty
  )
  SELECT m.area,
         count(*) FILTER (WHERE NOT m.official)::int AS practice_count,
         count(*) FILTER (WHERE m.official)::int AS official_count,
         (SELECT p.difficulty FROM practised p WHERE p.area = m.area) AS practised_at,
         (SELECT jsonb_object_agg(st.difficulty, st.longest) FROM streaks st WHERE st.area = m.area) AS streaks,
         max(m.score) FILTER (WHERE m.latest = 1) AS last_score,
         max(m.finished_at) AS last_at,
         bool_or(m.official) FILTER (WHERE m.latest = 1) AS last_official,
         max(m.outcome) FILTER (WHERE m.latest = 1) AS last_outcome,
         (SELECT r.scores FROM recent r WHERE r.area = m.area) AS recent_scores
    FROM mine m GROUP BY m.area`;

function areaProgress(area: AreaId, row: AreaDbRow | undefined, presets: readonly string[], officialFrom: number): AreaProgress {
  const practiceCount = row?.practice_count ?? 0;
  const officialCount = row?.official_count ?? 0;
  const practisedAt = practiceCount > 0 ? (row?.practised_at ?? null) : null;
  const level = earnedLevel(row?.streaks ?? {}, presets);
  const recentScores = (row?.recent_scores ?? []).map(Number);
  return {
    area,
    practiceCount,
    officialCount,
    level: level === null ? null : { preset: level, number: presets.indexOf(level) + 1 },
    levelCount: presets.length,
    practisedAt,
    last:
      row && row.last_at !== null && row.last_score !== null
        ? { score: Number(row.last_score), submittedAt: isoTime(row.last_at), official: Boolean(row.last_official), outcome: row.last_outcome ?? 'submitted' }
        : null,
    recentScores,
    trend: trendOf(recentScores),
    next: nextStep({ practiceCount, officialCount, practisedAt, level, recentScores, presets, officialFrom }),
  };
}

/** Only the caller's submissions: the one query is keyed by `sub`. */
export async function ownProgress(db: Queryable, sub: string, areas: AreaDefinitions, presets: DifficultyPresets): Promise<OwnProgress> {
  const rows = await db.query<AreaDbRow>(SQL, [sub, presets.json, LEVEL_RULE.score]);
  const byArea = new Map(rows.map((row) => [row.area, row]));
  return {
    submissionCount: rows.reduce((sum, row) => sum + row.practice_count + row.official_count, 0),
    areas: areaIdsOf(areas).map((area) => areaProgress(area, byArea.get(area), presets.ids(area), officialFromRank(areas, area))),
  };
}
