import type { QuestionProcessing } from './processors/processor-spec';
import type { FadeLaw } from './ab-crossfade';

/**
 * Equal-power only when the processed branch shares (almost) nothing with the original:
 * here a fully wet reverb. Everything else is mostly the original signal, and an
 * equal-power fade of correlated signals swells by up to 3 dB mid-switch.
 */
export function fadeLawFor(processing: QuestionProcessing | null): FadeLaw {
  if (!processing) return 'equal-gain';
  const decorrelated = processing.chain.some((spec) => spec.kind === 'reverb' && spec.mix >= 100);
  return decorrelated ? 'equal-power' : 'equal-gain';
}
