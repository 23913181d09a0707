/** Width questions as they sound: the side level against the nominal width, the mid untouched. */
import { describe, expect, it } from 'vitest';
import { rmsDb } from '../../audio/analysis';
import { AudioEngine } from '../../audio/engine';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { renderWithTimeout } from '../../audio/testing/render';
import { dB } from '../../lib/units';
import { widthDefinition } from './width-definition';
import { questionWidth, type WidthQuestion } from './width-question';

const RATE = 48_000;

/** Mid and side (dB RMS) of the engine's output for a branch, on stereo pink noise at 0 dB volume. */
async function midSide(question: WidthQuestion, branch: 'original' | 'processed'): Promise<{ mid: number; side: number }> {
  const context = new OfflineAudioContext(2, RATE, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: branch } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(widthDefinition.buildProcessing(question));
  engine.play();
  const buffer = await renderWithTimeout(context);
  engine.dispose();
  const left = buffer.getChannelData(0).subarray(RATE / 4);
  const right = buffer.getChannelData(1).subarray(RATE / 4);
  const mid = left.map((l, i) => (l + (right[i] ?? 0)) / 2);
  const side = left.map((l, i) => (l - (right[i] ?? 0)) / 2);
  return { mid: rmsDb(mid), side: rmsDb(side) };
}

describe('width questions, rendered', () => {
  it.each([
    ['wider', 2, 25],
    ['narrower', 1, 50],
    ['narrower', 3, 10],
    ['wider', 4, 10],
  ] as const)('%s by %d steps of %d %%: side level 20 log10(width) from the original, mid unchanged', async (direction, steps, step) => {
    const question: WidthQuestion = { direction, steps, step, asksSize: true };
    const [original, processed] = await Promise.all([midSide(question, 'original'), midSide(question, 'processed')]);
    const expected = 20 * Math.log10(questionWidth(question) / 100);
    expect(Math.abs(processed.side - original.side - expected)).toBeLessThan(0.1);
    expect(Math.abs(processed.mid - original.mid)).toBeLessThan(0.01);
  });

  it('150 % puts the side level 3.5 dB above the original', async () => {
    const question: WidthQuestion = { direction: 'wider', steps: 2, step: 25, asksSize: true };
    const [original, processed] = await Promise.all([midSide(question, 'original'), midSide(question, 'processed')]);
    expect(processed.side - original.side).toBeCloseTo(3.52, 1);
  });
});
