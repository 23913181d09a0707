import { initParam, rampParam } from '../param-ramp';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

export type StereoPanSpec = SpecOf<'stereo-pan'>;

const clampPan = (pan: number): number => Math.min(1, Math.max(-1, pan));

/**
 * Equal-power pan: left gain cos((p + 1) pi / 4), right gain sin((p + 1) pi / 4). That is what
 * StereoPannerNode does to a mono input; for a stereo input it instead keeps both channels and
 * shifts one into the other, which is not a pan of one source. So the input is summed to mono
 * first ((L + R) / 2, through channelCount 1): a stereo localisation question places one source.
 */
export function createStereoPanProcessor(context: BaseAudioContext, spec: StereoPanSpec): UpdatableProcessor<StereoPanSpec> {
  const panner = new StereoPannerNode(context, { channelCount: 1, channelCountMode: 'explicit' });
  initParam(panner.pan, clampPan(spec.pan), context);
  let current = spec;
  return {
    input: panner,
    output: panner,
    ready: Promise.resolve(),
    get spec() {
      return current;
    },
    update(next) {
      rampParam(panner.pan, clampPan(next.pan), context);
      current = next;
      return true;
    },
    dispose() {
      panner.disconnect();
    },
  };
}
