/**
 * Distortion settings: source (a 1 kHz sine at the calibration level, or the play control's
 * programme), which clipping types occur, how many THD amounts the scale offers (10 % down
 * to 0.3 %), and whether the type is asked too. Pure: the API validates with this.
 */
import type { DistortionType } from '../../audio/processors/processor-spec';
import { BOOLEAN_CHOICES, createSettingsReader, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation } from '../../exam-contract';

export const DISTORTION_SOURCES = ['programme', 'sine'] as const;
export type DistortionSource = (typeof DISTORTION_SOURCES)[number];

export const DISTORTION_TYPES: readonly DistortionType[] = ['soft', 'hard', 'asymmetric'];
export const TYPE_CHOICES = ['soft', 'hard', 'asymmetric', 'all'] as const;
export type TypeChoice = (typeof TYPE_CHOICES)[number];

/** THD amounts in percent, largest (easiest) first; a scale of n amounts uses the first n. */
export const THD_LADDER = [10, 3, 1, 0.3] as const;
export const AMOUNT_COUNTS = [2, 3, 4] as const;
export type AmountCount = (typeof AMOUNT_COUNTS)[number];

export interface DistortionSettings {
  source: DistortionSource;
  types: TypeChoice;
  amounts: AmountCount;
  asksType: boolean;
  /**
   * The amounts offered instead of the first `amounts` of THD_LADDER. Only the adaptive mode's
   * pair sets it (distortion-adaptive.ts); the settings form and validation never do.
   */
  scale?: readonly number[];
}

export type DistortionSettingsDraft = { [K in keyof DistortionSettings]: DistortionSettings[K] | null };

/** The amounts a question may take, smallest first (the order of the answer scale). */
export function amountScale(count: AmountCount): number[] {
  return THD_LADDER.slice(0, count).sort((a, b) => a - b);
}

/** The amounts a question of these settings may take, smallest first. */
export function scaleOf(settings: Pick<DistortionSettings, 'amounts' | 'scale'>): number[] {
  return settings.scale ? [...settings.scale].sort((a, b) => a - b) : amountScale(settings.amounts);
}

export function typesOf(choice: TypeChoice): readonly DistortionType[] {
  return choice === 'all' ? DISTORTION_TYPES : [choice];
}

export function validateDistortionSettings(input: unknown): SettingsValidation<DistortionSettings> {
  const reader = createSettingsReader<DistortionSettings>(input, { invalid: 'distortion:validation.invalid' });
  const source = reader.pick('source', DISTORTION_SOURCES);
  const types = reader.pick('types', TYPE_CHOICES);
  const amounts = reader.pick('amounts', AMOUNT_COUNTS);
  const asksType = reader.pick('asksType', BOOLEAN_CHOICES);
  return reader.result({ source, types, amounts, asksType });
}

/** Easiest first: two far-apart amounts of one soft type on a sine, up to four amounts of any type, named. */
export const DISTORTION_DIFFICULTY_PRESETS: readonly DifficultyPreset<DistortionSettings>[] = [
  { id: 'beginner', settings: { source: 'sine', types: 'soft', amounts: 2, asksType: false } },
  { id: 'easy', settings: { source: 'programme', types: 'soft', amounts: 3, asksType: false } },
  { id: 'medium', settings: { source: 'programme', types: 'all', amounts: 3, asksType: true } },
  { id: 'expert', settings: { source: 'programme', types: 'all', amounts: 4, asksType: true } },
];

export const DISTORTION_DEFAULT_SETTINGS: DistortionSettings = { source: 'programme', types: 'soft', amounts: 3, asksType: false };

/** The official distortion exam: pink noise, any type, four amounts, the type named; level matched. */
export const DISTORTION_OFFICIAL_EXAM: OfficialExamConfig<DistortionSettings> = {
  settings: { source: 'programme', types: 'all', amounts: 4, asksType: true },
  questionCount: 10,
  levelMatch: true,
};
