/**
 * Processing computed on the whole loop (the compressor), as the browser plays it: rendered in
 * the module worker exactly as on the page, then heard through the engine as the loop's
 * processed twin, in step with the original and at its loudness.
 */
import { describe, expect, it } from 'vitest';
import { dB } from '../lib/units';
import { peak } from './analysis/levels';
import { integratedLoudness } from './analysis/loudness';
import { renderCompressedLoop } from './dynamics/compressed-loop';
import { drumLoop } from './dynamics/testing/drum-loop';
import { createWorkerLoopRenderer, renderLoopInline } from './loop-twin';
import { createProcessorChain } from './processors/processor-chain';
import type { SpecOf } from './processors/updatable-processor';
import { renderEngine } from './testing/engine-render';
import { quantumTime } from './testing/render';

const RATE = 48_000;
const LOOP = drumLoop(RATE, 2);
/** The transport gate opens over the first 10 ms of play. */
const GATE = 0.02 * RATE;
const SPEC: SpecOf<'dynamics'> = { kind: 'dynamics', gainReductionDb: dB(6), ratio: 4, kneeDb: dB(6), attackMs: 10, releaseMs: 150 };

function loopBuffer(): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: 2, length: LOOP[0]?.length ?? 0, sampleRate: RATE });
  LOOP.forEach((channel, c) => buffer.copyToChannel(channel, c));
  return buffer;
}

function maxDifference(a: ArrayLike<number>, b: ArrayLike<number>, from = 0, to = a.length): number {
  let worst = 0;
  for (let n = from; n < to; n++) worst = Math.max(worst, Math.abs((a[n] as number) - (b[n] as number)));
  return worst;
}

/** Waits for `work` or fails loudly. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms))]);
}

describe('a loop twin', () => {
  it('comes out of the worker as the same code makes it on the page, to 1e-6', async () => {
    const [inWorker, inline] = await within(Promise.all([createWorkerLoopRenderer()(LOOP, RATE, SPEC), renderLoopInline(LOOP, RATE, SPEC)]), 20_000, 'rendering');
    for (const [c, channel] of inline.channels.entries()) expect(maxDifference(inWorker.channels[c] as Float32Array, channel)).toBeLessThan(1e-6);
    expect(maxDifference(inWorker.meter as Float32Array, inline.meter as Float32Array)).toBeLessThan(1e-6);
    // The samples it was given stay where they were.
    expect(LOOP[0]?.length).toBe(2 * RATE);
  });

  it('is what the engine plays as the processed sound, at the loop’s loudness, with its gain reduction to read', async () => {
    const expected = renderCompressedLoop(LOOP, RATE, SPEC);
    let meter: Float32Array | null = null;
    const { buffer } = await renderEngine(
      1.5,
      async (engine) => {
        await engine.setSource({ kind: 'buffer', buffer: loopBuffer() });
        await within(engine.setProcessing({ chain: [SPEC] }), 20_000, 'the twin');
        meter = engine.getProcessedMeter()?.values ?? null;
        engine.play();
      },
      { createProcessorChain, initial: { selected: 'processed', volumeDb: dB(0) }, sampleRate: RATE },
    );
    for (let c = 0; c < 2; c++) expect(maxDifference(buffer.getChannelData(c), expected.channels[c] as Float32Array, GATE, buffer.length), `channel ${c}`).toBeLessThan(1e-6);
    expect(maxDifference(meter ?? new Float32Array(), expected.gainReductionDb)).toBeLessThan(1e-6);
    expect(Math.abs(integratedLoudness(expected.channels, RATE) - integratedLoudness(LOOP, RATE))).toBeLessThan(0.5);
  });

  it('joins a playing loop where it is, silent until it is made, and leaves it for a question without it; the original never moves', async () => {
    const [twinAt, dropAt] = [0.5, 1];
    const metersAfterDrop: unknown[] = [];
    const play = (selected: 'original' | 'processed') =>
      renderEngine(
        1.5,
        async (engine, context) => {
          await engine.setSource({ kind: 'buffer', buffer: loopBuffer() });
          await engine.setProcessing({ chain: [{ ...SPEC, gainReductionDb: dB(3) }] });
          engine.play();
          // Another question while playing: the processed branch is silent until its twin is made
          // (here the render waits for it) and is heard 50 ms on (the switch is scheduled ahead).
          void context.suspend(quantumTime(context, twinAt)).then(async () => {
            await engine.setProcessing({ chain: [SPEC] });
            await context.resume();
          });
          void context.suspend(quantumTime(context, dropAt)).then(async () => {
            await engine.setProcessing({ chain: [] });
            metersAfterDrop.push(engine.getProcessedMeter());
            await context.resume();
          });
        },
        { createProcessorChain, initial: { selected, volumeDb: dB(0) }, sampleRate: RATE },
      );
    const expected = renderCompressedLoop(LOOP, RATE, SPEC);
    const [original, processed] = await within(Promise.all([play('original'), play('processed')]), 30_000, 'rendering');
    expect(metersAfterDrop).toEqual([null, null]);
    // Each switch is scheduled 50 ms ahead and fades over 10 ms.
    const frame = (seconds: number) => Math.round(seconds * RATE);
    for (let c = 0; c < 2; c++) {
      expect(maxDifference(original.buffer.getChannelData(c), LOOP[c] as Float32Array, GATE, original.buffer.length), `original, channel ${c}`).toBeLessThan(1e-6);
      const heard = processed.buffer.getChannelData(c);
      expect(peak(heard, frame(twinAt + 0.015), frame(twinAt + 0.05)), `before the twin, channel ${c}`).toBeLessThan(1e-6);
      expect(maxDifference(heard, expected.channels[c] as Float32Array, frame(twinAt + 0.08), frame(dropAt)), `twin, channel ${c}`).toBeLessThan(1e-6);
      expect(maxDifference(heard, LOOP[c] as Float32Array, frame(dropAt + 0.08), heard.length), `dropped, channel ${c}`).toBeLessThan(1e-6);
    }
  });
});
