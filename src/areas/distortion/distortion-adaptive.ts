/**
 * The distortion area's adaptive mode: the smallest THD that is heard at all.
 *
 * The answer form names an amount on a scale, so each trial offers two amounts: the rung's and
 * CLEAN_THD, far below any threshold (its harmonics some 80 dB under the tone). Telling which
 * of the two was added is then "distorted, or not?": a detection task, whose difficulty falls
 * with the THD and whose threshold is the one audibility studies report, answered with the
 * form as it is. The type is not asked (naming it takes more than hearing the distortion, which
 * would mix two thresholds) but fixed to soft clipping, mostly low odd harmonics: how audible
 * distortion is depends on its kind as much as on its THD (Tan, Moore & Zacharov 2003, "The
 * effect of nonlinear distortion on the perceived quality of music and speech signals", JAES
 * 51:1012), so one kind keeps the rungs comparable. The source is the 1 kHz calibration sine,
 * the one signal for which the THD is nominal.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import type { DistortionSettings } from './distortion-settings';

/** The other amount of every trial's pair, in percent. */
export const CLEAN_THD = 0.01;

/**
 * THD in percent, easiest first. A harmonic of a pure tone is heard once it rises above the
 * tone's own masking pattern, which at the second and third harmonics of a 1 kHz tone lies some
 * 30-50 dB below the tone, the less the louder the tone (Fastl & Zwicker 2007, Psychoacoustics:
 * Facts and Models, 3rd ed., Springer, ch. 4): a THD of roughly 0.3-3 %. The rungs are finest
 * there and end below it.
 */
export const THD_ADAPTIVE_LADDER = [10, 5, 3, 2, 1.5, 1.2, 1, 0.8, 0.6, 0.4, 0.3, 0.2, 0.1] as const;

const THRESHOLD_SETTINGS = { source: 'sine', types: 'soft', amounts: 2, asksType: false } as const;

export const distortionThdDimension: AdaptiveDimension<DistortionSettings> = {
  id: 'thd',
  ladder: THD_ADAPTIVE_LADDER,
  startIndex: 0,
  unit: 'percent',
  settingsAt: (level) => ({ ...THRESHOLD_SETTINGS, scale: [CLEAN_THD, level] }),
  guessRate: () => 1 / THRESHOLD_SETTINGS.amounts,
};
