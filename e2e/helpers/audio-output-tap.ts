/**
 * The page's audio output, as the speakers would hear it: an init script mirrors every
 * connection of a realtime AudioContext's node to the context's destination into an
 * AnalyserNode, whatever the engine's graph looks like. Free of Playwright Test, so the bench
 * taps pages with it too.
 */
import type { Page } from 'playwright';

/** Full scale is 1; pink noise at the default volume peaks near 0.1. Below -80 dBFS is silence. */
export const SILENCE = 1e-4;
export const SOUND = 1e-3;

export interface OutputTap {
  context: AudioContext;
  analyser: AnalyserNode;
}

/** Where the page keeps its taps, one per realtime context: `window.__outputTaps`. */
export type OutputTapWindow = Window & { __outputTaps: OutputTap[] };

/** Taps the output of every page load from now on; also sets the language and theme it starts in. */
export async function tapAudioOutput(page: Page, language = 'en', theme = 'light'): Promise<void> {
  await page.addInitScript(([lng, mode]) => {
    localStorage.setItem('auricle.language', lng);
    localStorage.setItem('auricle.theme', mode);
    const taps: OutputTap[] = [];
    (window as unknown as OutputTapWindow).__outputTaps = taps;
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const result = connect.apply(this, args);
      const [destination] = args;
      if (destination instanceof AudioDestinationNode && this.context instanceof AudioContext) {
        let tap = taps.find((candidate) => candidate.context === this.context);
        if (!tap) {
          tap = { context: this.context, analyser: new AnalyserNode(this.context, { fftSize: 2048 }) };
          taps.push(tap);
        }
        connect.call(this, tap.analyser);
      }
      return result;
    } as typeof AudioNode.prototype.connect;
  }, [language, theme] as const);
}
