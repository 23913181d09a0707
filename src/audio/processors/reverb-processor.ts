import { initParam, rampParam } from '../param-ramp';
import { reverbMixGains } from './reverb-mix';
import { createRoomConvolver, STEREO_ALWAYS, type ConvolutionOptions } from './convolution';
import { disconnectAll, type SpecOf, type UpdatableProcessor } from './updatable-processor';

export type ReverbSpec = SpecOf<'reverb'>;
export { reverbMixGains };

/** Convolution with a synthesised room response of the requested RT60 after a pre-delay. */
export function createReverbProcessor(
  context: BaseAudioContext,
  spec: ReverbSpec,
  options: ConvolutionOptions = {},
): UpdatableProcessor<ReverbSpec> {
  if (!(spec.preDelay >= 0 && spec.preDelay <= 1)) throw new RangeError(`pre-delay ${spec.preDelay} s outside 0..1 s`);
  const input = new GainNode(context);
  const output = new GainNode(context);
  const dry = new GainNode(context);
  const wet = new GainNode(context);
  const preDelay = new DelayNode(context, { maxDelayTime: 1, ...STEREO_ALWAYS });
  const room = createRoomConvolver(context, spec.rt60, options);
  input.connect(dry).connect(output);
  input.connect(preDelay).connect(room.node).connect(wet).connect(output);
  initParam(preDelay.delayTime, spec.preDelay, context);
  const gains = reverbMixGains(spec.mix);
  initParam(dry.gain, gains.dry, context);
  initParam(wet.gain, gains.wet, context);
  let current = spec;
  return {
    input,
    output,
    ready: room.ready,
    get spec() {
      return current;
    },
    update(next) {
      // A new decay or pre-delay means a new response or a jump; only the mix glides.
      if (next.rt60 !== current.rt60 || next.preDelay !== current.preDelay) return false;
      const { dry: dryGain, wet: wetGain } = reverbMixGains(next.mix);
      rampParam(dry.gain, dryGain, context);
      rampParam(wet.gain, wetGain, context);
      current = next;
      return true;
    },
    dispose() {
      room.release();
      disconnectAll([input, output, dry, wet, preDelay]);
    },
  };
}
