/**
 * The contract of a processor kind computed on the whole loop ahead (processor-kinds.ts,
 * `loopRenderer`), apart from the table so that the kinds' modules can implement it without
 * importing the table that loads them.
 */
import type { ProcessorSpec } from './processor-spec';

/** What a kind computed on the whole loop ahead makes of it (see `loopRenderer`). */
export interface LoopRendering {
  /** The processed loop: as many channels as the original, as long, sample-aligned with it. */
  channels: Float32Array<ArrayBuffer>[];
  /** A reading per frame of what the processing did (the compressor's gain reduction, dB), for a meter in step with playback; or null. */
  meter: Float32Array<ArrayBuffer> | null;
}

/** Pure: the same output for the same samples wherever it runs (a browser's worker, the server's render thread). */
export type LoopRenderer = (channels: readonly Float32Array[], sampleRate: number, spec: ProcessorSpec) => LoopRendering;
