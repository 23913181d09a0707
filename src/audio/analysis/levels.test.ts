import { describe, expect, it } from 'vitest';
import { sine } from '../testing/signals';
import { maxStep, meanSquare, peak, peakDb, rms, rmsDb, shortTermRms } from './levels';

describe('levels', () => {
  const rate = 48_000;

  it('reads a sine of amplitude A as RMS A / sqrt(2) and peak A', () => {
    const signal = sine(1000, 0.5, rate, rate);
    expect(rms(signal)).toBeCloseTo(0.5 / Math.SQRT2, 4);
    expect(peak(signal)).toBeCloseTo(0.5, 3);
    expect(rmsDb(sine(1000, 1, rate, rate))).toBeCloseTo(-3.0103, 3);
    expect(peakDb(signal)).toBeCloseTo(-6.0206, 2);
  });

  it('measures mean square over a sub-range', () => {
    const signal = new Float32Array([0, 0, 2, 2, 0]);
    expect(meanSquare(signal, 2, 4)).toBe(4);
    expect(() => meanSquare(signal, 3, 3)).toThrow(RangeError);
  });

  it('computes short-term RMS per window and hop', () => {
    const signal = new Float32Array(10).fill(0);
    signal.fill(1, 5);
    const windows = shortTermRms(signal, 5, 5);
    expect(Array.from(windows)).toEqual([0, 1]);
    const sliding = shortTermRms(signal, 4, 1);
    expect(sliding.length).toBe(7);
    expect(sliding[2]).toBeCloseTo(Math.sqrt(1 / 4), 12);
  });

  it('finds the largest step between neighbouring samples', () => {
    expect(maxStep(new Float32Array([0, 0.1, 0.9, 0.8]))).toBeCloseTo(0.8, 6);
    const smooth = sine(100, 1, rate, rate);
    expect(maxStep(smooth)).toBeCloseTo((2 * Math.PI * 100) / rate, 4);
  });
});
