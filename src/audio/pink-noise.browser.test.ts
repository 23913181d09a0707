import { describe, expect, it } from 'vitest';
import { PINK_SLOPE_DB_PER_OCTAVE } from './analysis';
import { measureEnginePinkNoise } from './testing/pink-measure';

describe('pink noise through the engine', () => {
  it.each([48_000, 44_100])('falls 3.01 dB/octave with every 1/3-octave band within 0.5 dB (%i Hz)', async (rate) => {
    for (const channel of [0, 1]) {
      const fit = await measureEnginePinkNoise(rate, channel);
      expect(Math.abs(fit.slopeDbPerOctave - PINK_SLOPE_DB_PER_OCTAVE)).toBeLessThanOrEqual(0.1);
      expect(fit.worstDeviationDb).toBeLessThanOrEqual(0.5);
    }
  });
});
