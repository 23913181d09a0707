/**
 * A stand-in ProcessorChainFactory for engine tests (peaking EQ and gain only), so the
 * engine's own measurements do not depend on the processors package; one integration
 * test uses the real createProcessorChain.
 */
import type { AudioProcessor, ProcessorChainFactory } from '../processors/audio-processor';
import type { ProcessorSpec } from '../processors/processor-spec';

export const simpleChain: ProcessorChainFactory = (context: BaseAudioContext, chain: readonly ProcessorSpec[]): AudioProcessor => {
  const input = new GainNode(context);
  const nodes: AudioNode[] = [];
  for (const spec of chain) {
    if (spec.kind === 'eq') {
      for (const band of spec.bands) nodes.push(new BiquadFilterNode(context, { type: 'peaking', frequency: band.frequency, gain: band.gain, Q: band.q }));
    } else if (spec.kind === 'gain') {
      nodes.push(new GainNode(context, { gain: Math.pow(10, spec.gain / 20) }));
    } else {
      throw new Error(`simpleChain cannot build '${spec.kind}'`);
    }
  }
  let last: AudioNode = input;
  for (const node of nodes) last = last.connect(node);
  const output = new GainNode(context);
  last.connect(output);
  return {
    input,
    output,
    ready: Promise.resolve(),
    dispose() {
      for (const node of [input, ...nodes, output]) node.disconnect();
    },
  };
};
