import { describe, expect, it } from 'vitest';
import { dB, hz } from '../lib/units';
import { integratedLoudness, kWeightingFilters, type Biquad } from './analysis';
import { makeBuffer, renderEngine } from './testing/engine-render';
import { TEST_SAMPLE_RATE } from './testing/render';

const rate = TEST_SAMPLE_RATE;

/** |H(e^jw)|^2 of a biquad at `frequency`. */
function powerGain({ b0, b1, b2, a1, a2 }: Biquad, frequency: number): number {
  const w = (2 * Math.PI * frequency) / rate;
  const re = (c0: number, c1: number, c2: number): number => c0 + c1 * Math.cos(w) + c2 * Math.cos(2 * w);
  const im = (c1: number, c2: number): number => -(c1 * Math.sin(w) + c2 * Math.sin(2 * w));
  const num = re(b0, b1, b2) ** 2 + im(b1, b2) ** 2;
  const den = re(1, a1, a2) ** 2 + im(a1, a2) ** 2;
  return num / den;
}

/** BS.1770 of a steady sine: -0.691 + 10 log10(sum over channels of K^2 * a^2 / 2). */
function expectedSineLoudness(frequency: number, amplitudes: readonly number[]): number {
  const [shelf, highpass] = kWeightingFilters(rate);
  const k = powerGain(shelf, frequency) * powerGain(highpass, frequency);
  return -0.691 + 10 * Math.log10(amplitudes.reduce((sum, a) => sum + (k * a * a) / 2, 0));
}

describe('loudness of reference sines played by the engine', () => {
  it('reads a full-scale 997 Hz sine in the left channel only as -3.01 LUFS', async () => {
    const left = makeBuffer(rate, rate * 4, (i) => Math.sin((2 * Math.PI * 997 * i) / rate), 2);
    left.copyToChannel(new Float32Array(left.length), 1);
    const { buffer } = await renderEngine(3, async (engine) => {
      await engine.setSource({ kind: 'buffer', buffer: left });
      engine.play();
    });
    const lufs = integratedLoudness([buffer.getChannelData(0), buffer.getChannelData(1)], rate);
    expect(lufs).toBeCloseTo(-3.01, 1);
    expect(lufs).toBeCloseTo(expectedSineLoudness(997, [1, 0]), 2);
  });

  it('reads a -20 dBFS 1 kHz sine tone in both ears at the formula value', async () => {
    const { buffer } = await renderEngine(3, async (engine) => {
      await engine.setSource({ kind: 'sine', frequency: hz(1000), level: dB(-20) });
      engine.play();
    });
    const lufs = integratedLoudness([buffer.getChannelData(0), buffer.getChannelData(1)], rate);
    expect(lufs).toBeCloseTo(expectedSineLoudness(1000, [0.1, 0.1]), 2);
    expect(lufs).toBeCloseTo(-20, 0);
  });
});
