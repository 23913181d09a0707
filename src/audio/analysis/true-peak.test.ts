import { describe, expect, it } from 'vitest';
import { truePeak, truePeakDb } from './true-peak';

const RATE = 48_000;
const sine = (frequency: number, amplitude: number, phase: number, length = 4800) =>
  Float64Array.from({ length }, (_, n) => amplitude * Math.sin((2 * Math.PI * frequency * n) / RATE + phase));
const db = (x: number) => 20 * Math.log10(x);

describe('true peak', () => {
  it("finds a sine's amplitude between its samples: at a quarter of the sample rate, sampled 45 degrees off its peaks, where the samples read -3 dB", () => {
    const samples = sine(RATE / 4, 0.5, Math.PI / 4);
    expect(db(Math.max(...samples.map(Math.abs)) / 0.5)).toBeCloseTo(-3.01, 1);
    expect(Math.abs(db(truePeak(samples, { periodic: true }) / 0.5))).toBeLessThan(0.05);
  });

  it("reads a sine between its amplitude and the 4x grid's worst case, cos(pi f / 4 fs) of it, from 20 Hz to 0.45 of the sample rate (whole periods, read as a loop)", () => {
    for (const frequency of [20, 1000, 5000, 11_025, 15_000, 19_000, 21_600]) {
      const grid = db(Math.cos((Math.PI * frequency) / (4 * RATE)));
      for (const phase of [0, 0.3, 1.1, 2.9]) {
        const reading = db(truePeak(sine(frequency, 0.25, phase, 9600), { periodic: true }) / 0.25);
        expect(reading, `${frequency} Hz, phase ${phase}`).toBeLessThanOrEqual(0.01);
        expect(reading, `${frequency} Hz, phase ${phase}`).toBeGreaterThanOrEqual(grid - 0.01);
      }
    }
  });

  it('hears the overshoot of a step where the signal starts from silence, unless it is read as a loop', () => {
    const step = Float64Array.from({ length: 480 }, () => 0.5);
    expect(truePeak(step, { periodic: true })).toBeCloseTo(0.5, 9);
    expect(truePeak(step)).toBeGreaterThan(0.5);
  });

  it('is the largest of the channels, in dBTP', () => {
    expect(truePeakDb([sine(1000, 0.1, 0), sine(1000, 0.5, 0)])).toBeCloseTo(db(0.5), 1);
  });
});
