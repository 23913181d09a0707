/**
 * Periodic pink noise: Paul Kellet's refined pink filter driven by white noise that has an
 * exactly flat magnitude spectrum and random phases (synthesised by inverse FFT), and run
 * circularly so the result is one period of a periodic signal.
 *
 * Why not filter ordinary random white noise: a 10 s realisation of random white noise has
 * band energies that scatter by ~0.5 dB in the low one-third octaves (too few degrees of
 * freedom), which breaks the 0.5 dB band bar. A flat-magnitude excitation (as in the
 * "periodic pink noise" of acoustic measurement systems) sounds the same but puts exactly
 * Kellet's response into every band. Being periodic, the buffer also loops without a seam,
 * so no loop crossfade is needed.
 */
import { createRng, type Seed } from '../../lib/rng';
import { createInverseFft, type InverseFft } from './inverse-fft';

export interface PinkNoiseOptions {
  sampleRate: number;
  /** Power of two; by default the smallest one lasting at least `minSeconds`. */
  length?: number;
  minSeconds?: number;
  channels?: number;
  seed?: Seed;
  /** RMS of each channel relative to full scale. */
  rmsDb?: number;
  /** Excitation below this is left out: subsonic content only eats headroom. */
  lowCutHz?: number;
}

export const PINK_NOISE_DEFAULTS = { minSeconds: 10, channels: 2, seed: 0x9e3779b9, rmsDb: -20, lowCutHz: 14 } as const;

export function periodLength(sampleRate: number, minSeconds: number): number {
  let length = 1 << 10;
  while (length < sampleRate * minSeconds) length *= 2;
  return length;
}

/**
 * Two periods of white noise with unit magnitude in every bin from `firstBin` up, from one
 * complex inverse FFT: with Hermitian spectra X and Y, ifft(X + iY) = x + iy.
 */
function flatWhitePair(fft: InverseFft, firstBin: number, next: () => number): [Float64Array, Float64Array] {
  const length = fft.size;
  const spectrum = new Float64Array(2 * length);
  for (let k = Math.max(1, firstBin); k < length / 2; k++) {
    const phaseX = 2 * Math.PI * next();
    const phaseY = 2 * Math.PI * next();
    const xr = Math.cos(phaseX);
    const xi = Math.sin(phaseX);
    const yr = Math.cos(phaseY);
    const yi = Math.sin(phaseY);
    spectrum[2 * k] = xr - yi;
    spectrum[2 * k + 1] = xi + yr;
    spectrum[2 * (length - k)] = xr + yi;
    spectrum[2 * (length - k) + 1] = yr - xi;
  }
  spectrum[length] = next() < 0.5 ? -1 : 1;
  spectrum[length + 1] = next() < 0.5 ? -1 : 1;
  const complex = new Float64Array(2 * length);
  fft.inverse(complex, spectrum);
  const x = new Float64Array(length);
  const y = new Float64Array(length);
  for (let n = 0; n < length; n++) {
    x[n] = complex[2 * n] as number;
    y[n] = complex[2 * n + 1] as number;
  }
  return [x, y];
}

/**
 * Paul Kellet's refined filter (within 0.05 dB of -3.01 dB/octave above 9.2 Hz at 44.1 kHz),
 * run over the period repeatedly until the slowest pole (time constant ~900 samples) has
 * settled, so the last period joins its own start without a discontinuity.
 */
export function kelletFilterPeriodic(white: Float64Array): Float64Array {
  const length = white.length;
  const out = new Float64Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  // 0.99886^24000 ~ 1e-12: the filter state no longer remembers where it started.
  const warmUp = Math.ceil(24_000 / length) * length;
  for (let i = 0; i < warmUp + length; i++) {
    const w = white[i % length] as number;
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    const pink = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
    if (i >= warmUp) out[i - warmUp] = pink;
  }
  return out;
}

/** Channels of periodic pink noise; channels are independent (decorrelated) realisations. */
export function generatePinkNoise(options: PinkNoiseOptions): Float32Array<ArrayBuffer>[] {
  const { sampleRate } = options;
  const minSeconds = options.minSeconds ?? PINK_NOISE_DEFAULTS.minSeconds;
  const length = options.length ?? periodLength(sampleRate, minSeconds);
  if ((length & (length - 1)) !== 0) throw new RangeError(`length must be a power of two, got ${length}`);
  const rng = createRng(options.seed ?? PINK_NOISE_DEFAULTS.seed);
  const targetRms = Math.pow(10, (options.rmsDb ?? PINK_NOISE_DEFAULTS.rmsDb) / 20);
  const firstBin = Math.ceil(((options.lowCutHz ?? PINK_NOISE_DEFAULTS.lowCutHz) * length) / sampleRate);
  const count = options.channels ?? PINK_NOISE_DEFAULTS.channels;
  const fft = createInverseFft(length);
  const channels: Float32Array<ArrayBuffer>[] = [];
  while (channels.length < count) {
    for (const white of flatWhitePair(fft, firstBin, () => rng.next())) {
      if (channels.length === count) break;
      const pink = kelletFilterPeriodic(white);
      let sum = 0;
      for (let i = 0; i < length; i++) sum += (pink[i] as number) ** 2;
      const scale = targetRms / Math.sqrt(sum / length);
      const channel = new Float32Array(length);
      for (let i = 0; i < length; i++) channel[i] = (pink[i] as number) * scale;
      channels.push(channel);
    }
  }
  return channels;
}
