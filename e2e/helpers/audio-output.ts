/**
 * The page's audio output in a test: the tap (audio-output-tap.ts) and what a test asks of it.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { SILENCE, type OutputTapWindow } from './audio-output-tap.ts';

export { SILENCE, SOUND, tapAudioOutput } from './audio-output-tap.ts';

/** The largest sample at the page's audio output over `ms` milliseconds (0 with no context yet). */
export function outputPeak(page: Page, ms = 300): Promise<number> {
  return page.evaluate(async (duration) => {
    const taps = (window as unknown as OutputTapWindow).__outputTaps;
    const samples = new Float32Array(2048);
    let peak = 0;
    const end = performance.now() + duration;
    while (performance.now() < end) {
      for (const { analyser } of taps) {
        analyser.getFloatTimeDomainData(samples);
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return peak;
  }, ms);
}

/** The output falls silent within a few seconds and stays so. */
export async function expectSilent(page: Page): Promise<void> {
  // The transport gate closes with a fade of about 10 ms: give it a moment, then hear nothing.
  await expect.poll(() => outputPeak(page, 150), { message: 'the output falls silent', timeout: 5_000 }).toBeLessThan(SILENCE);
  expect(await outputPeak(page, 600), 'the output stays silent').toBeLessThan(SILENCE);
}
