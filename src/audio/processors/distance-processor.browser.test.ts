import { describe, expect, it } from 'vitest';
import { seconds } from '../../lib/units';
import { bandPower, powerSpectrum } from '../analysis/spectrum';
import { airAbsorptionFilter, airAttenuationDbPerMetre, lowPassGainDb } from './air-absorption';
import { createDistanceProcessor, criticalDistance, REVERB_DELAY_SECONDS, type DistanceSpec } from './distance-processor';
import { dtftMagnitude, toDb } from './testing/measure';
import { impulseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from './testing/offline-render';

const GAP = Math.round(REVERB_DELAY_SECONDS * TEST_SAMPLE_RATE);
const spec = (distance: number, referenceDistance = 1, roomRt60 = 0.5): DistanceSpec => ({
  kind: 'distance',
  distance,
  referenceDistance,
  roomRt60: seconds(roomRt60),
});

/** Impulse response of the processor, split at the reverberation's arrival. */
async function render(distanceSpec: DistanceSpec): Promise<{ direct: Float32Array; reverberant: Float32Array }> {
  const rendered = await renderOffline({ channels: 2, length: Math.ceil((1.2 * distanceSpec.roomRt60 + 0.05) * TEST_SAMPLE_RATE) }, async (context) => {
    const processor = createDistanceProcessor(context, distanceSpec);
    await processor.ready;
    processor.output.connect(context.destination);
    playBuffer(context, impulseBuffer(context), processor.input);
  });
  const data = rendered.getChannelData(0);
  return { direct: data.slice(0, GAP), reverberant: data.slice(GAP) };
}

/** Power of a stretch in the 500 Hz octave (zero-padded to one common FFT size). */
function octavePower(samples: Float32Array): number {
  const size = 65_536;
  const padded = new Float32Array(size);
  padded.set(samples.subarray(0, size));
  return bandPower(powerSpectrum(padded, { sampleRate: TEST_SAMPLE_RATE, size, window: 'rectangular' }), 354, 707);
}

describe('distance processor', () => {
  it.each([
    [0.5, 1],
    [1, 1],
    [2, 1],
    [4, 1],
    [8, 1],
    [16, 1],
    [3, 1.5],
  ])('at %s m (reference %s m) the direct sound is 20 log10(d0 / d) within 0.5 dB', async (distance, reference) => {
    const { direct } = await render(spec(distance, reference));
    const measured = toDb(dtftMagnitude(direct, 500, TEST_SAMPLE_RATE));
    expect(Math.abs(measured - toDb(reference / distance))).toBeLessThan(0.5);
  });

  it('absorbs high frequencies like air (ISO 9613-1 at 8 kHz) and more with distance', async () => {
    for (const distance of [10, 40]) {
      const { direct } = await render(spec(distance));
      const loss = toDb(dtftMagnitude(direct, 8000, TEST_SAMPLE_RATE)) - toDb(1 / distance);
      expect(loss).toBeCloseTo(-airAttenuationDbPerMetre(8000) * distance, 1);
    }
  });

  it('keeps the reverberant level and lets the DRR fall 6 dB per doubling, 0 dB at the critical distance', async () => {
    const rc = criticalDistance(spec(1));
    const results = [];
    for (const distance of [1, 2, 4, 8]) {
      const { direct, reverberant } = await render(spec(distance));
      results.push({ distance, direct: octavePower(direct), reverberant: octavePower(reverberant) });
    }
    const first = results[0]?.reverberant as number;
    for (const { distance, direct, reverberant } of results) {
      expect(Math.abs(10 * Math.log10(reverberant / first))).toBeLessThan(0.01);
      const drr = 10 * Math.log10(direct / reverberant);
      const air = lowPassGainDb(airAbsorptionFilter(distance, TEST_SAMPLE_RATE), 500, TEST_SAMPLE_RATE);
      expect(Math.abs(drr - (20 * Math.log10(rc / distance) + air)), `${distance} m: DRR ${drr.toFixed(2)} dB`).toBeLessThan(1);
    }
  });

  it('refuses a live change and a non-positive distance', () => {
    const context = new OfflineAudioContext(2, 128, TEST_SAMPLE_RATE);
    const processor = createDistanceProcessor(context, spec(2));
    expect(processor.update(spec(3))).toBe(false);
    processor.dispose();
    expect(() => createDistanceProcessor(context, spec(0))).toThrow(RangeError);
  });
});
