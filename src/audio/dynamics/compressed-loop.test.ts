import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../analysis/loudness';
import { concat } from '../testing/signals';
import { compressLoop, meanGainReductionDb, renderCompressedLoop, thresholdForGainReduction, type LoopCompressorSettings } from './compressed-loop';
import { compress, detectorLevelsDb } from './compressor';
import { drumLoop } from './testing/drum-loop';

const RATE = 48_000;
const LOOP = drumLoop(RATE);
const LEVELS = detectorLevelsDb(LOOP, RATE);
const GLUE: LoopCompressorSettings = { ratio: 4, kneeDb: 6, attackMs: 10, releaseMs: 150 };

/** The reduction read off the output: the make-up gain less each frame's gain, where the input is not near silence. */
function measuredMeanReductionDb(input: readonly Float32Array[], output: readonly Float32Array[], makeUpDb: number): number {
  let sum = 0;
  let frames = 0;
  for (let n = 0; n < (input[0]?.length ?? 0); n++) {
    const louder = input[0] && input[1] && Math.abs(input[0][n] as number) >= Math.abs(input[1][n] as number) ? 0 : 1;
    const x = input[louder]?.[n] as number;
    if (Math.abs(x) < 1e-4) continue;
    sum += makeUpDb - 20 * Math.log10(Math.abs((output[louder]?.[n] as number) / x));
    frames++;
  }
  return sum / frames;
}

describe('the compressor round a loop', () => {
  it('starts the loop in the state it has coming round: the loop compressed three times over ends as compressLoop gives it, within 1e-6', () => {
    for (const releaseMs of [50, 500]) {
      const settings = { ...GLUE, releaseMs, thresholdDb: -30 };
      const looped = compressLoop(LOOP, RATE, settings);
      const third = compress(
        LOOP.map((channel) => concat(channel, channel, channel)),
        RATE,
        settings,
      );
      for (const [c, channel] of looped.channels.entries()) {
        const period = third.channels[c]?.subarray(2 * channel.length) as Float32Array;
        let worst = 0;
        for (let n = 0; n < channel.length; n++) worst = Math.max(worst, Math.abs((channel[n] as number) - (period[n] as number)));
        expect(worst, `release ${releaseMs} ms, channel ${c}`).toBeLessThan(1e-6);
      }
    }
  });

  it('finds the threshold for a mean gain reduction, which falls as the threshold rises', () => {
    const at = (thresholdDb: number) => meanGainReductionDb(LEVELS, RATE, { ...GLUE, thresholdDb });
    const thresholds = [-50, -40, -30, -20, -10, 0];
    const reductions = thresholds.map(at);
    for (let i = 1; i < reductions.length; i++) expect(reductions[i]).toBeLessThan(reductions[i - 1] as number);
    for (const target of [1, 4, 10]) expect(at(thresholdForGainReduction(LEVELS, RATE, GLUE, target))).toBeCloseTo(target, 3);
  });

  it.each([2, 4, 10])('at %s:1 turns the loop down by the mean reduction asked, read off the output within 0.05 dB, and matches its loudness within 0.01 LU', (ratio) => {
    for (const target of [1, 2, 6, 10]) {
      for (const [attackMs, releaseMs] of [
        [1, 50],
        [30, 500],
      ] as const) {
        const settings = { ratio, kneeDb: 6, attackMs, releaseMs, gainReductionDb: target };
        const rendered = renderCompressedLoop(LOOP, RATE, settings);
        const label = `${target} dB at ${ratio}:1, ${attackMs}/${releaseMs} ms`;
        expect(Math.abs(measuredMeanReductionDb(LOOP, rendered.channels, rendered.makeUpDb) - target), label).toBeLessThan(0.05);
        expect(Math.abs(integratedLoudness(rendered.channels, RATE) - integratedLoudness(LOOP, RATE)), label).toBeLessThan(0.01);
      }
    }
  });

  it('refuses what it cannot do', () => {
    expect(() => thresholdForGainReduction(LEVELS, RATE, GLUE, 0)).toThrow(RangeError);
    expect(() => thresholdForGainReduction(LEVELS, RATE, { ...GLUE, ratio: 1 }, 3)).toThrow(RangeError);
    const silence = [new Float32Array(RATE), new Float32Array(RATE)];
    expect(() => renderCompressedLoop(silence, RATE, { ...GLUE, gainReductionDb: 3 })).toThrow(RangeError);
  });
});
