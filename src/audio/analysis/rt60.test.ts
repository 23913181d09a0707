import { describe, expect, it } from 'vitest';
import { createRng } from '../../lib/rng';
import { fitDecay, schroederDecayDb, t30, t30PerOctaveBand } from './rt60';

const FS = 48_000;

function decayingNoise(rt60: number, seconds: number, seed = 7): Float64Array {
  const rng = createRng(seed);
  const data = new Float64Array(Math.round(seconds * FS));
  const perSample = Math.pow(10, -3 / (rt60 * FS));
  let envelope = 1;
  for (let n = 0; n < data.length; n++) {
    data[n] = (2 * rng.next() - 1) * envelope;
    envelope *= perSample;
  }
  return data;
}

describe('Schroeder decay and T30', () => {
  it('reads the exact decay of a pure exponential', () => {
    const data = new Float64Array(FS);
    for (let n = 0; n < data.length; n++) data[n] = Math.pow(10, (-60 * n) / (0.8 * FS) / 20);
    const fit = t30(data, FS);
    // Truncation at 1 s (-75 dB) bends the integral a little near the end only.
    expect(fit.rt60).toBeCloseTo(0.8, 3);
    expect(fit.r2).toBeGreaterThan(0.9999);
  });

  it('starts at 0 dB and never rises', () => {
    const curve = schroederDecayDb(decayingNoise(1, 1.5));
    expect(curve[0]).toBe(0);
    for (let n = 1; n < curve.length; n += 97) expect(curve[n]).toBeLessThanOrEqual(curve[n - 1] as number);
  });

  it.each([0.3, 1, 2.5])('measures decaying white noise of RT60 %s s within 2 %', (rt60) => {
    const fit = t30(decayingNoise(rt60, rt60 * 1.2), FS);
    expect(Math.abs(fit.rt60 / rt60 - 1)).toBeLessThan(0.02);
  });

  it('measures every octave band of decaying white noise', () => {
    for (const band of t30PerOctaveBand(decayingNoise(1.5, 1.8), FS)) {
      expect(Math.abs(band.rt60 / 1.5 - 1), `${band.centre} Hz: ${band.rt60}`).toBeLessThan(0.05);
    }
  });

  it('refuses a response that does not decay far enough', () => {
    const flat = new Float64Array(1000).fill(1);
    expect(() => fitDecay(schroederDecayDb(flat.subarray(0, 10)), FS)).toThrow(RangeError);
  });
});
