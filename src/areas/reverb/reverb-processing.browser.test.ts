/**
 * Reverb questions as they sound: every decay time the area can ask, measured by Schroeder
 * integration (T30, octave bands 500 Hz and 1 kHz), and every mix measured as a
 * direct-to-reverberant ratio, on the chain the question builds.
 */
import { describe, expect, it } from 'vitest';
import { t30PerOctaveBand } from '../../audio/analysis/rt60';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { energy } from '../../audio/processors/testing/measure';
import { impulseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from '../../audio/processors/testing/offline-render';
import { reverbDefinition } from './reverb-definition';
import { PRE_DELAY_SECONDS, type ReverbQuestion } from './reverb-question';
import { DECAY_RANGES, DECAY_STEPS, decayScale, MIX_STEPS, mixScale } from './reverb-settings';

const question = (rt60: number, drr: number): ReverbQuestion => ({ rt60, drr, decayScale: [], mixScale: [], source: 'programme' });

/** The question's processed branch for a unit impulse (both channels). */
async function impulseResponseOf(q: ReverbQuestion): Promise<AudioBuffer> {
  const frames = Math.ceil((PRE_DELAY_SECONDS + 1.1 * q.rt60 + 0.05) * TEST_SAMPLE_RATE);
  return renderOffline({ channels: 2, length: frames, timeoutMs: 30_000 }, async (context) => {
    const chain = createProcessorChain(context, reverbDefinition.buildProcessing(q).chain);
    await chain.ready;
    chain.output.connect(context.destination);
    playBuffer(context, impulseBuffer(context, 2), chain.input);
  });
}

const everyDecay = [...new Set(DECAY_STEPS.flatMap((step) => DECAY_RANGES.flatMap((range) => decayScale(step, range))))].sort((a, b) => a - b);
const everyMix = [...new Set(MIX_STEPS.flatMap((step) => mixScale(step)))].sort((a, b) => b - a);

describe('reverb questions, rendered', () => {
  it(`every decay time the area asks (${everyDecay.length}, ${everyDecay[0]} to ${everyDecay.at(-1)} s) measures within 5 % at 500 Hz and 1 kHz`, { timeout: 120_000 }, async () => {
    let worst = 0;
    for (const rt60 of everyDecay) {
      // Fully wet, so the direct sound does not sit on the decay's first 5 dB.
      const rendered = await impulseResponseOf(question(rt60, -Infinity));
      for (const channel of [0, 1]) {
        for (const band of t30PerOctaveBand(rendered.getChannelData(channel), TEST_SAMPLE_RATE, [500, 1000])) {
          const error = Math.abs(band.rt60 / rt60 - 1);
          worst = Math.max(worst, error);
          expect(error, `RT60 ${rt60} s, channel ${channel}, ${band.centre} Hz: measured ${band.rt60.toFixed(3)} s`).toBeLessThan(0.05);
        }
      }
    }
    expect(worst).toBeGreaterThan(0);
  });

  it.each(everyMix)('DRR %s dB: direct (before the pre-delay) over reverberant energy within 0.5 dB', async (drr) => {
    const rendered = await impulseResponseOf(question(1, drr));
    const split = Math.round(PRE_DELAY_SECONDS * TEST_SAMPLE_RATE);
    for (const channel of [0, 1]) {
      const data = rendered.getChannelData(channel);
      const direct = energy(data.subarray(0, split));
      const reverberant = energy(data, split);
      expect(Math.abs(10 * Math.log10(direct / reverberant) - drr)).toBeLessThan(0.5);
    }
  });
});
