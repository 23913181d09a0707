import { distortionCurve } from './distortion-curve';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

export type DistortionSpec = SpecOf<'distortion'>;

/** Below hearing: removes the DC an asymmetric curve adds, and nothing audible. */
const DC_BLOCK_HZ = 5;

/**
 * Soft (tanh), hard or asymmetric clipping in a WaveShaperNode with 4x oversampling (so
 * harmonics above Nyquist are filtered instead of folding back), drive calibrated to the
 * requested THD of a 1 kHz sine at the reference level, output level-compensated (see
 * distortion-curve.ts); the asymmetric curve's DC is blocked by a high-pass far below hearing.
 * A curve cannot ramp, so a change of type or THD needs a new processor.
 */
export function createDistortionProcessor(context: BaseAudioContext, spec: DistortionSpec): UpdatableProcessor<DistortionSpec> {
  const shaper = new WaveShaperNode(context, { curve: distortionCurve(spec.type, spec.thd).curve, oversample: '4x' });
  const dcBlock = spec.type === 'asymmetric' ? new BiquadFilterNode(context, { type: 'highpass', frequency: DC_BLOCK_HZ, Q: Math.SQRT1_2 }) : null;
  if (dcBlock) shaper.connect(dcBlock);
  return {
    input: shaper,
    output: dcBlock ?? shaper,
    ready: Promise.resolve(),
    spec,
    update(next) {
      return next.type === spec.type && next.thd === spec.thd;
    },
    dispose() {
      shaper.disconnect();
      dcBlock?.disconnect();
    },
  };
}
