/**
 * Distance settings: the test mode (basic: four distances an octave apart, where the level
 * tells; advanced: seven distances half an octave apart with the loudness evened out, where
 * the room and the air must tell) and the dry source. Pure: the API validates with this.
 */
import { createSettingsReader, TEST_SOURCES, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation, type TestSource } from '../../exam-contract';

export const DISTANCE_MODES = ['basic', 'advanced'] as const;
export type DistanceMode = (typeof DISTANCE_MODES)[number];

/** Metres, nearest first: basic an octave (6 dB of direct level) apart, advanced half an octave (3 dB). */
export const DISTANCES: Record<DistanceMode, readonly number[]> = {
  basic: [1, 2, 4, 8],
  advanced: [1, 1.4, 2, 2.8, 4, 5.6, 8],
};

/** The source's own distance in the original (the dry, close sound): the level reference. */
export const REFERENCE_DISTANCE = 1;
/** A classroom's reverberation time (its critical distance is then 1.43 m, see distance-processor.ts). */
export const ROOM_RT60 = 0.8;

export interface DistanceSettings {
  mode: DistanceMode;
  source: TestSource;
  /**
   * The adaptive mode's distances: ADAPTIVE_DISTANCE_COUNT of them, this ratio apart, from the
   * reference distance out; the mode's own DISTANCES when absent.
   */
  ratio?: number;
}

export const ADAPTIVE_DISTANCE_COUNT = 4;

const roundMm = (metres: number): number => Math.round(metres * 1000) / 1000;

/** The distances offered (metres, nearest first). */
export function distanceScale(settings: Pick<DistanceSettings, 'mode' | 'ratio'>): readonly number[] {
  const { ratio } = settings;
  if (ratio === undefined) return DISTANCES[settings.mode];
  return Array.from({ length: ADAPTIVE_DISTANCE_COUNT }, (_, k) => roundMm(REFERENCE_DISTANCE * ratio ** k));
}

export type DistanceSettingsDraft = { [K in keyof DistanceSettings]: DistanceSettings[K] | null };

export function validateDistanceSettings(input: unknown): SettingsValidation<DistanceSettings> {
  const reader = createSettingsReader<DistanceSettings>(input, { invalid: 'distance:validation.invalid' });
  const mode = reader.pick('mode', DISTANCE_MODES);
  const source = reader.pick('source', TEST_SOURCES);
  return reader.result({ mode, source });
}

export const DISTANCE_DIFFICULTY_PRESETS: readonly DifficultyPreset<DistanceSettings>[] = [
  { id: 'basic', settings: { mode: 'basic', source: 'bursts' } },
  { id: 'advanced', settings: { mode: 'advanced', source: 'bursts' } },
];

export const DISTANCE_DEFAULT_SETTINGS: DistanceSettings = { mode: 'basic', source: 'bursts' };

/**
 * The official distance exam: the basic test on pink-noise bursts, ten questions. Not level
 * matched: in the basic test the level is the main cue (the advanced one evens it out itself).
 */
export const DISTANCE_OFFICIAL_EXAM: OfficialExamConfig<DistanceSettings> = {
  settings: { mode: 'basic', source: 'bursts' },
  questionCount: 10,
  levelMatch: false,
};
