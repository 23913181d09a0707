import { describe, expect, it } from 'vitest';
import { percent } from '../../lib/units';
import { powerSpectrum } from '../analysis/spectrum';
import { measureThd } from '../analysis/thd';
import { REFERENCE_AMPLITUDE } from './distortion-curve';
import { createDistortionProcessor } from './distortion-processor';
import type { DistortionType } from './processor-spec';
import { rms } from './testing/measure';
import { playBuffer, renderOffline, sineBuffer, TEST_SAMPLE_RATE } from './testing/offline-render';

const LENGTH = 48_000;
const SKIP = 4800;

async function renderDistortion(type: DistortionType, thd: number): Promise<Float32Array> {
  const rendered = await renderOffline({ channels: 1, length: LENGTH }, (context) => {
    const processor = createDistortionProcessor(context, { kind: 'distortion', type, thd: percent(thd) });
    processor.output.connect(context.destination);
    playBuffer(context, sineBuffer(TEST_SAMPLE_RATE, 1000, LENGTH, [REFERENCE_AMPLITUDE]), processor.input);
  });
  return rendered.getChannelData(0);
}

const cases = (['soft', 'hard', 'asymmetric'] as const).flatMap((type) => [0.3, 1, 3, 10, 30].map((thd) => ({ type, thd })));

describe('distortion processor', () => {
  it.each(cases)('$type clipping at $thd %: a 1 kHz sine at the reference level measures within 10 %', async ({ type, thd }) => {
    const output = await renderDistortion(type, thd);
    const measured = measureThd(output, { sampleRate: TEST_SAMPLE_RATE, fundamental: 1000, start: SKIP, size: 32_768 }).thd;
    expect(Math.abs(measured / thd - 1), `measured ${measured.toFixed(3)} %`).toBeLessThan(0.1);
  });

  it.each(cases)('$type clipping at $thd % keeps the reference sine at its input RMS (within 0.2 dB)', async ({ type, thd }) => {
    const output = await renderDistortion(type, thd);
    const level = 20 * Math.log10(rms(output, SKIP) / (REFERENCE_AMPLITUDE / Math.SQRT2));
    expect(Math.abs(level)).toBeLessThan(0.2);
  });

  it('4x oversampling keeps aliased (inharmonic) products of hard clipping far down', async () => {
    // At 1109 Hz the harmonics above Nyquist fold back between the harmonics, not onto them.
    const frequency = 1109;
    const rendered = await renderOffline({ channels: 1, length: LENGTH }, (context) => {
      const processor = createDistortionProcessor(context, { kind: 'distortion', type: 'hard', thd: percent(30) });
      processor.output.connect(context.destination);
      playBuffer(context, sineBuffer(TEST_SAMPLE_RATE, frequency, LENGTH, [REFERENCE_AMPLITUDE]), processor.input);
    });
    const spectrum = powerSpectrum(rendered.getChannelData(0), { sampleRate: TEST_SAMPLE_RATE, window: 'blackman-harris', start: SKIP, size: 32_768 });
    const harmonicBin = (k: number): boolean => {
      const nearest = Math.round((k * spectrum.binWidth) / frequency);
      return nearest >= 1 && Math.abs(k - (nearest * frequency) / spectrum.binWidth) <= 6;
    };
    let inharmonic = 0;
    spectrum.power.forEach((power, k) => {
      if (k > 6 && !harmonicBin(k)) inharmonic += power;
    });
    const fundamental = spectrum.power.reduce((max, power) => Math.max(max, power), 0);
    expect(10 * Math.log10(inharmonic / fundamental)).toBeLessThan(-50);
  });

  it('the asymmetric type adds even harmonics (the 2nd above the 3rd); the symmetric ones do not', async () => {
    for (const type of ['asymmetric', 'soft'] as const) {
      const output = await renderDistortion(type, 3);
      const { harmonicRatios } = measureThd(output, { sampleRate: TEST_SAMPLE_RATE, fundamental: 1000, start: SKIP, size: 32_768 });
      const [second = 0, third = 0] = harmonicRatios;
      if (type === 'asymmetric') expect(second).toBeGreaterThan(third);
      else expect(second).toBeLessThan(third / 100);
    }
  });

  it('rejects a THD it cannot reach', () => {
    const context = new OfflineAudioContext(1, 128, TEST_SAMPLE_RATE);
    expect(() => createDistortionProcessor(context, { kind: 'distortion', type: 'soft', thd: percent(60) })).toThrow(RangeError);
    expect(() => createDistortionProcessor(context, { kind: 'distortion', type: 'hard', thd: percent(0) })).toThrow(RangeError);
  });
});
