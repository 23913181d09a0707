import { describe, expect, it } from 'vitest';
import { measureThd } from './thd';

const FS = 48_000;

function tone(fundamental: number, harmonics: Record<number, number>, length = 32_768): Float64Array {
  const data = new Float64Array(length);
  for (let n = 0; n < length; n++) {
    const phase = (2 * Math.PI * fundamental * n) / FS;
    let value = Math.sin(phase);
    for (const [order, amplitude] of Object.entries(harmonics)) value += amplitude * Math.sin(Number(order) * phase + 0.3);
    data[n] = 0.5 * value;
  }
  return data;
}

describe('measureThd', () => {
  it('reads a pure sine as (almost) no distortion', () => {
    expect(measureThd(tone(1000, {}), { sampleRate: FS }).thd).toBeLessThan(1e-3);
  });

  it('finds the fundamental between bins', () => {
    expect(measureThd(tone(1003.7, {}), { sampleRate: FS }).fundamental).toBeCloseTo(1003.7, 0);
  });

  it.each([
    [{ 3: 0.1 }, 10],
    [{ 2: 0.03, 3: 0.04 }, 5],
    [{ 2: 0.01 }, 1],
    [{ 3: 0.2, 5: 0.1, 7: 0.05, 9: 0.02 }, 100 * Math.sqrt(0.04 + 0.01 + 0.0025 + 0.0004)],
  ])('reads harmonics %j as %f %', (harmonics, expected) => {
    const { thd } = measureThd(tone(1000, harmonics), { sampleRate: FS, fundamental: 1000 });
    expect(thd).toBeCloseTo(expected, 2);
  });

  it('ignores harmonics above the 10th', () => {
    expect(measureThd(tone(1000, { 11: 0.3, 2: 0.01 }), { sampleRate: FS }).thd).toBeCloseTo(1, 2);
  });
});
