/**
 * What questions need before they can play: the impulse responses of their rooms (reverb and
 * distance), synthesised into the shared cache the processors read, one after another (the
 * worker runs one job at a time anyway), with the progress of the whole.
 */
import { impulseResponseReady, loadImpulseResponse, type ImpulseResponseRequest, type SynthesisOptions } from './impulse-response-cache';
import { roomRequest } from './processors/convolution';
import { processorRoomRt60 } from './processors/processor-kinds';
import type { ProcessorSpec, QuestionProcessing } from './processors/processor-spec';

/** The room response a processor asks the cache for, or null when it needs none. */
export function roomRequestOf(spec: ProcessorSpec, sampleRate: number): ImpulseResponseRequest | null {
  const rt60 = processorRoomRt60(spec);
  return rt60 === null ? null : roomRequest(rt60, sampleRate);
}

/** The distinct room responses of these questions, in order of first use. */
export function roomRequests(processings: readonly QuestionProcessing[], sampleRate: number): ImpulseResponseRequest[] {
  const requests = new Map<string, ImpulseResponseRequest>();
  for (const processing of processings) {
    for (const spec of processing.chain) {
      const request = roomRequestOf(spec, sampleRate);
      if (request) requests.set(JSON.stringify(request), request);
    }
  }
  return [...requests.values()];
}

/** True when every room these questions need is synthesised at `sampleRate` already. */
export function roomsReady(processings: readonly QuestionProcessing[], sampleRate: number): boolean {
  return roomRequests(processings, sampleRate).every(impulseResponseReady);
}

/** Synthesises every room, one after another; rejects on the first failure or an abort. */
export async function synthesizeRooms(processings: readonly QuestionProcessing[], sampleRate: number, options: SynthesisOptions = {}): Promise<void> {
  const requests = roomRequests(processings, sampleRate);
  for (const [index, request] of requests.entries()) {
    const onProgress = (fraction: number): void => options.onProgress?.((index + fraction) / requests.length);
    await loadImpulseResponse(request, { onProgress, ...(options.signal ? { signal: options.signal } : {}) });
  }
}

/** Loads the processors' code and synthesises every room; rejects on the first failure or an abort. */
export async function prepareRooms(
  processings: readonly QuestionProcessing[],
  sampleRate: number,
  options: SynthesisOptions = {},
): Promise<void> {
  // The processors' code loads while the worker synthesises: one after the other, the first
  // question waited for both (about 0.3 s of code, then the rooms). Imported here, not with the
  // module: rooms made ahead, before any engine, need none of it.
  const processorsLoaded = import('./processors/create-processor').then(({ preloadProcessors }) =>
    preloadProcessors(processings.flatMap((p) => p.chain.map((spec) => spec.kind))),
  );
  processorsLoaded.catch(() => undefined);
  options.onProgress?.(0);
  await synthesizeRooms(processings, sampleRate, options);
  await processorsLoaded;
  options.onProgress?.(1);
}
