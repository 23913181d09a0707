/** Level measurements on raw samples: RMS and peak in dBFS, short-term RMS, sample steps. */
import { gainToDb, type Decibels } from '../../lib/units';

export type Samples = ArrayLike<number>;

function clampRange(samples: Samples, start: number, end: number): [number, number] {
  const from = Math.max(0, Math.floor(start));
  const to = Math.min(samples.length, Math.floor(end));
  if (to <= from) throw new RangeError(`empty sample range [${start}, ${end})`);
  return [from, to];
}

export function meanSquare(samples: Samples, start = 0, end = samples.length): number {
  const [from, to] = clampRange(samples, start, end);
  let sum = 0;
  for (let i = from; i < to; i++) {
    const value = samples[i] as number;
    sum += value * value;
  }
  return sum / (to - from);
}

export function rms(samples: Samples, start = 0, end = samples.length): number {
  return Math.sqrt(meanSquare(samples, start, end));
}

/** RMS relative to a full-scale amplitude of 1 (so a full-scale sine reads -3.01 dB). */
export function rmsDb(samples: Samples, start = 0, end = samples.length): Decibels {
  return gainToDb(rms(samples, start, end));
}

export function peak(samples: Samples, start = 0, end = samples.length): number {
  const [from, to] = clampRange(samples, start, end);
  let max = 0;
  for (let i = from; i < to; i++) max = Math.max(max, Math.abs(samples[i] as number));
  return max;
}

export function peakDb(samples: Samples, start = 0, end = samples.length): Decibels {
  return gainToDb(peak(samples, start, end));
}

/**
 * RMS of consecutive windows: window `k` covers [start + k * hop, start + k * hop + window).
 * Uses a running sum of squares in double precision, so long signals stay cheap.
 */
export function shortTermRms(
  samples: Samples,
  windowSize: number,
  hop: number = windowSize,
  start = 0,
  end = samples.length,
): Float64Array {
  if (windowSize < 1 || hop < 1) throw new RangeError('window and hop must be at least one sample');
  const [from, to] = clampRange(samples, start, end);
  const count = to - from >= windowSize ? Math.floor((to - from - windowSize) / hop) + 1 : 0;
  const prefix = new Float64Array(to - from + 1);
  for (let i = from; i < to; i++) {
    const value = samples[i] as number;
    prefix[i - from + 1] = (prefix[i - from] as number) + value * value;
  }
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const a = k * hop;
    const energy = (prefix[a + windowSize] as number) - (prefix[a] as number);
    out[k] = Math.sqrt(Math.max(0, energy) / windowSize);
  }
  return out;
}

/** Largest absolute difference between neighbouring samples in [start, end). */
export function maxStep(samples: Samples, start = 0, end = samples.length): number {
  const [from, to] = clampRange(samples, start, end);
  let max = 0;
  for (let i = from + 1; i < to; i++) max = Math.max(max, Math.abs((samples[i] as number) - (samples[i - 1] as number)));
  return max;
}
