import { describe, expect, it } from 'vitest';
import { dB, hz } from '../lib/units';
import type { QuestionProcessing } from './processors/processor-spec';
import { measureAbSwitch, measureSwitchDuration } from './testing/ab-switch';
import { makeBuffer, renderEngine } from './testing/engine-render';
import { atRenderTime, TEST_SAMPLE_RATE } from './testing/render';
import { maxStep } from './analysis';

const eq = (gain: number): QuestionProcessing => ({ chain: [{ kind: 'eq', bands: [{ frequency: hz(1000), gain: dB(gain), q: 1.414 }] }] });

describe('original/processed switch', () => {
  it('completes in about 10 ms', async () => {
    const ms = await measureSwitchDuration();
    expect(ms).toBeGreaterThan(8);
    expect(ms).toBeLessThanOrEqual(12);
  });

  it.each([0, 6])('keeps the 5 ms level between the steady levels and adds no step (pink noise, %i dB EQ)', async (gain) => {
    const figures = await measureAbSwitch({ processing: eq(gain) });
    expect(figures.levelBumpDb).toBeLessThanOrEqual(0.5);
    expect(figures.levelDipDb).toBeLessThanOrEqual(0.5);
    expect(figures.stepRatio).toBeLessThanOrEqual(1);
  });

  it('swells correlated branches with an equal-power law, which is why it is not the default', async () => {
    const figures = await measureAbSwitch({ processing: eq(0), fadeLaw: 'equal-power' });
    // cos + sin peaks at sqrt(2) (+3 dB) mid-fade; a 5 ms window around it averages a little less.
    expect(figures.levelBumpDb).toBeGreaterThan(1.5);
    expect(figures.levelBumpDb).toBeLessThan(3.02);
  });

  it('adds no step to a sine, where a hard switch would click', async () => {
    // With a 1 kHz sine through +6 dB at 1 kHz, the processed branch is the same sine doubled.
    const source = { kind: 'sine', frequency: hz(1000), level: dB(-20) } as const;
    const faded = await measureAbSwitch({ processing: eq(6), source });
    const hard = await measureAbSwitch({ processing: eq(6), source, fadeSeconds: 0 });
    expect(faded.stepRatio).toBeLessThanOrEqual(1.001);
    expect(faded.levelBumpDb).toBeLessThanOrEqual(0.01);
    expect(hard.stepRatio).toBeGreaterThan(1.5);
  });

  it('turns back mid-fade without a jump', async () => {
    const rate = TEST_SAMPLE_RATE;
    const { buffer } = await renderEngine(0.6, async (engine, context) => {
      await engine.setSource({ kind: 'buffer', buffer: makeBuffer(rate, rate, () => 0.5) });
      await engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(-60) }] });
      engine.play();
      atRenderTime(context, 0.3, () => engine.select('processed'));
      atRenderTime(context, 0.305, () => engine.select('original'));
    });
    const out = buffer.getChannelData(0);
    // 0.5 over 480 samples is ~0.00104 per sample; a reversal must not exceed that.
    expect(maxStep(out, Math.round(0.2 * rate), Math.round(0.5 * rate))).toBeLessThan(0.0011);
    expect(out[Math.round(0.45 * rate)]).toBeCloseTo(0.5, 5);
  });
});
