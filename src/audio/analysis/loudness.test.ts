import { describe, expect, it } from 'vitest';
import { concat, sine } from '../testing/signals';
import { integratedLoudness, kWeightingFilters } from './loudness';

const rate = 48_000;
const dbfs = (level: number): number => Math.pow(10, level / 20);
const tone = (level: number, seconds: number, frequency = 1000): Float32Array =>
  sine(frequency, dbfs(level), rate, Math.round(seconds * rate));

describe('BS.1770-4 loudness', () => {
  it('reproduces the 48 kHz K-weighting coefficients of the standard', () => {
    const [shelf, highpass] = kWeightingFilters(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 10);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 10);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 10);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 10);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 10);
    expect(highpass.a1).toBeCloseTo(-1.99004745483398, 10);
    expect(highpass.a2).toBeCloseTo(0.99007225036621, 10);
  });

  it('reads a full-scale 997 Hz sine in one channel of a stereo pair as -3.01 LUFS', () => {
    const left = tone(0, 5, 997);
    const right = new Float32Array(left.length);
    expect(integratedLoudness([left, right], rate)).toBeCloseTo(-3.01, 2);
  });

  it('reads a 1 kHz sine at -23 dBFS in both channels as -23 LUFS (EBU Tech 3341 case 1)', () => {
    const signal = tone(-23, 20);
    expect(integratedLoudness([signal, signal], rate)).toBeCloseTo(-23, 1);
  });

  it('gates quiet passages relatively (EBU Tech 3341 case 3)', () => {
    const signal = concat(tone(-36, 10), tone(-23, 60), tone(-36, 10));
    expect(integratedLoudness([signal, signal], rate)).toBeCloseTo(-23, 1);
  });

  it('gates near-silence absolutely (EBU Tech 3341 case 4)', () => {
    const signal = concat(tone(-72, 10), tone(-36, 10), tone(-23, 60), tone(-36, 10), tone(-72, 10));
    expect(integratedLoudness([signal, signal], rate)).toBeCloseTo(-23, 1);
  });

  it('gives -Infinity for silence and tracks gain one to one', () => {
    expect(integratedLoudness([new Float32Array(rate)], rate)).toBe(-Infinity);
    const a = integratedLoudness([tone(-20, 3, 440)], 44_100);
    const b = integratedLoudness([tone(-26, 3, 440)], 44_100);
    expect(a - b).toBeCloseTo(6, 2);
  });
});
