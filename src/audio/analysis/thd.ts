/**
 * Total harmonic distortion of a steady sine, in percent: the RMS of harmonics 2..10 over the
 * fundamental (THD-F), from a Blackman-Harris-windowed power spectrum. Each component's power
 * is the sum of the bins of its window main lobe, so the result does not depend on where the
 * frequency falls between bins.
 */
import { powerSpectrum, type PowerSpectrum } from './spectrum';

export interface ThdOptions {
  sampleRate: number;
  /** Hz; the strongest bin above 20 Hz when omitted. */
  fundamental?: number;
  /** Highest harmonic counted (10 unless given). */
  highestHarmonic?: number;
  /** First sample analysed (skip a transient). */
  start?: number;
  /** FFT size, a power of two (the largest that fits, up to 65536, by default). */
  size?: number;
}

export interface ThdResult {
  /** Percent. */
  thd: number;
  fundamental: number;
  /** Amplitude of each harmonic relative to the fundamental, index 0 = harmonic 2. */
  harmonicRatios: number[];
}

/** Blackman-Harris (4-term) main lobe half-width is 4 bins; one more catches the leakage. */
const LOBE_BINS = 5;

function lobePower(spectrum: PowerSpectrum, frequency: number): number {
  const centre = Math.round(frequency / spectrum.binWidth);
  let sum = 0;
  for (let k = Math.max(0, centre - LOBE_BINS); k <= Math.min(spectrum.power.length - 1, centre + LOBE_BINS); k++) {
    sum += spectrum.power[k] as number;
  }
  return sum;
}

function strongestFrequency(spectrum: PowerSpectrum): number {
  let best = Math.ceil(20 / spectrum.binWidth);
  for (let k = best; k < spectrum.power.length; k++) {
    if ((spectrum.power[k] as number) > (spectrum.power[best] as number)) best = k;
  }
  // Power-weighted centroid of the main lobe refines the bin to a frequency.
  let weight = 0;
  let moment = 0;
  for (let k = Math.max(0, best - LOBE_BINS); k <= Math.min(spectrum.power.length - 1, best + LOBE_BINS); k++) {
    weight += spectrum.power[k] as number;
    moment += k * (spectrum.power[k] as number);
  }
  return (moment / weight) * spectrum.binWidth;
}

export function measureThd(samples: ArrayLike<number>, options: ThdOptions): ThdResult {
  const spectrum = powerSpectrum(samples, {
    sampleRate: options.sampleRate,
    window: 'blackman-harris',
    ...(options.size === undefined ? {} : { size: options.size }),
    ...(options.start === undefined ? {} : { start: options.start }),
  });
  const fundamental = options.fundamental ?? strongestFrequency(spectrum);
  const highest = options.highestHarmonic ?? 10;
  const base = lobePower(spectrum, fundamental);
  if (!(base > 0)) throw new RangeError(`no signal at the fundamental ${fundamental} Hz`);
  const harmonicRatios: number[] = [];
  for (let h = 2; h <= highest && h * fundamental < options.sampleRate / 2 - LOBE_BINS * spectrum.binWidth; h++) {
    harmonicRatios.push(Math.sqrt(lobePower(spectrum, h * fundamental) / base));
  }
  const thd = 100 * Math.sqrt(harmonicRatios.reduce((sum, ratio) => sum + ratio * ratio, 0));
  return { thd, fundamental, harmonicRatios };
}
