/**
 * The width area's adaptive mode: the smallest change of side level whose direction (narrower
 * or wider) is still heard. The size is not asked, so every trial is a two-way choice.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { offeredDirections } from './width-question';
import type { WidthSettings } from './width-settings';

/**
 * Percent of side level, easiest first (100: mono against twice the side level). On the
 * decorrelated stereo noise, mid and side carry equal power, so a width w (side gain g = w/100)
 * gives an interchannel correlation of (1 - g^2) / (1 + g^2). From a correlation of 0, 75 %
 * correct needs a change of about 0.4 in its square (Pollack & Trittipoe 1959, "Binaural
 * listening and interaural noise cross correlation", JASA 31:1250), a correlation of about
 * 0.63: about 50 % of side level narrower. The rungs are finest (5 %) around there. The same
 * study found a change of 0.04 enough from a correlation near 1, as in a mostly mono mix, so
 * the ladder goes on down to 10 %.
 */
export const WIDTH_LADDER = [100, 80, 65, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10] as const;

const THRESHOLD_SETTINGS = { change: 'either', asksSize: false } as const;

export const widthDimension: AdaptiveDimension<WidthSettings> = {
  id: 'width',
  ladder: WIDTH_LADDER,
  startIndex: 0,
  unit: 'percent',
  settingsAt: (level) => ({ ...THRESHOLD_SETTINGS, step: level }),
  guessRate: () => 1 / offeredDirections(THRESHOLD_SETTINGS.change).length,
};
