/**
 * The loudness area's adaptive mode: the smallest level change whose direction (louder or
 * softer) is still heard, on the play control's programme (pink noise, or the student's file).
 * The size is not asked, so every trial is a two-way choice at the rung's level.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { hz } from '../../lib/units';
import { offeredDirections } from './loudness-question';
import type { LoudnessSettings } from './loudness-settings';

/**
 * In dB, easiest first. The level JND of broadband noise is about 0.4 dB at moderate levels and
 * grows towards 1 dB and more near the threshold of hearing (Miller 1947, "Sensitivity to changes
 * in the intensity of white noise and its relation to masking and loudness", JASA 19:609), so
 * the rungs are finest (0.1-0.2 dB apart) from 1.2 dB down and end below it.
 */
export const LEVEL_LADDER = [6, 4, 3, 2, 1.5, 1.2, 1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2] as const;

const THRESHOLD_SETTINGS = { source: 'programme', sineFrequency: hz(1000), changeType: 'boost-cut', asksSize: false } as const;

export const loudnessLevelDimension: AdaptiveDimension<LoudnessSettings> = {
  id: 'level',
  ladder: LEVEL_LADDER,
  startIndex: 0,
  unit: 'dB',
  settingsAt: (level) => ({ ...THRESHOLD_SETTINGS, step: level }),
  guessRate: () => 1 / offeredDirections(THRESHOLD_SETTINGS.changeType).length,
};
