/**
 * Impulse responses for the reverb and distance processors, synthesised in a Web Worker; none of
 * the synthesis is here (the worker brings it), so a page that makes rooms ahead loads little.
 * `createImpulseResponseSynthesizer` runs one job at a time with progress (0..1) and
 * cancellation (an abort terminates the worker mid-job; queued jobs move to a fresh one).
 * `loadImpulseResponse` adds a shared cache on top, so a page that synthesises its responses
 * up front (behind an initialising screen) hands them to its processors for free.
 */
import { resolveRequest, type ImpulseResponseData, type ImpulseResponseRequest } from './impulse-response-request';
import type { WorkerRequest, WorkerResponse } from './impulse-response.worker';

export { DEFAULT_IR_SAMPLE_RATE, MAX_RT60, MIN_RT60, type ImpulseResponseData, type ImpulseResponseRequest } from './impulse-response-request';

export interface SynthesisOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ImpulseResponseSynthesizer {
  synthesize(request: ImpulseResponseRequest, options?: SynthesisOptions): Promise<ImpulseResponseData>;
  /** Rejects every pending job and ends the worker. */
  dispose(): void;
}

interface Job {
  id: number;
  request: ImpulseResponseRequest;
  options: SynthesisOptions;
  resolve(data: ImpulseResponseData): void;
  reject(error: Error): void;
}

const abortError = (): Error => new DOMException('Impulse response synthesis was cancelled', 'AbortError');

export function createWorker(): Worker {
  return new Worker(new URL('./impulse-response.worker.ts', import.meta.url), { type: 'module' });
}

