import { describe, expect, it } from 'vitest';
import { peak } from '../analysis/levels';
import { BURST_SECONDS, burstGate, gatePinkNoise, patternsIn } from './dry-sources';

const RATE = 48_000;

describe('pink-noise bursts', () => {
  it('switch the noise on for half a second once per pattern, with 5 ms raised-cosine ramps', () => {
    const length = 1 << 18;
    const gate = burstGate(length, RATE);
    const count = patternsIn(length, RATE);
    expect(count).toBe(2);
    let onFrames = 0;
    for (const g of gate) if (g > 0) onFrames++;
    expect(onFrames).toBe(count * BURST_SECONDS * RATE);
    for (let p = 0; p < count; p++) {
      const start = (p * length) / count;
      expect(gate[start]).toBeGreaterThan(0);
      expect(gate[start]).toBeLessThan(0.01);
      expect(gate[start + 240]).toBe(1);
      expect(gate[start + BURST_SECONDS * RATE - 1]).toBeLessThan(0.01);
      expect(gate[start + BURST_SECONDS * RATE]).toBe(0);
    }
    const step = peak(gate.subarray(1).map((g, i) => g - (gate[i] ?? 0)));
    expect(step).toBeLessThan(0.01);
  });

  it('keep the noise inside the bursts and silence between them', () => {
    const noise = [new Float32Array(RATE * 6).fill(0.25), new Float32Array(RATE * 6).fill(-0.25)];
    const [left, right] = gatePinkNoise(noise, RATE);
    expect(left?.[RATE / 10]).toBe(0.25);
    expect(right?.[RATE / 10]).toBe(-0.25);
    expect(left?.[RATE]).toBe(0);
  });
});
