import { distortionCurve } from './distortion-curve';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

export type DistortionSpec = SpecOf<'distortion'>;

/**
 * Soft (tanh) or hard clipping in a WaveShaperNode with 4x oversampling (so harmonics above
 * Nyquist are filtered instead of folding back), drive calibrated to the requested THD of a
 * 1 kHz sine at the reference level, output level-compensated (see distortion-curve.ts).
 * A curve cannot ramp, so a change of type or THD needs a new processor.
 */
export function createDistortionProcessor(context: BaseAudioContext, spec: DistortionSpec): UpdatableProcessor<DistortionSpec> {
  const shaper = new WaveShaperNode(context, { curve: distortionCurve(spec.type, spec.thd).curve, oversample: '4x' });
  return {
    input: shaper,
    output: shaper,
    ready: Promise.resolve(),
    spec,
    update(next) {
      return next.type === spec.type && next.thd === spec.thd;
    },
    dispose() {
      shaper.disconnect();
    },
  };
}
