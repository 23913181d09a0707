/**
 * Reverb settings: which test modes (decay time, mix, or both), each with its own difficulty
 * (the step of its scale), the decay range, how the mix is answered, and the dry source.
 * Pure: the API validates with this.
 */
import { BOOLEAN_CHOICES, createSettingsReader, TEST_SOURCES, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation, type TestSource } from '../../exam-contract';

/** Steps of RT60 in percent of the time, largest (easiest) first; ~5 % is the threshold of hearing a change. */
export const DECAY_STEPS = [50, 25, 10, 5] as const;

/** The decay ranges: rooms, halls, large halls. */
export const DECAY_RANGES = ['short', 'medium', 'long'] as const;
export type DecayRange = (typeof DECAY_RANGES)[number];

/**
 * Each range's decay times in seconds, as its label names them ("Halls (0.5 to 3 s)"): every
 * question and every answer offered lies within, at every step. The scale grows from `centre`.
 */
export const DECAY_RANGE_SECONDS: Record<DecayRange, { min: number; centre: number; max: number }> = {
  short: { min: 0.3, centre: 0.6, max: 1.5 },
  medium: { min: 0.5, centre: 1.2, max: 3 },
  long: { min: 1, centre: 2.4, max: 4 },
};

/** Steps of direct-to-reverberant ratio (dB), largest (easiest) first. */
export const MIX_STEPS = [6, 4, 2] as const;
/** The mix scale stays within +/-12 dB DRR (from nearly dry to nearly all reverberation). */
export const DRR_LIMIT_DB = 12;

export const MIX_UNITS = ['db', 'percent'] as const;
export type MixUnit = (typeof MIX_UNITS)[number];

/** Pink-noise bursts or the plucked phrase (both dry, fixed by the question), or the play control's pick. */
export const REVERB_SOURCES = TEST_SOURCES;
export type ReverbSource = TestSource;

/** At most this many steps either side of a scale's centre (a scale of up to nine choices). */
const STEPS_EACH_SIDE = 4;

export interface ReverbSettings {
  decay: boolean;
  mix: boolean;
  /** Percent: one of DECAY_STEPS, or an adaptive rung. */
  decayStep: number;
  decayRange: DecayRange;
  /** dB: one of MIX_STEPS, or an adaptive rung. */
  mixStep: number;
  mixUnit: MixUnit;
  source: ReverbSource;
  /** Steps either side of each scale's centre (the adaptive mode's shorter scales); STEPS_EACH_SIDE when absent. */
  stepsEachSide?: number;
}

export type ReverbSettingsDraft = { [K in keyof ReverbSettings]: ReverbSettings[K] | null };

/** The RT60 a question has when its decay is not asked, and its DRR when the mix is not asked. */
export const FIXED_RT60 = 1.2;
export const FIXED_DRR_DB = 0;

const roundMs = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * The decay times offered (seconds, shortest first): the range's centre times (1 + step) to the
 * power -4..4 (or +/-stepsEachSide), those within the range (so 4 to 9 of them at +/-4).
 */
export function decayScale(step: number, range: DecayRange, stepsEachSide = STEPS_EACH_SIDE): number[] {
  const ratio = 1 + step / 100;
  const { min, centre, max } = DECAY_RANGE_SECONDS[range];
  const scale: number[] = [];
  for (let k = -stepsEachSide; k <= stepsEachSide; k++) {
    const rt60 = roundMs(centre * ratio ** k);
    if (rt60 >= min && rt60 <= max) scale.push(rt60);
  }
  return scale;
}

/** The direct-to-reverberant ratios offered (dB), driest first: multiples of the step within +/-12 dB. */
export function mixScale(step: number, stepsEachSide = STEPS_EACH_SIDE): number[] {
  const scale: number[] = [];
  for (let k = stepsEachSide; k >= -stepsEachSide; k--) if (Math.abs(k * step) <= DRR_LIMIT_DB) scale.push(k * step);
  return scale;
}

export function validateReverbSettings(input: unknown): SettingsValidation<ReverbSettings> {
  const reader = createSettingsReader<ReverbSettings>(input, { invalid: 'reverb:validation.invalid' });
  const decay = reader.pick('decay', BOOLEAN_CHOICES);
  const mix = reader.pick('mix', BOOLEAN_CHOICES);
  if (decay === false && mix === false) reader.fail('modes', 'reverb:validation.noMode');
  const decayStep = reader.pick('decayStep', DECAY_STEPS);
  const decayRange = reader.pick('decayRange', DECAY_RANGES);
  const mixStep = reader.pick('mixStep', MIX_STEPS);
  const mixUnit = reader.pick('mixUnit', MIX_UNITS);
  const source = reader.pick('source', REVERB_SOURCES);
  return reader.result({ decay, mix, decayStep, decayRange, mixStep, mixUnit, source });
}

/** Settings in the order validation builds them (presets are matched by their JSON). */
function settingsOf(modes: Pick<ReverbSettings, 'decay' | 'mix' | 'decayStep' | 'mixStep'>): ReverbSettings {
  return { decay: modes.decay, mix: modes.mix, decayStep: modes.decayStep, decayRange: 'medium', mixStep: modes.mixStep, mixUnit: 'db', source: 'bursts' };
}

/** Easiest first: decay time in steps of 50 %, then the mix, then both, down to 5 % and 2 dB. */
export const REVERB_DIFFICULTY_PRESETS: readonly DifficultyPreset<ReverbSettings>[] = [
  { id: 'beginner', settings: settingsOf({ decay: true, mix: false, decayStep: 50, mixStep: 6 }) },
  { id: 'easy', settings: settingsOf({ decay: false, mix: true, decayStep: 50, mixStep: 6 }) },
  { id: 'medium', settings: settingsOf({ decay: true, mix: true, decayStep: 25, mixStep: 4 }) },
  { id: 'advanced', settings: settingsOf({ decay: true, mix: true, decayStep: 10, mixStep: 4 }) },
  { id: 'expert', settings: settingsOf({ decay: true, mix: true, decayStep: 5, mixStep: 2 }) },
];

export const REVERB_DEFAULT_SETTINGS: ReverbSettings = settingsOf({ decay: true, mix: false, decayStep: 50, mixStep: 6 });

/**
 * The official reverb exam: decay time (25 % steps) and mix (4 dB steps) on pink-noise bursts,
 * ten questions. Level matched (an energy-preserving mix leaves little to match, but a long
 * tail over the gaps would otherwise read louder). Equal-gain switching for every question:
 * the law must not depend on the answer (see fadeLawFor).
 */
export const REVERB_OFFICIAL_EXAM: OfficialExamConfig<ReverbSettings> = {
  settings: settingsOf({ decay: true, mix: true, decayStep: 25, mixStep: 4 }),
  questionCount: 10,
  levelMatch: true,
  fadeLaw: 'equal-gain',
};
