import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../analysis/loudness';
import { truePeakDb } from '../analysis/true-peak';
import { crestFactorDb, foldTail, loopSeam, masteringGain } from './loop-mastering';

const RATE = 48_000;
const LOOP = RATE; // one second

/** A plucked note: a 440 Hz tone decaying 60 dB in `seconds`, starting at `at` (s). */
function pluck(into: Float32Array, at: number, seconds: number): void {
  const start = Math.round(at * RATE);
  for (let n = 0; n < seconds * RATE && start + n < into.length; n += 1) {
    (into[start + n] as number) += 0.3 * Math.sin((2 * Math.PI * 440 * n) / RATE) * 10 ** ((-60 * n) / (seconds * RATE) / 20);
  }
}

/** The performance: a note at once and one just before the loop's end, ringing 0.6 s past it. */
function perform(into: Float32Array, offset: number): void {
  pluck(into, offset + 0, 0.5);
  pluck(into, offset + 0.9, 0.7);
}

describe('a loop', () => {
  it('folded from one rendering and its tail, is the performance played round and round: the middle period of it repeated', () => {
    const once = new Float32Array(LOOP + 0.6 * RATE);
    perform(once, 0);
    const [loop] = foldTail([once], LOOP);
    const repeated = new Float32Array(3 * LOOP);
    for (const offset of [0, 1, 2]) perform(repeated, offset);
    const middle = repeated.subarray(LOOP, 2 * LOOP);
    let worst = 0;
    for (let i = 0; i < LOOP; i += 1) worst = Math.max(worst, Math.abs((loop?.[i] as number) - (middle[i] as number)));
    expect(worst).toBeLessThan(1e-6);
    // Its loop point steps no more than its other note's onset does.
    const seam = loopSeam([loop as Float32Array], RATE);
    expect(seam.stepDb).toBeLessThanOrEqual(seam.ownStepDb);
  });

  it('refuses a rendering shorter than the loop, or with a tail longer than it', () => {
    expect(() => foldTail([new Float32Array(10)], 20)).toThrow(RangeError);
    expect(() => foldTail([new Float32Array(50)], 20)).toThrow(RangeError);
  });

  it('is brought to the target loudness by one gain, or kept under the true-peak ceiling when that is lower', () => {
    const tone = Float32Array.from({ length: 2 * LOOP }, (_, n) => 0.1 * Math.sin((2 * Math.PI * 1000 * n) / RATE));
    const quiet = masteringGain([tone, tone], RATE, -20, -1);
    expect(quiet.peakLimited).toBe(false);
    const scaled = tone.map((x) => x * 10 ** (quiet.gainDb / 20));
    expect(integratedLoudness([scaled, scaled], RATE)).toBeCloseTo(-20, 2);
    // A click of full scale in a quiet loop: the ceiling sets the gain.
    const clicked = Float32Array.from(tone, (x, n) => (n === LOOP ? 0.9 : x * 0.1));
    const limited = masteringGain([clicked], RATE, -14, -1);
    expect(limited.peakLimited).toBe(true);
    expect(truePeakDb([clicked.map((x) => x * 10 ** (limited.gainDb / 20))], { periodic: true })).toBeCloseTo(-1, 2);
    expect(limited.loudness).toBeLessThan(-14);
  });

  it('has the crest factor of its waveform: 3.01 dB for a sine, 0 for a square wave', () => {
    const sine = Float32Array.from({ length: LOOP }, (_, n) => 0.5 * Math.sin((2 * Math.PI * 1000 * n) / RATE));
    const square = Float32Array.from({ length: LOOP }, (_, n) => (n % 48 < 24 ? 0.5 : -0.5));
    expect(crestFactorDb([sine])).toBeCloseTo(3.01, 2);
    expect(crestFactorDb([square])).toBeCloseTo(0, 9);
  });

  it('shows a seam that jumps: a level that swells through the loop drops at its end, far beyond its own steps', () => {
    const swell = Float32Array.from({ length: LOOP }, (_, n) => (0.05 + (0.5 * n) / LOOP) * Math.sin((2 * Math.PI * 1000 * n) / RATE));
    const seam = loopSeam([swell], RATE);
    expect(seam.stepDb).toBeGreaterThan(15);
    expect(seam.ownStepDb).toBeLessThan(1);
  });
});
