/**
 * EQ settings: frequency resolution, number of bands, gain combination and
 * the frequency range. Pure: the API validates official and submitted settings with this.
 */
import {
  OCTAVE_NOMINAL_FREQUENCIES,
  THIRD_OCTAVE_NOMINAL_FREQUENCIES,
} from '../../audio/processors/iso-frequencies';
import { createSettingsReader, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation } from '../../exam-contract';
import { hz, type Hertz } from '../../lib/units';

export const EQ_RESOLUTIONS = ['octave', 'third-octave'] as const;
export type EqResolution = (typeof EQ_RESOLUTIONS)[number];

export const EQ_BAND_COUNTS = [1, 2, 3] as const;
export type EqBandCount = (typeof EQ_BAND_COUNTS)[number];

/** Whether the bands boost, cut, or each do either (decided per band). */
export const GAIN_DIRECTIONS = ['boost', 'cut', 'boost-cut'] as const;
export type GainDirection = (typeof GAIN_DIRECTIONS)[number];

/** The gains the settings form offers, largest first: a 12 dB change is the easiest to hear. */
export const GAIN_MAGNITUDES = [12, 9, 6, 3] as const;

export interface EqSettings {
  resolution: EqResolution;
  bandCount: EqBandCount;
  gainDirection: GainDirection;
  /** In dB: one of GAIN_MAGNITUDES, or any rung of the adaptive ladder (eq-adaptive.ts). */
  gainMagnitude: number;
  /** ISO one-third-octave nominal frequencies; the range is inclusive. */
  rangeFrom: Hertz;
  rangeTo: Hertz;
}

/** What the settings form edits: any field may still be empty. */
export type EqSettingsDraft = { [K in keyof EqSettings]: EqSettings[K] | null };

/** Every frequency the range can start or end on. */
export const RANGE_FREQUENCIES: readonly Hertz[] = THIRD_OCTAVE_NOMINAL_FREQUENCIES;

/** The centre frequencies a question of this resolution may use inside the range. */
export function centreFrequencies(resolution: EqResolution, from: Hertz, to: Hertz): Hertz[] {
  const all = resolution === 'octave' ? OCTAVE_NOMINAL_FREQUENCIES : THIRD_OCTAVE_NOMINAL_FREQUENCIES;
  return all.filter((f) => f >= from && f <= to);
}

export const EQ_MESSAGES = {
  required: 'common:validation.required',
  invalid: 'eq:validation.invalid',
  rangeOrder: 'eq:validation.rangeOrder',
  notEnoughBands: 'eq:validation.notEnoughBands',
  notEnoughBandsOnLoop: 'eq:validation.notEnoughBandsOnLoop',
} as const;

export function validateEqSettings(input: unknown): SettingsValidation<EqSettings> {
  const reader = createSettingsReader<EqSettings>(input, EQ_MESSAGES);
  const resolution = reader.pick('resolution', EQ_RESOLUTIONS);
  const bandCount = reader.pick('bandCount', EQ_BAND_COUNTS);
  const gainDirection = reader.pick('gainDirection', GAIN_DIRECTIONS);
  const gainMagnitude = reader.pick('gainMagnitude', GAIN_MAGNITUDES);
  const rangeFrom = reader.pick('rangeFrom', RANGE_FREQUENCIES);
  const rangeTo = reader.pick('rangeTo', RANGE_FREQUENCIES);

  if (rangeFrom !== undefined && rangeTo !== undefined) {
    if (rangeFrom >= rangeTo) {
      reader.fail('rangeTo', EQ_MESSAGES.rangeOrder);
    } else if (resolution !== undefined && bandCount !== undefined) {
      if (centreFrequencies(resolution, rangeFrom, rangeTo).length < bandCount) {
        reader.fail('rangeTo', EQ_MESSAGES.notEnoughBands);
      }
    }
  }
  return reader.result({ resolution, bandCount, gainDirection, gainMagnitude, rangeFrom, rangeTo });
}

const FULL_RANGE = { rangeFrom: hz(63), rangeTo: hz(16000) } as const;

/**
 * Easiest first, following what listening tests report: peaks are found more easily than
 * dips (Bücklein 1981), a 12 dB change more easily than 3 dB, an octave-wide band more
 * easily than a 1/3-octave one, and one band more easily than two or three.
 */
export const EQ_DIFFICULTY_PRESETS: readonly DifficultyPreset<EqSettings>[] = [
  {
    id: 'beginner',
    settings: { resolution: 'octave', bandCount: 1, gainDirection: 'boost', gainMagnitude: 12, rangeFrom: hz(125), rangeTo: hz(8000) },
  },
  { id: 'easy', settings: { resolution: 'octave', bandCount: 1, gainDirection: 'boost-cut', gainMagnitude: 12, ...FULL_RANGE } },
  { id: 'medium', settings: { resolution: 'octave', bandCount: 2, gainDirection: 'boost-cut', gainMagnitude: 9, ...FULL_RANGE } },
  { id: 'advanced', settings: { resolution: 'third-octave', bandCount: 1, gainDirection: 'boost-cut', gainMagnitude: 6, ...FULL_RANGE } },
  { id: 'hard', settings: { resolution: 'third-octave', bandCount: 2, gainDirection: 'boost-cut', gainMagnitude: 6, ...FULL_RANGE } },
  { id: 'expert', settings: { resolution: 'third-octave', bandCount: 3, gainDirection: 'boost-cut', gainMagnitude: 3, ...FULL_RANGE } },
];

export const EQ_DEFAULT_SETTINGS: EqSettings = {
  resolution: 'octave',
  bandCount: 1,
  gainDirection: 'boost-cut',
  gainMagnitude: 12,
  ...FULL_RANGE,
};

/**
 * The official EQ exam: octave bands, one band, boost or cut by 9 dB, ten questions, level
 * matched so that a boost cannot be told from a cut by loudness alone.
 */
export const EQ_OFFICIAL_EXAM: OfficialExamConfig<EqSettings> = {
  settings: { ...EQ_DEFAULT_SETTINGS, gainMagnitude: 9 },
  questionCount: 10,
  levelMatch: true,
};
