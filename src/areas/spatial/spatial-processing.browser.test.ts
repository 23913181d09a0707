/** Spatial questions as they sound: HRTF gives the near ear more level, symmetrically. */
import { describe, expect, it } from 'vitest';
import { rmsDb } from '../../audio/analysis';
import { AudioEngine } from '../../audio/engine';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { renderWithTimeout } from '../../audio/testing/render';
import { dB } from '../../lib/units';
import { spatialDefinition } from './spatial-definition';

const RATE = 48_000;

/** Right minus left level (dB) of pink noise from `azimuth`. */
async function interauralLevel(azimuth: number): Promise<number> {
  const context = new OfflineAudioContext(2, RATE, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: 'processed' } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(spatialDefinition.buildProcessing({ azimuth, sector: 'all', resolution: 30, source: 'programme' }));
  engine.play();
  const buffer = await renderWithTimeout(context, 20_000, 'HRTF render');
  engine.dispose();
  return rmsDb(buffer.getChannelData(1).subarray(RATE / 4)) - rmsDb(buffer.getChannelData(0).subarray(RATE / 4));
}

describe('spatial questions, rendered', () => {
  it('a source at +60 degrees is louder in the right ear, at -60 (300) in the left, by the same amount', async () => {
    const right = await interauralLevel(60);
    const left = await interauralLevel(300);
    expect(right).toBeGreaterThan(3);
    expect(Math.abs(right + left)).toBeLessThan(0.5);
  });

  it('front and back are level-alike (only spectral cues tell them apart): 0 and 180 degrees within 1 dB of zero', async () => {
    expect(Math.abs(await interauralLevel(0))).toBeLessThan(1);
    expect(Math.abs(await interauralLevel(180))).toBeLessThan(1);
  });
});
