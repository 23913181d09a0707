/**
 * Loudness settings: source (a sine at an octave frequency, or the
 * play control's programme: pink noise or the student's own file), change type, level step,
 * and whether the size of the change is asked too. Pure: the API validates with this.
 */
import { BOOLEAN_CHOICES, createSettingsReader, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation } from '../../exam-contract';
import { hz, type Hertz } from '../../lib/units';

export const LOUDNESS_SOURCES = ['programme', 'sine'] as const;
export type LoudnessSource = (typeof LOUDNESS_SOURCES)[number];

/** 125 Hz to 8 kHz on the octave grid. */
export const SINE_FREQUENCIES: readonly Hertz[] = [125, 250, 500, 1000, 2000, 4000, 8000].map(hz);

export const CHANGE_TYPES = ['boost', 'cut', 'boost-cut'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/**
 * The steps the settings form offers, largest first. The just-noticeable level difference of
 * broadband sound is about 0.5-1 dB, so they end there; the adaptive mode goes finer
 * (loudness-adaptive.ts).
 */
export const LEVEL_STEPS = [6, 3, 2, 1, 0.5] as const;

/** With the size asked, a change is 1 to this many steps. */
export const SIZE_STEPS = 4;

export interface LoudnessSettings {
  source: LoudnessSource;
  sineFrequency: Hertz;
  changeType: ChangeType;
  /** In dB: one of LEVEL_STEPS, or any rung of the adaptive ladder. */
  step: number;
  asksSize: boolean;
}

export type LoudnessSettingsDraft = { [K in keyof LoudnessSettings]: LoudnessSettings[K] | null };

export const LOUDNESS_MESSAGES = {
  required: 'common:validation.required',
  invalid: 'loudness:validation.invalid',
} as const;

export function validateLoudnessSettings(input: unknown): SettingsValidation<LoudnessSettings> {
  const reader = createSettingsReader<LoudnessSettings>(input, LOUDNESS_MESSAGES);
  const source = reader.pick('source', LOUDNESS_SOURCES);
  const sineFrequency = reader.pick('sineFrequency', SINE_FREQUENCIES);
  const changeType = reader.pick('changeType', CHANGE_TYPES);
  const step = reader.pick('step', LEVEL_STEPS);
  const asksSize = reader.pick('asksSize', BOOLEAN_CHOICES);
  return reader.result({ source, sineFrequency, changeType, step, asksSize });
}

const PROGRAMME = { source: 'programme', sineFrequency: hz(1000) } as const;

/** Easiest first: 6 dB down to the level JND; from 'medium' on the size is asked too. */
export const LOUDNESS_DIFFICULTY_PRESETS: readonly DifficultyPreset<LoudnessSettings>[] = [
  { id: 'beginner', settings: { ...PROGRAMME, changeType: 'boost-cut', step: 6, asksSize: false } },
  { id: 'easy', settings: { ...PROGRAMME, changeType: 'boost-cut', step: 3, asksSize: false } },
  { id: 'medium', settings: { ...PROGRAMME, changeType: 'boost-cut', step: 2, asksSize: true } },
  { id: 'advanced', settings: { ...PROGRAMME, changeType: 'boost-cut', step: 1, asksSize: true } },
  { id: 'expert', settings: { ...PROGRAMME, changeType: 'boost-cut', step: 0.5, asksSize: true } },
];

export const LOUDNESS_DEFAULT_SETTINGS: LoudnessSettings = { ...PROGRAMME, changeType: 'boost-cut', step: 3, asksSize: false };

/**
 * The official loudness exam: pink noise, boost or cut in 1 to 4 steps of 2 dB, ten
 * questions. Never level-matched: the level is the answer.
 */
export const LOUDNESS_OFFICIAL_EXAM: OfficialExamConfig<LoudnessSettings> = {
  settings: { ...PROGRAMME, changeType: 'boost-cut', step: 2, asksSize: true },
  questionCount: 10,
  levelMatch: false,
};
