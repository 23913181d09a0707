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

describe('Chromium HRTF loading (see hrtf-ready.ts)', () => {
  it('quirk, pinned: rendering right after the first HRTF panner at a sample rate can hang', { timeout: 60_000 }, async () => {
    // Measured: 5 to 13 hangs in 25 to 30 tries; a normal first render takes 0.1 to 0.5 s.
    let hangs = 0;
    for (const rate of freshRates(30_011, 40)) {
      if (!(await hrtfRenderFinishes(rate))) hangs++;
      if (hangs > 0) break;
    }
    // When this fails, Chromium no longer hangs here and hrtf-ready.ts can go.
    expect(hangs).toBeGreaterThan(0);
  });

  it('whenHrtfReady makes the first render at a fresh sample rate safe', { timeout: 60_000 }, async () => {
    for (const rate of freshRates(40_009, 6)) {
      expect(await hrtfRenderFinishes(rate, whenHrtfReady(rate)), `${rate} Hz`).toBe(true);
    }
  });
});