export function createImpulseResponseSynthesizer(spawn: () => Worker = createWorker): ImpulseResponseSynthesizer {
  const queue: Job[] = [];
  let running: Job | null = null;
  let worker: Worker | null = null;
  let nextId = 1;

  const onMessage = (event: MessageEvent<WorkerResponse>): void => {
    const message = event.data;
    if (!running || message.id !== running.id) return;
    if (message.type === 'progress') {
      running.options.onProgress?.(message.fraction);
      return;
    }
    const job = running;
    running = null;
    if (message.type === 'done') job.resolve({ sampleRate: message.sampleRate, channels: message.channels });
    else job.reject(new Error(message.message));
    pump();
  };

  const onError = (event: ErrorEvent): void => {
    const job = running;
    running = null;
    stopWorker();
    job?.reject(new Error(`impulse response worker failed: ${event.message}`));
    pump();
  };

  function stopWorker(): void {
    worker?.terminate();
    worker = null;
  }

  function pump(): void {
    if (running) return;
    const job = queue.shift();
    if (!job) return;
    running = job;
    if (!worker) {
      worker = spawn();
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
    }
    const message: WorkerRequest = { type: 'synthesize', id: job.id, request: job.request };
    worker.postMessage(message);
  }

  function cancel(job: Job): void {
    if (running === job) {
      running = null;
      stopWorker();
    } else {
      const index = queue.indexOf(job);
      if (index >= 0) queue.splice(index, 1);
    }
    job.reject(abortError());
    pump();
  }

  return {
    synthesize(request, options = {}) {
      try {
        resolveRequest(request);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (options.signal?.aborted) return Promise.reject(abortError());
      return new Promise<ImpulseResponseData>((resolve, reject) => {
        const job: Job = { id: nextId++, request, options, resolve, reject };
        const onAbort = (): void => cancel(job);
        options.signal?.addEventListener('abort', onAbort, { once: true });
        const settle = (): void => options.signal?.removeEventListener('abort', onAbort);
        job.resolve = (data) => {
          settle();
          resolve(data);
        };
        job.reject = (error) => {
          settle();
          reject(error);
        };
        queue.push(job);
        pump();
      });
    },
    dispose() {
      const pending = [...(running ? [running] : []), ...queue.splice(0)];
      running = null;
      stopWorker();
      for (const job of pending) job.reject(abortError());
    },
  };
}

/**
 * Where no Worker exists (a server rendering the same graph): the same synthesis, inline. Its
 * code loads here only then: a page's worker brings its own.
 */
function createInlineSynthesizer(): ImpulseResponseSynthesizer {
  return {
    async synthesize(request, options = {}) {
      // Start after the caller has registered its listeners, as a worker would.
      const { synthesizeImpulseResponse } = await import('./impulse-response-synthesis');
      if (options.signal?.aborted) throw abortError();
      return synthesizeImpulseResponse(request, options.onProgress);
    },
    dispose() {},
  };
}

let shared: ImpulseResponseSynthesizer | null = null;

function sharedSynthesizer(): ImpulseResponseSynthesizer {
  shared ??= typeof Worker === 'function' ? createImpulseResponseSynthesizer() : createInlineSynthesizer();
  return shared;
}

interface CacheEntry {
  promise: Promise<ImpulseResponseData>;
  /** Set once the response is here: a page can then tell at once that nothing needs waiting for. */
  done: boolean;
  listeners: Set<(fraction: number) => void>;
  waiters: number;
  controller: AbortController;
}

const CACHE_LIMIT = 16;
const cache = new Map<string, CacheEntry>();

function cacheKey(request: ImpulseResponseRequest): string {
  return JSON.stringify(resolveRequest(request));
}

/**
 * The response for `request` from the shared cache, synthesising it on first use. An abort
 * rejects this caller; the job itself stops only when nobody else is waiting for it.
 */
export function loadImpulseResponse(request: ImpulseResponseRequest, options: SynthesisOptions = {}): Promise<ImpulseResponseData> {
  let key: string;
  try {
    key = cacheKey(request);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  if (options.signal?.aborted) return Promise.reject(abortError());
  let entry = cache.get(key);
  if (!entry) {
    const controller = new AbortController();
    const listeners = new Set<(fraction: number) => void>();
    const created: CacheEntry = {
      listeners,
      controller,
      waiters: 0,
      done: false,
      promise: sharedSynthesizer().synthesize(request, {
        signal: controller.signal,
        onProgress: (fraction) => listeners.forEach((listener) => listener(fraction)),
      }),
    };
    created.promise.then(
      () => {
        created.done = true;
      },
      () => cache.get(key) === created && cache.delete(key),
    );
    cache.set(key, created);
    while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    entry = created;
  }
  const current = entry;
  current.waiters++;
  if (options.onProgress) current.listeners.add(options.onProgress);
  return new Promise<ImpulseResponseData>((resolve, reject) => {
    let settled = false;
    const leave = (): boolean => {
      if (settled) return false;
      settled = true;
      current.waiters--;
      if (options.onProgress) current.listeners.delete(options.onProgress);
      options.signal?.removeEventListener('abort', onAbort);
      return true;
    };
    const onAbort = (): void => {
      if (!leave()) return;
      if (current.waiters === 0) {
        if (cache.get(key) === current) cache.delete(key);
        current.controller.abort();
      }
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    current.promise.then(
      (data) => {
        if (leave()) resolve(data);
      },
      (error: unknown) => {
        if (leave()) reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** True when the response for `request` is in the cache, synthesised. */
export function impulseResponseReady(request: ImpulseResponseRequest): boolean {
  try {
    return cache.get(cacheKey(request))?.done === true;
  } catch {
    return false;
  }
}

/** Forgets every cached response (the bench times preparation from cold). */
export function clearImpulseResponseCache(): void {
  cache.clear();
}

/** An AudioBuffer for a ConvolverNode; copies, so the cached data stays intact. */
export function toAudioBuffer(data: ImpulseResponseData): AudioBuffer {
  const length = data.channels[0]?.length ?? 0;
  const buffer = new AudioBuffer({ numberOfChannels: data.channels.length, length: Math.max(1, length), sampleRate: data.sampleRate });
  data.channels.forEach((channel, index) => buffer.copyToChannel(channel, index));
  return buffer;
}
