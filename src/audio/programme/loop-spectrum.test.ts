import { describe, expect, it } from 'vitest';
import { thirdOctaveSpectrum } from './loop-spectrum';

const RATE = 48_000;
const sine = (frequency: number, amplitude: number, length = 4 * RATE) =>
  Float32Array.from({ length }, (_, n) => amplitude * Math.sin((2 * Math.PI * frequency * n) / RATE));

describe("a loop's 1/3-octave spectrum", () => {
  it('reads each tone in its band at its level relative to the loudest, 25 Hz to 20 kHz, on the ISO nominal centres', () => {
    const low = sine(100, 0.5);
    const high = sine(1000, 0.05);
    const left = low.map((x, n) => x + (high[n] as number));
    const bands = thirdOctaveSpectrum([left, left], RATE);
    expect(bands.map((band) => band.frequency)).toEqual([
      25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000, 5000,
      6300, 8000, 10000, 12500, 16000, 20000,
    ]);
    const level = (frequency: number) => bands.find((band) => band.frequency === frequency)?.levelDb;
    expect(level(100)).toBe(0);
    // 20 log10(0.05 / 0.5): the second tone is 20 dB down.
    expect(level(1000)).toBeCloseTo(-20, 1);
    for (const band of bands) if (band.frequency !== 100 && band.frequency !== 1000) expect(band.levelDb).toBeLessThan(-50);
  });

  it('averages the channels: a tone in one channel only has the same shape', () => {
    const tone = sine(2000, 0.3);
    const bands = thirdOctaveSpectrum([tone, new Float32Array(tone.length)], RATE);
    expect(bands.find((band) => band.levelDb === 0)?.frequency).toBe(2000);
  });
});
