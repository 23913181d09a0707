/**
 * Width settings: which way the stereo width changes (narrower, wider or either), the step of
 * side level, and whether the size is asked. Pure: the API validates with this.
 */
import { BOOLEAN_CHOICES, createSettingsReader, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation } from '../../exam-contract';

export const WIDTH_CHANGES = ['narrower', 'wider', 'either'] as const;
export type WidthChange = (typeof WIDTH_CHANGES)[number];

/**
 * The steps of side level (percent of the original's) the settings form offers, largest
 * (easiest) first; the adaptive mode uses others (width-adaptive.ts).
 */
export const WIDTH_STEPS = [50, 25, 15, 10] as const;

/** With the size asked, a change is 1 to this many steps (fewer where the width would leave 0-200 %). */
export const WIDTH_SIZE_STEPS = 4;

/** The most steps a change of `step` can take: the width stays within 0 % (mono) and 200 %. */
export function widthMaxSteps(step: number): number {
  return Math.min(WIDTH_SIZE_STEPS, Math.floor(100 / step));
}

export interface WidthSettings {
  change: WidthChange;
  /** Percent of side level: one of WIDTH_STEPS, or any rung of the adaptive ladder (at most 100). */
  step: number;
  asksSize: boolean;
}

export type WidthSettingsDraft = { [K in keyof WidthSettings]: WidthSettings[K] | null };

export function validateWidthSettings(input: unknown): SettingsValidation<WidthSettings> {
  const reader = createSettingsReader<WidthSettings>(input, { invalid: 'width:validation.invalid' });
  const change = reader.pick('change', WIDTH_CHANGES);
  const step = reader.pick('step', WIDTH_STEPS);
  const asksSize = reader.pick('asksSize', BOOLEAN_CHOICES);
  return reader.result({ change, step, asksSize });
}

/** Easiest first: 50 % of side level down to 10 %; from 'medium' on the size is asked too. */
export const WIDTH_DIFFICULTY_PRESETS: readonly DifficultyPreset<WidthSettings>[] = [
  { id: 'beginner', settings: { change: 'either', step: 50, asksSize: false } },
  { id: 'easy', settings: { change: 'either', step: 25, asksSize: false } },
  { id: 'medium', settings: { change: 'either', step: 25, asksSize: true } },
  { id: 'advanced', settings: { change: 'either', step: 15, asksSize: true } },
  { id: 'expert', settings: { change: 'either', step: 10, asksSize: true } },
];

export const WIDTH_DEFAULT_SETTINGS: WidthSettings = { change: 'either', step: 25, asksSize: false };

/**
 * The official width exam: narrower or wider in 1 to 4 steps of 25 %, ten questions, level
 * matched (a narrower image of decorrelated noise is also quieter, which would give it away).
 */
export const WIDTH_OFFICIAL_EXAM: OfficialExamConfig<WidthSettings> = {
  settings: { change: 'either', step: 25, asksSize: true },
  questionCount: 10,
  levelMatch: true,
};
