/**
 * Timbre settings: the test mode. Basic asks the category and the excitation; Advanced asks the
 * instrument too. Pure: the API validates with this.
 */
import type { DifficultyPreset, OfficialExamConfig, SettingsErrors, SettingsValidation } from '../../exam/area-definition';

export const TIMBRE_MODES = ['basic', 'advanced'] as const;
export type TimbreMode = (typeof TIMBRE_MODES)[number];

export interface TimbreSettings {
  mode: TimbreMode;
}

export type TimbreSettingsDraft = { [K in keyof TimbreSettings]: TimbreSettings[K] | null };

export function validateTimbreSettings(input: unknown): SettingsValidation<TimbreSettings> {
  const raw: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
  if (raw.mode === null || raw.mode === undefined || raw.mode === '') {
    return { ok: false, errors: { mode: 'common:validation.required' } satisfies SettingsErrors };
  }
  const mode = TIMBRE_MODES.find((m) => m === raw.mode);
  if (mode === undefined) return { ok: false, errors: { mode: 'timbre:validation.invalid' } };
  return { ok: true, settings: { mode } };
}

export const TIMBRE_DIFFICULTY_PRESETS: readonly DifficultyPreset<TimbreSettings>[] = [
  { id: 'basic', settings: { mode: 'basic' } },
  { id: 'advanced', settings: { mode: 'advanced' } },
];

export const TIMBRE_DEFAULT_SETTINGS: TimbreSettings = { mode: 'basic' };

/**
 * The official timbre exam: Advanced (category, excitation and instrument), ten questions. Not
 * level matched: the clips share one integrated loudness already, and the A/B switch plays the
 * same clip on both sides.
 */
export const TIMBRE_OFFICIAL_EXAM: OfficialExamConfig<TimbreSettings> = {
  settings: { mode: 'advanced' },
  questionCount: 10,
  levelMatch: false,
};
