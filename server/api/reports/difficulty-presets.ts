/**
 * Which difficulty preset a stored exam was made at. Submissions keep their settings, not the
 * preset the student picked, so the preset is found by the rule the exam page uses
 * (src/exam-contract/difficulty-preset.ts, presetIdOf), here in SQL over every submission of a
 * report at once: the settings hold every field the preset sets. Every preset value is a scalar,
 * so jsonb containment (`@>`) is that equality; difficulty-presets.db.test.ts holds the two to
 * one answer for every area.
 */
import { areaIdsOf, type AreaDefinitions } from '../areas';

export interface DifficultyPresets {
  /** A JSON array of `{ area, id, rank, settings }` (rank 0 = easiest): the query parameter of `PRESETS_CTE`. */
  json: string;
  /** Preset ids of each area, easiest first. */
  ids(area: string): readonly string[];
}

export function difficultyPresets(areas: AreaDefinitions): DifficultyPresets {
  const byArea = new Map<string, string[]>(areaIdsOf(areas).map((area) => [area, areas[area].difficultyPresets.map((preset) => preset.id)]));
  const rows = areaIdsOf(areas).flatMap((area) =>
    areas[area].difficultyPresets.map((preset, rank) => ({ area, id: preset.id, rank, settings: preset.settings })),
  );
  return { json: JSON.stringify(rows), ids: (area) => byArea.get(area) ?? [] };
}

/**
 * The presets as a table `presets (area, id, rank, settings)`, from the JSON at parameter `$n`.
 * MATERIALIZED: a CTE used once is otherwise inlined into the per-submission subquery, which
 * would parse the JSON again for every submission.
 */
export const presetsCte = (n: number): string =>
  `presets AS MATERIALIZED (
     SELECT p->>'area' AS area, p->>'id' AS id, (p->>'rank')::int AS rank, p->'settings' AS settings
       FROM jsonb_array_elements($${n}::jsonb) AS p
   )`;

/** The id of the easiest preset that submission `alias`'s settings match; NULL for custom settings. */
export const difficultySql = (alias = 's'): string =>
  `(SELECT pr.id FROM presets pr WHERE pr.area = ${alias}.area AND ${alias}.settings @> pr.settings ORDER BY pr.rank LIMIT 1)`;

/** Orders difficulties easiest first, custom settings (NULL) last. */
export const difficultyRankSql = (difficulty: string, area: string): string =>
  `(SELECT pr.rank FROM presets pr WHERE pr.area = ${area} AND pr.id = ${difficulty})`;

/**
 * Exam `m` was made at the same difficulty as exam `p` (each with a `difficulty` column from
 * `difficultySql` and its `settings`): the same preset, or for custom settings the same settings,
 * since two custom settings may differ in any way. Scores are compared only within one difficulty.
 */
export const sameDifficultySql = (m: string, p: string): string =>
  `(${m}.difficulty = ${p}.difficulty OR (${p}.difficulty IS NULL AND ${m}.difficulty IS NULL AND ${m}.settings = ${p}.settings))`;
