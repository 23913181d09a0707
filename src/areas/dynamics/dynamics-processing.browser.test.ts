/**
 * Dynamics questions as the browser plays them: the drum loop decoded by Chromium, compressed in
 * the module worker, heard through the engine. Measured on the output against the question: the
 * loudness of the original, the mean gain reduction asked, and an output that is the input turned
 * down by exactly the reduction the meter reads (plus one make-up gain).
 */
import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../../audio/analysis/loudness';
import { AudioEngine } from '../../audio/engine';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { programmeLoopUrl } from '../../audio/programme';
import { renderWithTimeout } from '../../audio/testing/render';
import { dB } from '../../lib/units';
import { dynamicsDefinition } from './dynamics-definition';
import { ATTACK_MS, RELEASE_MS, USUAL_ATTACK_MS, USUAL_RELEASE_MS, type DynamicsQuestion } from './dynamics-question';

const RATE = 48_000;
/** The transport gate opens over the first 10 ms. */
const SKIP = Math.round(0.02 * RATE);

const QUESTIONS: DynamicsQuestion[] = [
  { test: 'presence', loop: 'drum-kit', compressed: true, gainReductionDb: 6, ratio: 4, attackMs: USUAL_ATTACK_MS, releaseMs: USUAL_RELEASE_MS },
  { test: 'amount', loop: 'drum-kit', compressed: true, gainReductionDb: 2, ratio: 4, attackMs: USUAL_ATTACK_MS, releaseMs: USUAL_RELEASE_MS },
  { test: 'ratio', loop: 'drum-kit', compressed: true, gainReductionDb: 10, ratio: 10, attackMs: USUAL_ATTACK_MS, releaseMs: USUAL_RELEASE_MS },
  { test: 'attack', loop: 'drum-kit', compressed: true, gainReductionDb: 6, ratio: 4, attackMs: ATTACK_MS.slow, releaseMs: USUAL_RELEASE_MS },
  { test: 'release', loop: 'drum-kit', compressed: true, gainReductionDb: 4, ratio: 4, attackMs: USUAL_ATTACK_MS, releaseMs: RELEASE_MS.fast },
];

async function decodedLoop(): Promise<AudioBuffer> {
  const response = await fetch(programmeLoopUrl('drum-kit'));
  expect(response.ok).toBe(true);
  return new OfflineAudioContext(2, 1, RATE).decodeAudioData(await response.arrayBuffer());
}

/** The processed branch of `question` over one loop, and the meter the engine read for it. */
async function play(question: DynamicsQuestion, frames: number): Promise<{ output: Float32Array[]; meter: Float32Array | null }> {
  const context = new OfflineAudioContext(2, frames, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, fetch: (url, init) => fetch(url, init), initial: { selected: 'processed', volumeDb: dB(0) } });
  await engine.setProcessing(dynamicsDefinition.buildProcessing(question));
  expect(engine.getSnapshot().processing).toBe('ready');
  const meter = engine.getProcessedMeter()?.values ?? null;
  engine.play();
  const rendered = await renderWithTimeout(context, 30_000, `${question.test} question`);
  engine.dispose();
  return { output: [rendered.getChannelData(0), rendered.getChannelData(1)], meter };
}

describe('dynamics questions, played in the browser on the drum loop', () => {
  it('each as loud as the original, turned down by the mean gain reduction asked, exactly as its meter reads', { timeout: 120_000 }, async () => {
    const loop = await decodedLoop();
    const original = [loop.getChannelData(0), loop.getChannelData(1)];
    const measured = (channels: readonly Float32Array[]) => integratedLoudness(channels.map((channel) => channel.subarray(SKIP)), RATE);
    for (const question of QUESTIONS) {
      const { output, meter } = await play(question, loop.length);
      const label = `${question.test}: ${question.gainReductionDb} dB, ${question.ratio}:1, ${question.attackMs}/${question.releaseMs} ms`;
      expect(Math.abs(measured(output) - measured(original)), label).toBeLessThan(0.5);
      if (!meter) throw new Error(`${label}: no meter`);
      expect(meter.reduce((sum, value) => sum + value, 0) / meter.length, label).toBeCloseTo(question.gainReductionDb, 2);
      // Output over input plus the reduction read: one make-up gain, frame after frame.
      const makeUp = { low: Infinity, high: -Infinity };
      for (let n = SKIP; n < loop.length; n++) {
        const louder = Math.abs(original[0]?.[n] as number) >= Math.abs(original[1]?.[n] as number) ? 0 : 1;
        const x = original[louder]?.[n] as number;
        if (Math.abs(x) < 1e-3) continue;
        const gain = 20 * Math.log10(Math.abs((output[louder]?.[n] as number) / x)) + (meter[n] as number);
        makeUp.low = Math.min(makeUp.low, gain);
        makeUp.high = Math.max(makeUp.high, gain);
      }
      expect(makeUp.high - makeUp.low, label).toBeLessThan(0.01);
    }
  });

  it('plays the loop as it is for a question that is not compressed, and reads no meter', { timeout: 60_000 }, async () => {
    const loop = await decodedLoop();
    const { output, meter } = await play({ ...(QUESTIONS[0] as DynamicsQuestion), compressed: false }, RATE);
    expect(meter).toBeNull();
    let worst = 0;
    for (let c = 0; c < 2; c++) for (let n = SKIP; n < RATE; n++) worst = Math.max(worst, Math.abs((output[c]?.[n] as number) - (loop.getChannelData(c)[n] as number)));
    expect(worst).toBeLessThan(1e-6);
  });
});
