/** Test signals as plain arrays (usable in Node, jsdom and the browser). */
import { createRng } from '../../lib/rng';

export function sine(
  frequency: number,
  amplitude: number,
  sampleRate: number,
  length: number,
  phase = 0,
): Float32Array<ArrayBuffer> {
  const out = new Float32Array(length);
  const step = (2 * Math.PI * frequency) / sampleRate;
  for (let i = 0; i < length; i++) out[i] = amplitude * Math.sin(phase + step * i);
  return out;
}

/** Uniform white noise in [-amplitude, amplitude), reproducible from `seed`. */
export function whiteNoise(length: number, seed = 1, amplitude = 1): Float32Array<ArrayBuffer> {
  const rng = createRng(seed);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = amplitude * (2 * rng.next() - 1);
  return out;
}

export function concat(...parts: readonly Float32Array[]): Float32Array<ArrayBuffer> {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
