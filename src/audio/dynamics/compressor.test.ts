import { describe, expect, it } from 'vitest';
import { checkCompressorSettings, compress, compressorCurveDb, type CompressorSettings } from './compressor';
import { measureTimeConstants, staticCurveErrorDb } from './compressor-measurement';

const RATE = 48_000;
const SETTINGS: CompressorSettings = { thresholdDb: -20, ratio: 4, kneeDb: 6, attackMs: 5, releaseMs: 200 };
/** As static curves are measured: an attack fast enough to catch a sine's peaks, a release that rides over them. */
const STATIC = { ...SETTINGS, attackMs: 0.1, releaseMs: 1000 };
const LEVELS = Array.from({ length: 21 }, (_, i) => -60 + 3 * i);

const square = (levelDb: number, samples: number) => Float32Array.from({ length: samples }, (_, n) => (n % 480 < 240 ? 1 : -1) * 10 ** (levelDb / 20));

describe('the gain computer', () => {
  it('passes levels below the knee, divides the excess by the ratio above it, and joins the two with a smooth knee', () => {
    expect(compressorCurveDb(SETTINGS, -40)).toBe(-40);
    expect(compressorCurveDb(SETTINGS, -23)).toBe(-23); // the knee's lower edge
    expect(compressorCurveDb(SETTINGS, 0)).toBe(-20 + 20 / 4);
    expect(compressorCurveDb(SETTINGS, -17)).toBeCloseTo(-20 + 3 / 4, 12); // the knee's upper edge
    // At the threshold, the knee's middle: (1/R - 1) (W/2)^2 / 2W = -0.75 * 9 / 12 dB below it.
    expect(compressorCurveDb(SETTINGS, -20)).toBeCloseTo(-20 - (0.75 * 9) / 12, 12);
    // Continuous slopes at both edges: 1 below, 1/R above.
    const slope = (x: number) => (compressorCurveDb(SETTINGS, x + 1e-6) - compressorCurveDb(SETTINGS, x - 1e-6)) / 2e-6;
    expect(slope(-23)).toBeCloseTo(1, 5);
    expect(slope(-17)).toBeCloseTo(0.25, 5);
  });

  it('has a hard knee at a width of 0', () => {
    const hard = { ...SETTINGS, kneeDb: 0 };
    expect(compressorCurveDb(hard, -20.001)).toBe(-20.001);
    expect(compressorCurveDb(hard, -10)).toBe(-17.5);
  });

  it('refuses settings that are not a compressor', () => {
    for (const bad of [{ ratio: 0.5 }, { kneeDb: -1 }, { attackMs: 0 }, { releaseMs: Number.NaN }, { thresholdDb: Number.POSITIVE_INFINITY }]) {
      expect(() => checkCompressorSettings({ ...SETTINGS, ...bad })).toThrow(RangeError);
    }
  });
});

describe('compress', () => {
  it('settles on the static curve for steady levels from -60 to 0 dBFS, knee included: within 0.01 dB for a constant level, 0.1 dB for a sine', () => {
    for (const ratio of [2, 4, 10]) {
      for (const level of LEVELS) {
        expect(Math.abs(staticCurveErrorDb({ ...SETTINGS, ratio }, level, RATE, 'square')), `${ratio}:1 at ${level} dBFS`).toBeLessThan(0.01);
        expect(Math.abs(staticCurveErrorDb({ ...STATIC, ratio }, level, RATE, 'sine')), `${ratio}:1 sine at ${level} dBFS`).toBeLessThan(0.1);
      }
    }
  });

  it('reaches 63.2 % of a step in gain reduction after the attack time, and falls to 36.8 % after the release time, within 1 %', () => {
    for (const [attackMs, releaseMs] of [
      [1, 50],
      [10, 200],
      [30, 1000],
    ] as const) {
      const measured = measureTimeConstants({ ...SETTINGS, attackMs, releaseMs }, RATE);
      expect(measured.settledDb).toBeCloseTo(0 - compressorCurveDb(SETTINGS, 0), 6);
      expect(Math.abs(measured.attackMs / attackMs - 1), `attack ${attackMs} ms: ${measured.attackMs} ms`).toBeLessThan(0.01);
      expect(Math.abs(measured.releaseMs / releaseMs - 1), `release ${releaseMs} ms: ${measured.releaseMs} ms`).toBeLessThan(0.01);
    }
  });

  it('changes nothing below the knee: the output is the input, sample for sample', () => {
    const input = square(-40, 4800);
    const { channels, gainReductionDb } = compress([input], RATE, SETTINGS);
    expect(channels[0]).toEqual(input);
    expect(Math.max(...gainReductionDb)).toBe(0);
  });

  it('links the channels: a loud left turns the right down as much, and the input is not touched', () => {
    const left = square(0, RATE / 2);
    const right = square(-40, RATE / 2);
    const before = Float32Array.from(right);
    const { channels } = compress([left, right], RATE, SETTINGS);
    const end = left.length - 1;
    const leftGain = (channels[0]?.[end] as number) / (left[end] as number);
    const rightGain = (channels[1]?.[end] as number) / (right[end] as number);
    expect(rightGain).toBeCloseTo(leftGain, 6);
    expect(20 * Math.log10(rightGain)).toBeCloseTo(compressorCurveDb(SETTINGS, 0), 2);
    expect(right).toEqual(before);
  });

  it('refuses channels of different lengths', () => {
    expect(() => compress([new Float32Array(4), new Float32Array(5)], RATE, SETTINGS)).toThrow(RangeError);
  });
});
