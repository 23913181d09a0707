import type { AudioProcessor, ProcessorChainFactory } from './audio-processor';
import { createProcessor, type ProcessorServices } from './create-processor';
import type { ProcessorSpec } from './processor-spec';
import type { UpdatableProcessor } from './updatable-processor';

/** A serial chain of processors with stable input and output nodes. */
export interface ProcessorChain extends AudioProcessor {
  readonly specs: readonly ProcessorSpec[];
  /**
   * Ramps every stage to the new specs when the chain has the same kinds in the same order and
   * each stage can change live; returns false when the caller must build a new chain instead.
   */
  update(chain: readonly ProcessorSpec[]): boolean;
}

/**
 * Serial chain; an empty chain passes the signal through unchanged. `ready` resolves when every
 * stage is ready (impulse responses synthesised, HRTF data loaded).
 */
export const createProcessorChain = ((
  context: BaseAudioContext,
  chain: readonly ProcessorSpec[],
  services: ProcessorServices = {},
): ProcessorChain => {
  const input = new GainNode(context);
  const output = new GainNode(context);
  const stages: UpdatableProcessor[] = [];
  try {
    for (const spec of chain) stages.push(createProcessor(context, spec, services));
  } catch (error) {
    for (const stage of stages) stage.dispose();
    throw error;
  }
  let previous: AudioNode = input;
  for (const stage of stages) {
    previous.connect(stage.input);
    previous = stage.output;
  }
  previous.connect(output);
  let specs = chain;
  return {
    input,
    output,
    ready: Promise.all(stages.map((stage) => stage.ready)).then(() => undefined),
    get specs() {
      return specs;
    },
    update(next) {
      if (next.length !== stages.length) return false;
      if (next.some((spec, index) => spec.kind !== stages[index]?.spec.kind)) return false;
      // A stage that refuses changes nothing; the caller then replaces the whole chain.
      const accepted = next.every((spec, index) => stages[index]?.update(spec) ?? false);
      if (accepted) specs = next;
      return accepted;
    },
    dispose() {
      input.disconnect();
      output.disconnect();
      for (const stage of stages) stage.dispose();
    },
  };
}) satisfies ProcessorChainFactory;
