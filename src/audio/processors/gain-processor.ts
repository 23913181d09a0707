import { dbToGain } from '../../lib/units';
import { initParam, rampParam } from '../param-ramp';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

export type GainSpec = SpecOf<'gain'>;

/** A level change in dB. */
export function createGainProcessor(context: BaseAudioContext, spec: GainSpec): UpdatableProcessor<GainSpec> {
  const node = new GainNode(context);
  initParam(node.gain, dbToGain(spec.gain), context);
  let current = spec;
  return {
    input: node,
    output: node,
    ready: Promise.resolve(),
    get spec() {
      return current;
    },
    update(next) {
      rampParam(node.gain, dbToGain(next.gain), context);
      current = next;
      return true;
    },
    dispose() {
      node.disconnect();
    },
  };
}
