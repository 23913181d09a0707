/**
 * Loudness questions as they sound, rendered in an OfflineAudioContext through the engine:
 * the level change measured against its nominal dB, the sine's own purity and its peak.
 */
import { describe, expect, it } from 'vitest';
import { measureThd, peakDb, rmsDb } from '../../audio/analysis';
import { AudioEngine } from '../../audio/engine';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { renderWithTimeout } from '../../audio/testing/render';
import { generateQuestionSet } from '../../exam-contract';
import { dB, hz } from '../../lib/units';
import { loudnessDefinition } from './loudness-definition';
import { levelChange, SINE_PEAK_DB, type LoudnessQuestion } from './loudness-question';
import { LEVEL_STEPS, type LoudnessSettings } from './loudness-settings';

const RATE = 48_000;
const SECONDS = 1.5;

/** Renders the question through the real engine (volume 0 dB), original then processed, one pass each. */
async function render(question: LoudnessQuestion, branch: 'original' | 'processed'): Promise<Float32Array> {
  const context = new OfflineAudioContext(2, SECONDS * RATE, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: branch } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(loudnessDefinition.buildProcessing(question));
  engine.play();
  const buffer = await renderWithTimeout(context);
  engine.dispose();
  return buffer.getChannelData(0).slice(RATE / 2);
}

describe('loudness questions, rendered', () => {
  it.each(LEVEL_STEPS)('a step of %s dB: the processed level differs from the original by exactly the question (pink noise)', async (step) => {
    const settings: LoudnessSettings = { ...loudnessDefinition.defaultSettings, step, asksSize: true };
    for (const question of generateQuestionSet(loudnessDefinition, Math.round(step * 10), settings, 2)) {
      const [original, processed] = await Promise.all([render(question, 'original'), render(question, 'processed')]);
      expect(Math.abs(rmsDb(processed) - rmsDb(original) - levelChange(question))).toBeLessThan(0.05);
    }
  });

  it('a sine question: pure (THD below -80 dB) and peaking at -12 dBFS at its loudest', async () => {
    const settings: LoudnessSettings = { source: 'sine', sineFrequency: hz(1000), changeType: 'boost', step: 6, asksSize: true };
    const [first] = generateQuestionSet(loudnessDefinition, 1, settings, 1);
    if (!first) throw new Error('no question');
    const question: LoudnessQuestion = { ...first, steps: 4 };
    const processed = await render(question, 'processed');
    const { thd } = measureThd(processed, { sampleRate: RATE, fundamental: 1000 });
    expect(20 * Math.log10(thd / 100)).toBeLessThan(-80);
    expect(Math.abs(peakDb(processed) - SINE_PEAK_DB)).toBeLessThan(0.05);
  });
});
