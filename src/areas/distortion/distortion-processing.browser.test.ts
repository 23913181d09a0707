/** Distortion questions as they sound: a 1 kHz sine question's THD, measured, for every type and amount. */
import { describe, expect, it } from 'vitest';
import { measureThd } from '../../audio/analysis';
import { AudioEngine } from '../../audio/engine';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { renderWithTimeout } from '../../audio/testing/render';
import { dB } from '../../lib/units';
import { distortionDefinition } from './distortion-definition';
import type { DistortionQuestion } from './distortion-question';
import { amountScale, DISTORTION_TYPES } from './distortion-settings';

const RATE = 48_000;

async function questionThd(question: DistortionQuestion): Promise<number> {
  const context = new OfflineAudioContext(2, RATE, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: 'processed' } });
  await engine.setProcessing(distortionDefinition.buildProcessing(question));
  engine.play();
  const buffer = await renderWithTimeout(context);
  engine.dispose();
  return measureThd(buffer.getChannelData(0), { sampleRate: RATE, fundamental: 1000, start: RATE / 4, size: 32_768 }).thd;
}

describe('distortion questions, rendered', () => {
  it.each(DISTORTION_TYPES)('%s: every amount of the scale measures within 10 %% of its THD', async (type) => {
    for (const thd of amountScale(4)) {
      const measured = await questionThd({ type, thd, scale: amountScale(4), asksType: true, sine: true });
      expect(Math.abs(measured / thd - 1), `${type} ${thd} %: measured ${measured.toFixed(3)} %`).toBeLessThan(0.1);
    }
  });
});
