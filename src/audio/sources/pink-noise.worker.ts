/**
 * Web Worker: generates periodic pink noise off the main thread (pink-noise-buffer.ts), once per
 * browser, and ends itself once what it generated is kept (ended before, the write is lost).
 */
import { generatePinkNoise, periodLength, PINK_NOISE_DEFAULTS } from './pink-noise';
import { openPinkNoiseStore } from './pink-noise-store';

export interface PinkNoiseRequest {
  sampleRate: number;
  seed?: number;
}

type Channels = Float32Array<ArrayBuffer>[];

/** Names the generator: noise kept by an older one is never read as this one's. */
const GENERATOR = 'kellet-periodic-1';

/** The noise, and what keeps it for the next visit (null when it came from there). */
async function pinkNoise({ sampleRate, seed }: PinkNoiseRequest): Promise<{ channels: Channels; keep: ((copy: Channels) => Promise<unknown>) | null }> {
  const key = `${GENERATOR}:${sampleRate}:${seed ?? 'default'}`;
  const store = await openPinkNoiseStore();
  const kept = await store?.get(key).catch(() => undefined);
  if (kept && kept[0]?.length === periodLength(sampleRate, PINK_NOISE_DEFAULTS.minSeconds)) return { channels: kept, keep: null };
  const channels = generatePinkNoise({ sampleRate, ...(seed === undefined ? {} : { seed }) });
  return { channels, keep: store ? (copy) => store.put(key, copy).catch(() => undefined) : null };
}

self.addEventListener('message', (event: MessageEvent<PinkNoiseRequest>) => {
  pinkNoise(event.data).then(
    ({ channels, keep }) => {
      // The page first; a copy is kept after (the noise itself is handed over, not copied).
      const copy = keep ? channels.map((channel) => channel.slice()) : null;
      self.postMessage(channels, { transfer: channels.map((channel) => channel.buffer) });
      void (keep && copy ? keep(copy) : Promise.resolve()).finally(() => self.close());
    },
    // As a throw would: the page hears of it (the worker's error event) and generates it itself.
    (error: unknown) => reportError(error),
  );
});
