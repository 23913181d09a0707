import { describe, expect, it } from 'vitest';
import { whenHrtfReady } from './hrtf-ready';

const HANG_MS = 4000;

/** Starts a tiny HRTF render at `sampleRate`; resolves true if it finished, false if it hung. */
function hrtfRenderFinishes(sampleRate: number, beforeRender: Promise<void> = Promise.resolve()): Promise<boolean> {
  const context = new OfflineAudioContext(2, 128, sampleRate);
  const source = new ConstantSourceNode(context);
  source.connect(new PannerNode(context, { panningModel: 'HRTF', positionX: 1 })).connect(context.destination);
  source.start();
  const finished = beforeRender.then(() => context.startRendering()).then(() => true);
  const hung = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HANG_MS));
  return Promise.race([finished, hung]);
}

// Each sample rate gets its own HRTF loader, so a fresh rate repeats the first-use race.
const freshRates = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + 7 * i);

// The hang itself is not pinned by a test: it comes in some runs and not others, and a
// deliberately hung render can stall the whole browser test run (seen here), so a pin would make
// CI flaky both ways. hrtf-ready.ts says how it was measured.
describe('Chromium HRTF loading (see hrtf-ready.ts)', () => {
  it('whenHrtfReady makes the first render at a fresh sample rate safe', { timeout: 60_000 }, async () => {
    for (const rate of freshRates(40_009, 6)) {
      expect(await hrtfRenderFinishes(rate, whenHrtfReady(rate)), `${rate} Hz`).toBe(true);
    }
  });
});
