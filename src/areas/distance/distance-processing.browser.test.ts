/**
 * Distance questions as they sound: the direct sound follows the inverse-distance law (-6.02 dB
 * per doubling, measured at 1 kHz where the air takes nothing), and the advanced test's
 * distances are equally loud.
 */
import { describe, expect, it } from 'vitest';
import { rmsDb } from '../../audio/analysis';
import { AudioEngine } from '../../audio/engine';
import { REVERB_DELAY_SECONDS } from '../../audio/processors/distance-processor';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { impulseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from '../../audio/processors/testing/offline-render';
import { renderWithTimeout } from '../../audio/testing/render';
import { dB } from '../../lib/units';
import { distanceDefinition } from './distance-definition';
import { DISTANCES } from './distance-settings';

/** The level (dB) at `frequency` of the direct sound: the response before the room's first reflection. */
async function directLevelDb(distance: number, frequency = 1000): Promise<number> {
  const processing = distanceDefinition.buildProcessing({ distance, mode: 'basic', source: 'programme' });
  const rendered = await renderOffline({ channels: 2, length: TEST_SAMPLE_RATE / 2 }, async (context) => {
    const chain = createProcessorChain(context, processing.chain);
    await chain.ready;
    chain.output.connect(context.destination);
    playBuffer(context, impulseBuffer(context), chain.input);
  });
  const direct = rendered.getChannelData(0).subarray(0, Math.round(REVERB_DELAY_SECONDS * TEST_SAMPLE_RATE));
  let re = 0;
  let im = 0;
  direct.forEach((x, n) => {
    re += x * Math.cos((2 * Math.PI * frequency * n) / TEST_SAMPLE_RATE);
    im -= x * Math.sin((2 * Math.PI * frequency * n) / TEST_SAMPLE_RATE);
  });
  return 20 * Math.log10(Math.hypot(re, im));
}

async function processedLevelDb(distance: number): Promise<number> {
  const context = new OfflineAudioContext(2, TEST_SAMPLE_RATE * 2, TEST_SAMPLE_RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: 'processed' } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(distanceDefinition.buildProcessing({ distance, mode: 'advanced', source: 'programme' }));
  engine.play();
  const buffer = await renderWithTimeout(context, 20_000, 'distance render');
  engine.dispose();
  return rmsDb(buffer.getChannelData(0).subarray(TEST_SAMPLE_RATE)) / 2 + rmsDb(buffer.getChannelData(1).subarray(TEST_SAMPLE_RATE)) / 2;
}

describe('distance questions, rendered', () => {
  it('the direct sound falls 6.02 dB per doubling of distance (within 0.3 dB), 1 to 8 m', async () => {
    const levels = await Promise.all(DISTANCES.basic.map((d) => directLevelDb(d)));
    for (let i = 1; i < levels.length; i++) {
      expect(Math.abs((levels[i] ?? 0) - (levels[i - 1] ?? 0) + 6.0206), `${DISTANCES.basic[i]} m`).toBeLessThan(0.3);
    }
  });

  it('the advanced distances are equally loud (within 1 dB), so level alone does not give the answer', async () => {
    const levels = await Promise.all(DISTANCES.advanced.map(processedLevelDb));
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(1);
  });
});
