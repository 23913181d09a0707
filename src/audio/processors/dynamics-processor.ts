/**
 * The dynamics kind: the compressor of src/audio/dynamics, run on the whole loop ahead
 * (`renderDynamicsLoop`, in a browser's worker or the server's render thread) and played as the
 * source's processed twin. On the stream its stage is silent: nothing of the original may pass
 * as "compressed" while the twin is being made.
 */
import { renderCompressedLoop } from '../dynamics/compressed-loop';
import type { LoopRenderer } from './loop-renderer';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

export type DynamicsSpec = SpecOf<'dynamics'>;

/** The stage in a chain: a gain of 0 that accepts any dynamics spec (the sound is the twin's). */
export function createDynamicsProcessor(context: BaseAudioContext, spec: DynamicsSpec): UpdatableProcessor<DynamicsSpec> {
  const input = new GainNode(context, { gain: 0 });
  const output = new GainNode(context);
  input.connect(output);
  let current = spec;
  return {
    input,
    output,
    ready: Promise.resolve(),
    get spec() {
      return current;
    },
    update(next) {
      current = next;
      return true;
    },
    dispose() {
      input.disconnect();
      output.disconnect();
    },
  };
}

/** The loop compressed as the spec asks, loudness-matched; the meter is the gain reduction, dB. */
export const renderDynamicsLoop: LoopRenderer = (channels, sampleRate, spec) => {
  if (spec.kind !== 'dynamics') throw new RangeError(`not a dynamics spec: ${spec.kind}`);
  const { channels: compressed, gainReductionDb } = renderCompressedLoop(channels, sampleRate, spec);
  return { channels: compressed as Float32Array<ArrayBuffer>[], meter: gainReductionDb as Float32Array<ArrayBuffer> };
};
