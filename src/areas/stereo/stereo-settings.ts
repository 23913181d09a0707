/**
 * Stereo localization settings: the spacing of the positions on a +/-30 degree loudspeaker
 * stage, and the dry source. Pure: the API validates with this.
 */
import { createSettingsReader, TEST_SOURCES, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation, type TestSource } from '../../exam-contract';

/** Half the angle between the loudspeakers of a standard stereo stage (+/-30 degrees). */
export const STAGE_HALF_WIDTH = 30;

/** Degrees of stage angle between neighbouring positions, largest (easiest) first. */
export const PAN_INTERVALS = [30, 15, 10, 5] as const;

export interface StereoSettings {
  /** Degrees between neighbouring positions: one of PAN_INTERVALS, or an adaptive rung. */
  interval: number;
  source: TestSource;
  /**
   * This many positions, `interval` apart, centred on the stage's middle (the adaptive mode);
   * the whole stage when absent.
   */
  positionCount?: number;
}

export type StereoSettingsDraft = { [K in keyof StereoSettings]: StereoSettings[K] | null };

/** The positions offered, left to right: -30 to +30 degrees in steps of the interval. */
export function stagePositions(interval: number): number[] {
  const positions: number[] = [];
  for (let angle = -STAGE_HALF_WIDTH; angle <= STAGE_HALF_WIDTH; angle += interval) positions.push(angle);
  return positions;
}

/** `count` positions `interval` apart, left to right, centred on the middle of the stage. */
export function centredPositions(interval: number, count: number): number[] {
  const half = (count - 1) / 2;
  return Array.from({ length: count }, (_, i) => (i - half) * interval);
}

/** The positions the settings offer, left to right. */
export function offeredPositions(settings: Pick<StereoSettings, 'interval' | 'positionCount'>): number[] {
  return settings.positionCount === undefined ? stagePositions(settings.interval) : centredPositions(settings.interval, settings.positionCount);
}

export function validateStereoSettings(input: unknown): SettingsValidation<StereoSettings> {
  const reader = createSettingsReader<StereoSettings>(input, { invalid: 'stereo:validation.invalid' });
  const interval = reader.pick('interval', PAN_INTERVALS);
  const source = reader.pick('source', TEST_SOURCES);
  return reader.result({ interval, source });
}

/** Easiest first: left, centre or right, down to 13 positions 5 degrees apart. */
export const STEREO_DIFFICULTY_PRESETS: readonly DifficultyPreset<StereoSettings>[] = [
  { id: 'beginner', settings: { interval: 30, source: 'bursts' } },
  { id: 'easy', settings: { interval: 15, source: 'bursts' } },
  { id: 'medium', settings: { interval: 10, source: 'bursts' } },
  { id: 'expert', settings: { interval: 5, source: 'bursts' } },
];

export const STEREO_DEFAULT_SETTINGS: StereoSettings = { interval: 15, source: 'bursts' };

/**
 * The official stereo localization exam: seven positions 10 degrees apart, pink-noise bursts,
 * ten questions. Level matched (the equal-power pan keeps the power, so matching changes
 * nothing but guards against a file whose channels differ).
 */
export const STEREO_OFFICIAL_EXAM: OfficialExamConfig<StereoSettings> = {
  settings: { interval: 10, source: 'bursts' },
  questionCount: 10,
  levelMatch: true,
};
