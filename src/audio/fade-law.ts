import type { FadeLaw } from './ab-crossfade';
import { processorDecorrelates } from './processors/processor-kinds';
import type { QuestionProcessing } from './processors/processor-spec';

/**
 * Equal-power only when the processed branch shares little with the original (a reverb whose
 * dry part, its correlation with the original, is below 0.5: a wet share above 67 %, DRR below
 * -4.8 dB; see EQUAL_POWER_BELOW_CORRELATION in processors/processor-kinds.ts). Everything else
 * is mostly the original signal, and an equal-power fade of correlated signals swells by up to
 * 3 dB mid-switch.
 */
export function fadeLawFor(processing: QuestionProcessing | null): FadeLaw {
  if (!processing) return 'equal-gain';
  return processing.chain.some(processorDecorrelates) ? 'equal-power' : 'equal-gain';
}
