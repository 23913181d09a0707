/**
 * Pink noise as an AudioBuffer, generated once per sample rate and seed and then shared (and
 * kept by the worker in this browser for the next visit, pink-noise-store.ts). The
 * generator (and its FFT with it) loads on first use, so pages that never play pink noise do
 * not download it. It runs in a worker: it takes most of a second on a slow machine, and
 * `preparePinkNoise` starts it while the page is read, before the gesture (often Start itself)
 * that creates the context. Where there is no Worker, or the worker fails, it runs here.
 */
import { gatePinkNoiseInto } from './dry-sources';
import type { PinkNoiseRequest } from './pink-noise.worker';

type Channels = Float32Array<ArrayBuffer>[];

const buffers = new Map<string, Promise<AudioBuffer>>();

function generateHere({ sampleRate, seed }: PinkNoiseRequest): Promise<Channels> {
  return import('./pink-noise').then(({ generatePinkNoise }) => generatePinkNoise({ sampleRate, ...(seed === undefined ? {} : { seed }) }));
}

function generateInWorker(request: PinkNoiseRequest): Promise<Channels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pink-noise.worker.ts', import.meta.url), { type: 'module' });
    // The worker ends itself once it has kept the noise for the next visit.
    worker.addEventListener('message', (event: MessageEvent<Channels>) => resolve(event.data));
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(`pink noise worker failed: ${event.message}`));
    });
    worker.postMessage(request);
  });
}

const channelSets = new Map<string, Promise<Channels>>();

function pinkNoiseChannels(request: PinkNoiseRequest): Promise<Channels> {
  const key = `${request.sampleRate}:${request.seed ?? 'default'}`;
  let pending = channelSets.get(key);
  if (!pending) {
    pending = typeof Worker === 'function' ? generateInWorker(request).catch(() => generateHere(request)) : generateHere(request);
    channelSets.set(key, pending);
    pending.catch(() => channelSets.delete(key));
  }
  return pending;
}

/**
 * Starts generating the default pink noise for a context at `sampleRate` ahead of time, and its
 * buffer (and with `bursts`, the bursts made of it): no AudioContext is needed for them, so a
 * page can have them ready before the gesture that creates the context (the first Start would
 * otherwise wait about a second for the noise, and for the buffers once it is here).
 */
export function preparePinkNoise(sampleRate: number, { bursts = false } = {}): void {
  // Only off the main thread: ahead of time, a second's work here would hold up the page.
  if (typeof Worker !== 'function') return;
  loadPinkNoiseBuffer(sampleRate)
    .then((noise) => bursts && pinkBurstsBuffer(noise))
    .catch(() => undefined);
}

export function loadPinkNoiseBuffer(sampleRate: number, seed?: number): Promise<AudioBuffer> {
  const key = `${sampleRate}:${seed ?? 'default'}`;
  let pending = buffers.get(key);
  if (!pending) {
    pending = pinkNoiseChannels({ sampleRate, ...(seed === undefined ? {} : { seed }) }).then((data) => {
      const buffer = new AudioBuffer({ numberOfChannels: data.length, length: data[0]?.length ?? 0, sampleRate });
      data.forEach((channel, index) => buffer.copyToChannel(channel, index));
      return buffer;
    });
    buffers.set(key, pending);
    pending.catch(() => buffers.delete(key));
  }
  return pending;
}

const burstBuffers = new WeakMap<AudioBuffer, AudioBuffer>();

/** `noise` switched on and off into bursts (dry-sources.ts), made once per noise buffer. */
export function pinkBurstsBuffer(noise: AudioBuffer): AudioBuffer {
  let bursts = burstBuffers.get(noise);
  if (!bursts) {
    const { numberOfChannels, length, sampleRate } = noise;
    const made = new AudioBuffer({ numberOfChannels, length, sampleRate });
    const channels = (buffer: AudioBuffer): Float32Array[] => Array.from({ length: numberOfChannels }, (_, c) => buffer.getChannelData(c));
    gatePinkNoiseInto(channels(noise), channels(made), sampleRate);
    burstBuffers.set(noise, made);
    bursts = made;
  }
  return bursts;
}
