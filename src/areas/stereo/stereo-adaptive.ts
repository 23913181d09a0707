/**
 * Stereo localization's adaptive mode: the step between neighbouring positions on the stage.
 * A trial offers five positions around the middle of the stage, where localization is
 * sharpest; the staircase narrows their spacing.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { centredPositions, type StereoSettings } from './stereo-settings';

export const ADAPTIVE_POSITION_COUNT = 5;

/**
 * Degrees of stage angle between neighbouring positions, easiest first: from 15 (five
 * positions over the whole stage) to half a degree, finer below 5. The minimum audible angle
 * straight ahead is about 1 degree (Mills 1958, "On the minimum audible angle", JASA 30:237);
 * a 1-degree step of this area's equal-power pan is an interchannel level difference of
 * about 0.45 dB, at the just-noticeable interaural level difference of 0.5 to 1 dB (Mills 1960,
 * "Lateralization of high-frequency tones", JASA 32:132).
 */
export const POSITION_STEP_LADDER = [15, 12, 10, 8, 6, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5] as const;

export const stereoPositionDimension: AdaptiveDimension<StereoSettings> = {
  id: 'position',
  ladder: POSITION_STEP_LADDER,
  startIndex: 0,
  unit: 'degrees',
  // Pink-noise bursts: broadband onsets are the easiest to place.
  settingsAt: (interval) => ({ interval, source: 'bursts', positionCount: ADAPTIVE_POSITION_COUNT }),
  guessRate: (interval) => 1 / centredPositions(interval, ADAPTIVE_POSITION_COUNT).length,
};
