import type { DifficultyPreset } from './area-definition';

/**
 * The preset `settings` were made at: the easiest whose every field the settings hold, or null
 * for custom settings. Fields a preset does not name (timbre's uploaded recordings, filled in by
 * the page) do not make settings custom. The API finds the same preset in SQL, over thousands of
 * stored submissions at once (server/api/reports/difficulty-presets.ts); a test there holds the
 * two to one answer for every area.
 */
export function presetIdOf<S>(presets: readonly DifficultyPreset<S>[], settings: S): string | null {
  const actual = settings as Record<string, unknown>;
  const matches = (preset: DifficultyPreset<S>): boolean =>
    Object.entries(preset.settings as Record<string, unknown>).every(([key, value]) => JSON.stringify(value) === JSON.stringify(actual[key]));
  return presets.find(matches)?.id ?? null;
}
