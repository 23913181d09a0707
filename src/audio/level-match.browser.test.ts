import { describe, expect, it } from 'vitest';
import { dB, hz } from '../lib/units';
import { integratedLoudness } from './analysis';
import { createProcessorChain } from './processors';
import type { QuestionProcessing } from './processors/processor-spec';
import { checkLevelMatch } from './testing/level-match-measure';
import { renderEngine } from './testing/engine-render';

const eq = (gain: number, frequency = 1000): QuestionProcessing => ({
  chain: [{ kind: 'eq', bands: [{ frequency: hz(frequency), gain: dB(gain), q: 1.414 }] }],
});

describe('level matching', () => {
  it.each([
    ['+6 dB EQ at 1 kHz', eq(6)],
    ['-9 dB EQ at 250 Hz', eq(-9, 250)],
    ['+12 dB EQ at 4 kHz', eq(12, 4000)],
  ])('matches pink noise through %s within 0.5 LU', async (_name, processing) => {
    const check = await checkLevelMatch({ processing });
    expect(check.errorLu).toBeLessThanOrEqual(0.5);
    // Without matching the processed branch would differ audibly: the gain did real work.
    expect(Math.abs(check.appliedGainDb)).toBeGreaterThan(0.3);
  });

  it('undoes a plain gain change exactly', async () => {
    const check = await checkLevelMatch({ processing: { chain: [{ kind: 'gain', gain: dB(-10) }] } });
    expect(check.appliedGainDb).toBeCloseTo(10, 1);
    expect(check.errorLu).toBeLessThan(0.05);
  });

  it('matches a sine stimulus through a boost at its own frequency', async () => {
    const check = await checkLevelMatch({
      processing: { ...eq(6), stimulus: { kind: 'sine', frequency: hz(1000), level: dB(-20) } },
    });
    expect(check.appliedGainDb).toBeCloseTo(-6, 1);
    expect(check.errorLu).toBeLessThanOrEqual(0.5);
  });

  it('works with the real processor chain', async () => {
    const check = await checkLevelMatch({ processing: eq(6), createProcessorChain });
    expect(check.errorLu).toBeLessThanOrEqual(0.5);
  });

  it('is recomputed when the processing changes and released when switched off', async () => {
    const { engine } = await renderEngine(
      0.1,
      async (engine) => {
        await engine.setSource({ kind: 'pink-noise' });
        await engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(-6) }] });
        await engine.setLevelMatch(true);
        expect(engine.getSnapshot().levelMatch.gainDb).toBeCloseTo(6, 1);
        await engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(4) }] });
        expect(engine.getSnapshot().levelMatch.gainDb).toBeCloseTo(-4, 1);
        await engine.setLevelMatch(false);
      },
      { keep: true },
    );
    expect(engine.getSnapshot().levelMatch).toEqual({ enabled: false, status: 'off', gainDb: 0 });
    engine.dispose();
  });

  it('leaves the processed branch louder when off (the control for the tests above)', async () => {
    const { buffer } = await renderEngine(3, async (engine) => {
      await engine.setSource({ kind: 'pink-noise' });
      await engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(6) }] });
      engine.select('processed');
      engine.play();
    });
    const lufs = integratedLoudness([buffer.getChannelData(0), buffer.getChannelData(1)], buffer.sampleRate);
    // Pink noise at -20 dBFS RMS per channel, +6 dB: about -20 + 6 + 3 (two channels) - 0.7 (K-weighting, offset).
    expect(lufs).toBeGreaterThan(-14);
    expect(lufs).toBeLessThan(-9);
  });
});
