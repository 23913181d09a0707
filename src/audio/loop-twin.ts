/**
 * Processing computed on the whole loop ahead (a kind with a `loopRenderer` in
 * processors/processor-kinds.ts: the compressor), played as the source's processed twin
 * (`BufferMaterial.processed`), which bypasses the chain. In a browser the renderer runs in a
 * module worker (loop-twin.worker.ts), so the page never waits on it; on the server, and where
 * no Worker exists, the same function runs inline. The output is the same either way.
 */
import type { LoopRendering } from './processors/loop-renderer';
import { PROCESSOR_KINDS } from './processors/processor-kinds';
import type { ProcessorSpec } from './processors/processor-spec';
import type { LoopTwinRequest, LoopTwinResponse } from './loop-twin-messages';

export type { LoopRendering } from './processors/loop-renderer';

/** Renders `spec` on one loop period; the channels given are not changed. */
export type LoopTwinRenderer = (channels: readonly Float32Array[], sampleRate: number, spec: ProcessorSpec) => Promise<LoopRendering>;

export function isLoopRendered(spec: ProcessorSpec): boolean {
  return PROCESSOR_KINDS[spec.kind].loopRenderer !== undefined;
}

/**
 * The chain's stage that is computed on the whole loop, or null when every stage streams through
 * nodes. Such a stage stands alone: its output replaces the processed branch.
 */
export function loopStageOf(chain: readonly ProcessorSpec[]): ProcessorSpec | null {
  const stage = chain.find(isLoopRendered);
  if (stage === undefined) return null;
  if (chain.length > 1) throw new RangeError(`a ${stage.kind} stage is rendered on the whole loop and cannot share a chain`);
  return stage;
}

/** The kind's renderer, on this thread. */
export const renderLoopInline: LoopTwinRenderer = async (channels, sampleRate, spec) => {
  const load = PROCESSOR_KINDS[spec.kind].loopRenderer;
  if (!load) throw new RangeError(`${spec.kind} is not rendered on the loop`);
  return (await load())(channels, sampleRate, spec);
};

export function createLoopTwinWorker(): Worker {
  return new Worker(new URL('./loop-twin.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The renderer in one module worker, started on first use, one job at a time in order. A
 * worker that fails is ended and the next job starts a fresh one.
 */
export function createWorkerLoopRenderer(spawn: () => Worker = createLoopTwinWorker): LoopTwinRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(rendering: LoopRendering): void; reject(error: Error): void }>();
  const fail = (error: Error): void => {
    worker?.terminate();
    worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const created = spawn();
    created.addEventListener('message', (event: MessageEvent<LoopTwinResponse>) => {
      const message = event.data;
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (message.type === 'done') job.resolve({ channels: message.channels, meter: message.meter });
      else job.reject(new Error(message.message));
    });
    created.addEventListener('error', (event) => fail(new Error(`loop twin worker failed: ${event.message}`)));
    worker = created;
    return created;
  };
  return (channels, sampleRate, spec) =>
    new Promise<LoopRendering>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // Copies, handed over: the caller's samples stay where they are.
      const copies = channels.map((channel) => Float32Array.from(channel));
      const request: LoopTwinRequest = { id, spec, sampleRate, channels: copies };
      started().postMessage(request, copies.map((copy) => copy.buffer));
    });
}

let shared: LoopTwinRenderer | null = null;

/** The page's renderer: a worker where there are workers, else inline. */
export function sharedLoopRenderer(): LoopTwinRenderer {
  shared ??= typeof Worker === 'function' ? createWorkerLoopRenderer() : renderLoopInline;
  return shared;
}

export interface LoopTwin {
  /** The processed loop as a buffer, to play as `BufferMaterial.processed`. */
  processed: AudioBuffer;
  meter: Float32Array | null;
}

/** The twin of a loop for `spec`, as a buffer of the loop's length and rate. */
export async function renderTwin(buffer: AudioBuffer, spec: ProcessorSpec, render: LoopTwinRenderer): Promise<LoopTwin> {
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c));
  const { channels: processed, meter } = await render(channels, buffer.sampleRate, spec);
  const twin = new AudioBuffer({ numberOfChannels: processed.length, length: buffer.length, sampleRate: buffer.sampleRate });
  processed.forEach((data, c) => twin.copyToChannel(data, c));
  return { processed: twin, meter };
}

/**
 * Twins kept per loop: a question and the student's answer to it (training), each heard again
 * and again. A 16 s stereo twin and its meter hold about 9 MB.
 */
const TWINS_KEPT = 2;

/** The twins of loops, rendered once per loop and spec while kept. */
export class LoopTwins {
  private readonly kept = new WeakMap<AudioBuffer, Map<string, Promise<LoopTwin>>>();

  constructor(private readonly render: LoopTwinRenderer) {}

  of(buffer: AudioBuffer, spec: ProcessorSpec): Promise<LoopTwin> {
    let twins = this.kept.get(buffer);
    if (!twins) {
      twins = new Map();
      this.kept.set(buffer, twins);
    }
    const key = JSON.stringify(spec);
    const known = twins.get(key);
    if (known) {
      twins.delete(key);
      twins.set(key, known);
      return known;
    }
    const made = renderTwin(buffer, spec, this.render);
    const forget = (): void => {
      if (twins.get(key) === made) twins.delete(key);
    };
    made.catch(forget);
    twins.set(key, made);
    while (twins.size > TWINS_KEPT) twins.delete(twins.keys().next().value as string);
    return made;
  }
}
