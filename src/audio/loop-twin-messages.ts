/** The messages between loop-twin.ts and its module worker (loop-twin.worker.ts). */
import type { ProcessorSpec } from './processors/processor-spec';

export interface LoopTwinRequest {
  id: number;
  spec: ProcessorSpec;
  sampleRate: number;
  channels: Float32Array<ArrayBuffer>[];
}

export type LoopTwinResponse =
  | { type: 'done'; id: number; channels: Float32Array<ArrayBuffer>[]; meter: Float32Array<ArrayBuffer> | null }
  | { type: 'error'; id: number; message: string };
