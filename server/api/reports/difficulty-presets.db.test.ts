import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetIdOf } from '../../../src/exam-contract';
import { DEFAULT_AREAS } from '../areas';
import type { Database } from '../db';
import { openTestDatabase } from '../testing/test-database';
import { difficultyPresets, difficultySql, presetsCte } from './difficulty-presets';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** Every preset's settings, the defaults, each preset with one field of another, and with a field no preset names. */
function candidates(presets: readonly { settings: unknown }[], defaults: unknown): Record<string, unknown>[] {
  const all = [defaults, ...presets.map((preset) => preset.settings)] as Record<string, unknown>[];
  const mixed = all.flatMap((a) => all.flatMap((b) => Object.keys(b).map((key) => ({ ...a, [key]: b[key] }))));
  return [...all, ...mixed, ...all.map((settings) => ({ ...settings, recordings: ['a-recording'] }))];
}

describe('the difficulty preset of stored settings', () => {
  it('is the same in SQL (reports) as in the exam page (presetIdOf), for every area', async () => {
    const presets = difficultyPresets(DEFAULT_AREAS);
    for (const definition of Object.values(DEFAULT_AREAS)) {
      const settings = candidates(definition.difficultyPresets, definition.defaultSettings);
      const rows = await db.query<{ n: number; difficulty: string | null }>(
        `WITH ${presetsCte(1)}
         SELECT s.n, ${difficultySql('s')} AS difficulty
           FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS c(settings, n),
                LATERAL (SELECT c.n::int AS n, $3::text AS area, c.settings) AS s
          ORDER BY s.n`,
        [presets.json, JSON.stringify(settings), definition.id],
      );
      const inSql = rows.map((row) => row.difficulty);
      expect(inSql, definition.id).toEqual(settings.map((candidate) => presetIdOf(definition.difficultyPresets, candidate)));
      // Not a vacuous agreement: every preset is found, and some settings are custom.
      expect(new Set(inSql), definition.id).toEqual(new Set([...definition.difficultyPresets.map((preset) => preset.id), ...(inSql.includes(null) ? [null] : [])]));
    }
  });
});
