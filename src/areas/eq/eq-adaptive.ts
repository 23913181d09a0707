/**
 * The EQ area's adaptive mode: the smallest gain at which one octave-wide band, boosted or cut
 * on a fixed set of seven bands (125 Hz to 8 kHz), is still named with its direction.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { hz } from '../../lib/units';
import { centreFrequencies, type EqSettings } from './eq-settings';

/**
 * In dB, easiest first. Trained listeners name broad (Q 0.66) peaks and dips of 3 dB in pink
 * noise and music (Olive 1994, "A method for training listeners and selecting program material
 * for listening tests", AES 97th Convention, preprint 3893), while a band changed by less than
 * the level JND of noise, about 0.5-1 dB (Miller 1947, JASA 19:609), is not heard at all. So the
 * rungs are finest (0.5 dB) from 3 dB down, and end at 0.5 dB.
 */
export const GAIN_LADDER = [12, 9, 6, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5] as const;

const THRESHOLD_SETTINGS = { resolution: 'octave', bandCount: 1, gainDirection: 'boost-cut', rangeFrom: hz(125), rangeTo: hz(8000) } as const;

/** Each band boosted or cut. */
const ANSWERS = 2 * centreFrequencies(THRESHOLD_SETTINGS.resolution, THRESHOLD_SETTINGS.rangeFrom, THRESHOLD_SETTINGS.rangeTo).length;

export const eqGainDimension: AdaptiveDimension<EqSettings> = {
  id: 'gain',
  ladder: GAIN_LADDER,
  // 9 dB, the official exam's gain.
  startIndex: 1,
  unit: 'dB',
  settingsAt: (level) => ({ ...THRESHOLD_SETTINGS, gainMagnitude: level }),
  guessRate: () => 1 / ANSWERS,
};
