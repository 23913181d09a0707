/**
 * `GET /api/me/progress`: where the caller stands in every area. One query over their own
 * submissions (the `(user_sub, area, finished_at)` index) finds per area the counts, the latest
 * exam, the level (the difficulty of the latest practice exam) and the latest practice scores at
 * that level; progress-advice.ts turns those into a trend and a next step.
 */
import type { AreaProgress, OwnProgress, SubmissionOutcome } from '../../../src/lib/api-types';
import { AREA_IDS, type AreaId } from '../../../src/lib/area-registry';
import type { AreaRegistry } from '../areas';
import type { Queryable } from '../db';
import { difficultySql, presetsCte, type DifficultyPresets } from './difficulty-presets';
import { nextStep, trendOf } from './progress-advice';
import { isoTime } from './rows';

/** The trend and the advice read this many of the latest practice scores at the level. */
export const RECENT_SCORES = 5;

interface AreaDbRow {
  area: string;
  practice_count: number;
  official_count: number;
  level: string | null;
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
export function officialFromRank(areas: AreaRegistry, area: AreaId): number {
  const { difficultyPresets, officialExam } = areas[area];
  const matching = difficultyPresets.findIndex((preset) => sameSettings(preset.settings, officialExam.settings));
  return matching >= 0 ? matching : Math.floor((difficultyPresets.length - 1) / 2);
}

const SQL = `
  WITH ${presetsCte(2)},
  mine AS (
    SELECT s.id, s.area, s.official, s.score, s.finished_at, s.outcome,
           CASE WHEN s.official THEN NULL ELSE ${difficultySql('s')} END AS difficulty,
           row_number() OVER (PARTITION BY s.area ORDER BY s.finished_at DESC, s.id DESC) AS latest,
           row_number() OVER (PARTITION BY s.area, s.official ORDER BY s.finished_at DESC, s.id DESC) AS latest_of_kind
      FROM submissions s WHERE s.user_sub = $1
  ),
  levels AS (SELECT area, difficulty FROM mine WHERE NOT official AND latest_of_kind = 1),
  at_level AS (
    SELECT m.area, m.score, m.finished_at, m.id,
           row_number() OVER (PARTITION BY m.area ORDER BY m.finished_at DESC, m.id DESC) AS recent
      FROM mine m JOIN levels l ON l.area = m.area AND m.difficulty IS NOT DISTINCT FROM l.difficulty
     WHERE NOT m.official
  ),
  recent AS (
    SELECT area, array_agg(score ORDER BY finished_at, id) AS scores FROM at_level WHERE recent <= ${RECENT_SCORES} GROUP BY area
  )
  SELECT m.area,
         count(*) FILTER (WHERE NOT m.official)::int AS practice_count,
         count(*) FILTER (WHERE m.official)::int AS official_count,
         (SELECT l.difficulty FROM levels l WHERE l.area = m.area) AS level,
         max(m.score) FILTER (WHERE m.latest = 1) AS last_score,
         max(m.finished_at) AS last_at,
         bool_or(m.official) FILTER (WHERE m.latest = 1) AS last_official,
         max(m.outcome) FILTER (WHERE m.latest = 1) AS last_outcome,
         (SELECT r.scores FROM recent r WHERE r.area = m.area) AS recent_scores
    FROM mine m GROUP BY m.area`;

function areaProgress(area: AreaId, row: AreaDbRow | undefined, presets: readonly string[], officialFrom: number): AreaProgress {
  const practiceCount = row?.practice_count ?? 0;
  const officialCount = row?.official_count ?? 0;
  const level = practiceCount > 0 ? (row?.level ?? null) : null;
  const recentScores = (row?.recent_scores ?? []).map(Number);
  const rank = level === null ? -1 : presets.indexOf(level);
  return {
    area,
    practiceCount,
    officialCount,
    level,
    levelNumber: rank >= 0 ? rank + 1 : null,
    levelCount: presets.length,
    last:
      row && row.last_at !== null && row.last_score !== null
        ? { score: Number(row.last_score), submittedAt: isoTime(row.last_at), official: Boolean(row.last_official), outcome: row.last_outcome ?? 'submitted' }
        : null,
    recentScores,
    trend: trendOf(recentScores),
    next: nextStep({ practiceCount, officialCount, level, recentScores, presets, officialFrom }),
  };
}

/** Only the caller's submissions: the one query is keyed by `sub`. */
export async function ownProgress(db: Queryable, sub: string, areas: AreaRegistry, presets: DifficultyPresets): Promise<OwnProgress> {
  const rows = await db.query<AreaDbRow>(SQL, [sub, presets.json]);
  const byArea = new Map(rows.map((row) => [row.area, row]));
  return {
    submissionCount: rows.reduce((sum, row) => sum + row.practice_count + row.official_count, 0),
    areas: AREA_IDS.map((area) => areaProgress(area, byArea.get(area), presets.ids(area), officialFromRank(areas, area))),
  };
}
