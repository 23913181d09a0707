import { describe, expect, it } from 'vitest';
import { fitSpectralSlope, maxStep, PINK_SLOPE_DB_PER_OCTAVE, powerSpectrum, rmsDb, thirdOctaveBands } from '../analysis';
import { generatePinkNoise, kelletFilterPeriodic, periodLength } from './pink-noise';

function pair(sampleRate: number): [Float32Array, Float32Array] {
  const [left, right] = generatePinkNoise({ sampleRate });
  if (!left || !right) throw new Error('expected two channels');
  return [left, right];
}

describe('periodic pink noise', () => {
  const sampleRate = 48_000;
  const [left, right] = pair(sampleRate);

  it('lasts at least ten seconds per period, at the requested RMS', () => {
    expect(periodLength(sampleRate, 10)).toBe(1 << 19);
    expect(left.length / sampleRate).toBeGreaterThanOrEqual(10);
    expect(rmsDb(left)).toBeCloseTo(-20, 3);
    expect(rmsDb(right)).toBeCloseTo(-20, 3);
  });

  it('falls 3.01 dB per octave with every band within 0.5 dB from 31.5 Hz to 16 kHz', () => {
    for (const channel of [left, right]) {
      // One exact period with a rectangular window is the periodic signal's line spectrum.
      const spectrum = powerSpectrum(channel, { sampleRate, size: channel.length, window: 'rectangular' });
      const fit = fitSpectralSlope(thirdOctaveBands(spectrum, 31.5, 16000), PINK_SLOPE_DB_PER_OCTAVE);
      expect(Math.abs(fit.slopeDbPerOctave - PINK_SLOPE_DB_PER_OCTAVE)).toBeLessThan(0.1);
      expect(fit.worstDeviationDb).toBeLessThan(0.5);
    }
  });

  it('has decorrelated channels', () => {
    let cross = 0;
    let l2 = 0;
    let r2 = 0;
    left.forEach((l, i) => {
      const r = right[i] ?? 0;
      cross += l * r;
      l2 += l * l;
      r2 += r * r;
    });
    expect(Math.abs(cross / Math.sqrt(l2 * r2))).toBeLessThan(0.02);
  });

  it('is one period of a periodic signal, so the loop has no seam', () => {
    const white = Float64Array.from({ length: 4096 }, (_, i) => Math.sin(i * 1.7) * Math.cos(i * 0.31));
    const once = kelletFilterPeriodic(white);
    const twice = kelletFilterPeriodic(Float64Array.from({ length: 8192 }, (_, i) => white[i % 4096] ?? 0));
    for (let i = 0; i < 4096; i += 97) expect(twice[i + 4096]).toBeCloseTo(once[i] ?? Number.NaN, 9);
    const seam = Math.abs((left[0] ?? 0) - (left.at(-1) ?? 0));
    expect(seam).toBeLessThanOrEqual(maxStep(left));
  });

  it('is reproducible from its seed', () => {
    const make = (seed: number): number[] => Array.from(generatePinkNoise({ sampleRate, length: 4096, seed, channels: 1 })[0] ?? []);
    expect(make(5)).toEqual(make(5));
    expect(make(5)).not.toEqual(make(6));
    expect(make(5)).toHaveLength(4096);
  });
});
