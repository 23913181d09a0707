import type { QuestionProcessing } from './processors/processor-spec';
import type { FadeLaw } from './ab-crossfade';
import { reverbMixGains } from './processors/reverb-mix';

/**
 * Below this correlation between the branches an equal-power fade keeps the level closer than
 * an equal-gain one. Midway through a switch between two branches of equal power and
 * correlation r, an equal-gain fade (0.5 + 0.5) has power (1 + r) / 2 and an equal-power one
 * (0.707 + 0.707) has 1 + r: the first dips by 10 log10(2 / (1 + r)) dB, the second swells by
 * 10 log10(1 + r) dB, and the two are equal at (1 + r)^2 = 2, r = sqrt(2) - 1.
 */
export const EQUAL_POWER_BELOW_CORRELATION = Math.SQRT2 - 1;

/**
 * Equal-power only when the processed branch shares little with the original: a reverb whose
 * dry part (its correlation with the original, since the wet part is decorrelated and the mix
 * keeps the power) is below sqrt(2) - 1, i.e. a wet share above 73 %, a DRR below -6.8 dB.
 * Everything else is mostly the original signal, and an equal-power fade of correlated
 * signals swells by up to 3 dB mid-switch.
 */
export function fadeLawFor(processing: QuestionProcessing | null): FadeLaw {
  if (!processing) return 'equal-gain';
  const decorrelated = processing.chain.some((spec) => spec.kind === 'reverb' && reverbMixGains(spec.mix).dry < EQUAL_POWER_BELOW_CORRELATION);
  return decorrelated ? 'equal-power' : 'equal-gain';
}
