import { beforeAll, describe, expect, it } from 'vitest';
import { degrees } from '../../lib/units';
import { whenHrtfReady } from './hrtf-ready';
import { createSpatialProcessor, directionToPosition } from './spatial-processor';
import { rms } from './testing/measure';
import { noiseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from './testing/offline-render';

const LENGTH = 24_000;
const input = noiseBuffer(TEST_SAMPLE_RATE, LENGTH, 1, 21);

/** Right-minus-left level in dB of white noise from this direction. */
async function interauralLevelDifference(azimuth: number, elevation = 0): Promise<number> {
  const rendered = await renderOffline({ channels: 2, length: LENGTH }, async (context) => {
    const processor = createSpatialProcessor(context, { kind: 'spatial', azimuth: degrees(azimuth), elevation: degrees(elevation) });
    await processor.ready;
    processor.output.connect(context.destination);
    playBuffer(context, input, processor.input);
  });
  return 20 * Math.log10(rms(rendered.getChannelData(1), 2400) / rms(rendered.getChannelData(0), 2400));
}

describe('spatial (HRTF) processor', () => {
  beforeAll(() => whenHrtfReady(TEST_SAMPLE_RATE));

  it('puts +60 degrees in the right ear and -60 degrees in the left, symmetrically within 1 dB', async () => {
    for (const azimuth of [30, 60, 90, 120]) {
      const right = await interauralLevelDifference(azimuth);
      const left = await interauralLevelDifference(-azimuth);
      expect(right, `+${azimuth}`).toBeGreaterThan(3);
      expect(left, `-${azimuth}`).toBeLessThan(-3);
      expect(Math.abs(Math.abs(right) - Math.abs(left)), `${azimuth}`).toBeLessThan(1);
    }
  });

  it('renders the front (and straight behind and above) with near-equal ears', async () => {
    for (const [azimuth, elevation] of [
      [0, 0],
      [180, 0],
      [0, 60],
    ] as const) {
      expect(Math.abs(await interauralLevelDifference(azimuth, elevation))).toBeLessThan(1);
    }
  });

  it('places directions on the unit sphere around a listener facing -z', () => {
    const close = (actual: { x: number; y: number; z: number }, [x, y, z]: [number, number, number]): void => {
      expect(actual.x).toBeCloseTo(x, 9);
      expect(actual.y).toBeCloseTo(y, 9);
      expect(actual.z).toBeCloseTo(z, 9);
    };
    close(directionToPosition(degrees(0), degrees(0)), [0, 0, -1]);
    close(directionToPosition(degrees(90), degrees(0)), [1, 0, 0]);
    close(directionToPosition(degrees(-90), degrees(0)), [-1, 0, 0]);
    close(directionToPosition(degrees(0), degrees(90)), [0, 1, 0]);
    const { x, y, z } = directionToPosition(degrees(37), degrees(-20));
    expect(Math.hypot(x, y, z)).toBeCloseTo(1, 12);
  });
});
