/** Stereo localization questions as they sound: the channel levels of each position follow the equal-power law. */
import { describe, expect, it } from 'vitest';
import { rmsDb } from '../../audio/analysis';
import { AudioEngine } from '../../audio/engine';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { renderWithTimeout } from '../../audio/testing/render';
import { dB } from '../../lib/units';
import { stereoDefinition } from './stereo-definition';
import { stagePositions } from './stereo-settings';

const RATE = 48_000;

async function channelLevels(angle: number, branch: 'original' | 'processed'): Promise<[number, number]> {
  const context = new OfflineAudioContext(2, RATE, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: branch } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(stereoDefinition.buildProcessing({ angle, interval: 5, source: 'programme' }));
  engine.play();
  const buffer = await renderWithTimeout(context);
  engine.dispose();
  return [rmsDb(buffer.getChannelData(0).subarray(RATE / 4)), rmsDb(buffer.getChannelData(1).subarray(RATE / 4))];
}

describe('stereo localization questions, rendered', () => {
  it('every position on the 5-degree stage: left and right levels within 0.1 dB of sqrt(2) cos / sin((p + 1) pi / 4) against the original', async () => {
    const [centreLeft, centreRight] = await channelLevels(0, 'original');
    for (const angle of stagePositions(5)) {
      if (Math.abs(angle) === 30) continue; // one channel silent: its level is -infinity (checked below)
      const [left, right] = await channelLevels(angle, 'processed');
      const theta = ((angle / 30 + 1) * Math.PI) / 4;
      // The pan is raised by 3.01 dB so that every position has the original's power.
      expect(Math.abs(left - centreLeft - 20 * Math.log10(Math.SQRT2 * Math.cos(theta))), `${angle} degrees, left`).toBeLessThan(0.1);
      expect(Math.abs(right - centreRight - 20 * Math.log10(Math.SQRT2 * Math.sin(theta))), `${angle} degrees, right`).toBeLessThan(0.1);
    }
    const [left30, right30] = await channelLevels(30, 'processed');
    expect(right30 - centreRight).toBeCloseTo(3.01, 1);
    expect(left30).toBeLessThan(-100);
  });

  it('a source at +15 degrees is louder in the right ear', async () => {
    const [left, right] = await channelLevels(15, 'processed');
    expect(right - left).toBeGreaterThan(7);
  });
});
