import { initParam } from '../param-ramp';
import { airAbsorptionFilter } from './air-absorption';
import { criticalDistance } from './room-acoustics';
import { createRoomConvolver, STEREO_ALWAYS, type ConvolutionOptions } from './convolution';
import { disconnectAll, type SpecOf, type UpdatableProcessor } from './updatable-processor';

export type DistanceSpec = SpecOf<'distance'>;
export { criticalDistance };

/** The room's first reflections arrive this long after the direct sound. */
export const REVERB_DELAY_SECONDS = 0.01;
/** Linear gains of the two paths: direct d0 / d (inverse distance), reverberant d0 / rc (constant). */
export function distanceGains(spec: DistanceSpec): { direct: number; reverberant: number } {
  return { direct: spec.referenceDistance / spec.distance, reverberant: spec.referenceDistance / criticalDistance(spec) };
}

/**
 * A source `distance` metres away in a room: the direct sound falls by the inverse-distance law
 * relative to `referenceDistance` and passes an air-absorption low-pass (air-absorption.ts);
 * the reverberant sound (a synthesised room response of `roomRt60`) keeps its level at any
 * distance, as in a diffuse field, so the direct-to-reverberant ratio falls 6 dB per doubling
 * and is 0 dB at the critical distance. Any change needs a new processor.
 */
export function createDistanceProcessor(
  context: BaseAudioContext,
  spec: DistanceSpec,
  options: ConvolutionOptions = {},
): UpdatableProcessor<DistanceSpec> {
  if (!(spec.distance > 0 && spec.referenceDistance > 0)) {
    throw new RangeError(`distances must be positive, got ${spec.distance} and ${spec.referenceDistance} m`);
  }
  const input = new GainNode(context);
  const output = new GainNode(context);
  const direct = new GainNode(context);
  const reverberant = new GainNode(context);
  const gap = new DelayNode(context, { maxDelayTime: REVERB_DELAY_SECONDS * 2, ...STEREO_ALWAYS });
  const room = createRoomConvolver(context, spec.roomRt60, options);
  const air = airAbsorptionFilter(spec.distance, context.sampleRate);
  const lowPass = air ? new IIRFilterNode(context, { feedforward: air.feedforward, feedback: air.feedback }) : null;
  const gains = distanceGains(spec);
  initParam(direct.gain, gains.direct, context);
  initParam(reverberant.gain, gains.reverberant, context);
  initParam(gap.delayTime, REVERB_DELAY_SECONDS, context);
  input.connect(direct);
  (lowPass ? direct.connect(lowPass) : direct).connect(output);
  input.connect(gap).connect(room.node).connect(reverberant).connect(output);
  return {
    input,
    output,
    ready: room.ready,
    spec,
    update: () => false,
    dispose() {
      room.release();
      disconnectAll([input, output, direct, reverberant, gap, ...(lowPass ? [lowPass] : [])]);
    },
  };
}
