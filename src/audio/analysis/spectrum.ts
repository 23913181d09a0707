/**
 * Spectra of real signals through `fft.js` (radix-4). Power spectra are scaled so that the
 * one-sided bins sum to the signal's mean square (Parseval, corrected for the window), which
 * makes band sums directly comparable to `meanSquare()`.
 */
import FFT from 'fft.js';
import type { Samples } from './levels';

export type WindowKind = 'rectangular' | 'hann' | 'blackman-harris';

export interface PowerSpectrum {
  sampleRate: number;
  /** FFT length. */
  size: number;
  binWidth: number;
  /** One-sided, `size / 2 + 1` bins; bin k is centred on k * binWidth. */
  power: Float64Array;
}

export interface MagnitudeSpectrum {
  sampleRate: number;
  size: number;
  binWidth: number;
  /** Amplitude-calibrated: a sine of amplitude A centred on a bin reads A there. */
  magnitudes: Float64Array;
}

export interface SpectrumOptions {
  sampleRate: number;
  /** A power of two; defaults to the largest power of two that fits the signal (max 65536). */
  size?: number;
  window?: WindowKind;
  /** First sample of the analysed stretch. */
  start?: number;
}

export function createWindow(kind: WindowKind, size: number): Float64Array {
  const window = new Float64Array(size);
  for (let n = 0; n < size; n++) {
    const phase = (2 * Math.PI * n) / size;
    if (kind === 'rectangular') window[n] = 1;
    else if (kind === 'hann') window[n] = 0.5 - 0.5 * Math.cos(phase);
    else window[n] = 0.35875 - 0.48829 * Math.cos(phase) + 0.14128 * Math.cos(2 * phase) - 0.01168 * Math.cos(3 * phase);
  }
  return window;
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

function defaultSize(available: number): number {
  let size = 2;
  while (size * 2 <= Math.min(available, 65536)) size *= 2;
  return size;
}

/** Squared magnitudes |X[k]|^2 of bins 0..size/2 of one windowed frame. */
class FrameTransform {
  private readonly fft: FFT;
  private readonly input: Float64Array;
  private readonly output: Float64Array;
  readonly window: Float64Array;

  constructor(readonly size: number, kind: WindowKind) {
    if (!isPowerOfTwo(size)) throw new RangeError(`FFT size must be a power of two, got ${size}`);
    this.fft = new FFT(size);
    this.input = new Float64Array(size);
    this.output = new Float64Array(2 * size);
    this.window = createWindow(kind, size);
  }

  squaredMagnitudes(samples: Samples, start: number, into: Float64Array): void {
    for (let n = 0; n < this.size; n++) this.input[n] = ((samples[start + n] as number | undefined) ?? 0) * (this.window[n] as number);
    this.fft.realTransform(this.output, this.input);
    for (let k = 0; k <= this.size / 2; k++) {
      const re = this.output[2 * k] as number;
      const im = this.output[2 * k + 1] as number;
      into[k] = (into[k] as number) + re * re + im * im;
    }
  }
}

function sumOfSquares(values: Float64Array): number {
  let sum = 0;
  for (const value of values) sum += value * value;
  return sum;
}

function toOneSidedPower(squared: Float64Array, size: number, windowEnergy: number, frames: number): Float64Array {
  const scale = 1 / (size * windowEnergy * frames);
  const power = new Float64Array(squared.length);
  for (let k = 0; k < squared.length; k++) {
    const twoSided = k === 0 || k === size / 2 ? 1 : 2;
    power[k] = (squared[k] as number) * scale * twoSided;
  }
  return power;
}

/** Power spectrum of a single frame. */
export function powerSpectrum(samples: Samples, options: SpectrumOptions): PowerSpectrum {
  const start = options.start ?? 0;
  const size = options.size ?? defaultSize(samples.length - start);
  const frame = new FrameTransform(size, options.window ?? 'hann');
  const squared = new Float64Array(size / 2 + 1);
  frame.squaredMagnitudes(samples, start, squared);
  const power = toOneSidedPower(squared, size, sumOfSquares(frame.window), 1);
  return { sampleRate: options.sampleRate, size, binWidth: options.sampleRate / size, power };
}

/** Welch's method: the mean power spectrum of overlapping windowed frames (for noise). */
export function averagedPowerSpectrum(
  samples: Samples,
  options: SpectrumOptions & { overlap?: number; end?: number },
): PowerSpectrum {
  const start = options.start ?? 0;
  const end = Math.min(options.end ?? samples.length, samples.length);
  const size = options.size ?? defaultSize(end - start);
  if (end - start < size) throw new RangeError(`need at least ${size} samples, got ${end - start}`);
  const hop = Math.max(1, Math.round(size * (1 - (options.overlap ?? 0.5))));
  const frame = new FrameTransform(size, options.window ?? 'hann');
  const squared = new Float64Array(size / 2 + 1);
  let frames = 0;
  for (let offset = start; offset + size <= end; offset += hop) {
    frame.squaredMagnitudes(samples, offset, squared);
    frames++;
  }
  const power = toOneSidedPower(squared, size, sumOfSquares(frame.window), frames);
  return { sampleRate: options.sampleRate, size, binWidth: options.sampleRate / size, power };
}

export function magnitudeSpectrum(samples: Samples, options: SpectrumOptions): MagnitudeSpectrum {
  const start = options.start ?? 0;
  const size = options.size ?? defaultSize(samples.length - start);
  const frame = new FrameTransform(size, options.window ?? 'hann');
  const squared = new Float64Array(size / 2 + 1);
  frame.squaredMagnitudes(samples, start, squared);
  let windowSum = 0;
  for (const value of frame.window) windowSum += value;
  const magnitudes = squared.map((value, k) => ((k === 0 || k === size / 2 ? 1 : 2) * Math.sqrt(value)) / windowSum);
  return { sampleRate: options.sampleRate, size, binWidth: options.sampleRate / size, magnitudes };
}

/** Frequency of the strongest bin, refined by a parabola through the log magnitudes around it. */
export function peakFrequency(spectrum: MagnitudeSpectrum, minFrequency = 0): number {
  const { magnitudes, binWidth } = spectrum;
  let best = Math.max(1, Math.ceil(minFrequency / binWidth));
  for (let k = best; k < magnitudes.length - 1; k++) if ((magnitudes[k] as number) > (magnitudes[best] as number)) best = k;
  const a = Math.log((magnitudes[best - 1] as number) + 1e-30);
  const b = Math.log((magnitudes[best] as number) + 1e-30);
  const c = Math.log((magnitudes[best + 1] as number) + 1e-30);
  const denominator = a - 2 * b + c;
  const shift = denominator === 0 ? 0 : (0.5 * (a - c)) / denominator;
  return (best + shift) * binWidth;
}

/** Sum of power over [from, to) in Hz, counting partly covered bins by their overlap. */
export function bandPower(spectrum: PowerSpectrum, from: number, to: number): number {
  const { power, binWidth } = spectrum;
  let sum = 0;
  const first = Math.max(0, Math.floor(from / binWidth - 0.5));
  const last = Math.min(power.length - 1, Math.ceil(to / binWidth + 0.5));
  for (let k = first; k <= last; k++) {
    const low = (k - 0.5) * binWidth;
    const high = (k + 0.5) * binWidth;
    const overlap = Math.min(high, to) - Math.max(low, from);
    if (overlap > 0) sum += ((power[k] as number) * overlap) / binWidth;
  }
  return sum;
}
