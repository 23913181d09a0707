import type { QuestionProcessing } from './processors/processor-spec';
import type { FadeLaw } from './ab-crossfade';
import { reverbMixGains } from './processors/reverb-mix';

/**
 * Below this correlation between the branches an equal-power fade keeps the level through the
 * switch closer than an equal-gain one. In long-term power the two are equal at r = sqrt(2) - 1
 * (midway, equal-gain has (1 + r) / 2, equal-power 1 + r); measured as the ear meets it, 5 ms
 * windows against the same windows of the steady sounds (reverb-switch.browser.test.ts), the
 * crossover lies between a reverb mix of -4 dB DRR (r = 0.53) and -6 dB (r = 0.45). Near it
 * the two laws differ by about 0.1 dB, so the round figure between the measured points serves.
 */
export const EQUAL_POWER_BELOW_CORRELATION = 0.5;

/**
 * Equal-power only when the processed branch shares little with the original: a reverb whose
 * dry part (its correlation with the original, since the wet part is decorrelated and the mix
 * keeps the power) is below 0.5, a wet share above 67 % (DRR below -4.8 dB). Everything else
 * is mostly the original signal, and an equal-power fade of correlated signals swells by up to
 * 3 dB mid-switch.
 */
export function fadeLawFor(processing: QuestionProcessing | null): FadeLaw {
  if (!processing) return 'equal-gain';
  const decorrelated = processing.chain.some((spec) => spec.kind === 'reverb' && reverbMixGains(spec.mix).dry < EQUAL_POWER_BELOW_CORRELATION);
  return decorrelated ? 'equal-power' : 'equal-gain';
}
