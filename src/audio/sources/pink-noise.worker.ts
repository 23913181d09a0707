/** Web Worker: generates periodic pink noise off the main thread (pink-noise-buffer.ts). */
import { generatePinkNoise } from './pink-noise';

export interface PinkNoiseRequest {
  sampleRate: number;
  seed?: number;
}

self.addEventListener('message', (event: MessageEvent<PinkNoiseRequest>) => {
  const { sampleRate, seed } = event.data;
  const channels = generatePinkNoise({ sampleRate, ...(seed === undefined ? {} : { seed }) });
  self.postMessage(channels, { transfer: channels.map((channel) => channel.buffer) });
});
