/**
 * The dynamics area's adaptive mode: the smallest mean gain reduction at which a compressed
 * drum loop is still told from the loop as it is (loudness-matched, so only the dynamics differ).
 * Half the trials are not compressed, so every trial is a two-way choice.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import type { DynamicsSettings } from './dynamics-settings';

/**
 * Mean gain reduction, dB, easiest first. No detection threshold in these units is published;
 * the nearest study (Ronan, Ward, Sazdov and Lee, "The Perception of Hyper-Compression by
 * Mastering Engineers", JAES 65(7/8):613, 2017) found that mastering engineers, in an ABX test of
 * loudness-matched versions, told heavily compressed music from the original in 17 of 24
 * conditions, audibility depending on the music's crest factor. So the start rung is heavy
 * compression, 10 dB on average (the loop's every hit turned down, and the quiet between them
 * turned up by the make-up gain), with one rung above it for a listener who misses even that;
 * the rungs are 1 dB apart, finer below 3 dB, down to 1 dB, which only the loudest hits feel.
 */
export const GAIN_REDUCTION_LADDER = [12, 10, 8, 6, 5, 4, 3, 2.5, 2, 1.5, 1] as const;

const THRESHOLD_SETTINGS = { programme: 'drum-kit', test: 'presence' } as const;

export const dynamicsGainReductionDimension: AdaptiveDimension<DynamicsSettings> = {
  id: 'gainReduction',
  ladder: GAIN_REDUCTION_LADDER,
  startIndex: 1,
  unit: 'dB',
  settingsAt: (level) => ({ ...THRESHOLD_SETTINGS, gainReductionDb: level }),
  guessRate: () => 1 / 2,
};
