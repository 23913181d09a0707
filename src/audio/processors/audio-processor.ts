import type { ProcessorSpec } from './processor-spec';

/** A built processing stage: connect to `input`, take sound from `output`. */
export interface AudioProcessor {
  readonly input: AudioNode;
  readonly output: AudioNode;
  /** Resolves when the stage can render (an impulse response synthesised, HRTF data loaded). */
  readonly ready: Promise<void>;
  /** Disconnects and releases every node the stage owns. */
  dispose(): void;
}

export type ProcessorChainFactory = (context: BaseAudioContext, chain: readonly ProcessorSpec[]) => AudioProcessor;
