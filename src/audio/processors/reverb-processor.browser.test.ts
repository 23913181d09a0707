import { describe, expect, it } from 'vitest';
import { percent, seconds } from '../../lib/units';
import { t30PerOctaveBand } from '../analysis/rt60';
import { createReverbProcessor, type ReverbSpec } from './reverb-processor';
import { energy } from './testing/measure';
import { impulseBuffer, noiseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from './testing/offline-render';

const spec = (rt60: number, preDelay: number, mix: number): ReverbSpec => ({
  kind: 'reverb',
  rt60: seconds(rt60),
  preDelay: seconds(preDelay),
  mix: percent(mix),
});

async function renderReverb(reverb: ReverbSpec, input: (context: BaseAudioContext) => AudioBuffer, length?: number): Promise<AudioBuffer> {
  const frames = length ?? Math.ceil((reverb.preDelay + 1.1 * reverb.rt60 + 0.05) * TEST_SAMPLE_RATE);
  return renderOffline({ channels: 2, length: frames }, async (context) => {
    const processor = createReverbProcessor(context, reverb);
    await processor.ready;
    processor.output.connect(context.destination);
    playBuffer(context, input(context), processor.input);
  });
}

describe('reverb processor', () => {
  it.each([0.3, 0.6, 1.2, 2.5, 4])('RT60 %s s: the rendered response measures within 5 % in every octave band 125 Hz-4 kHz', async (rt60) => {
    const rendered = await renderReverb(spec(rt60, 0.02, 100), (context) => impulseBuffer(context));
    for (const channel of [0, 1]) {
      for (const band of t30PerOctaveBand(rendered.getChannelData(channel), TEST_SAMPLE_RATE)) {
        expect(Math.abs(band.rt60 / rt60 - 1), `channel ${channel}, ${band.centre} Hz: ${band.rt60.toFixed(3)} s`).toBeLessThan(0.05);
      }
    }
  });

  it.each([0, 0.013, 0.05])('delays the wet sound by the pre-delay (%s s)', async (preDelay) => {
    const rendered = await renderReverb(spec(0.5, preDelay, 100), (context) => impulseBuffer(context));
    const data = rendered.getChannelData(0);
    const onset = data.findIndex((x) => Math.abs(x) > 1e-6);
    expect(Math.abs(onset - Math.round(preDelay * TEST_SAMPLE_RATE))).toBeLessThanOrEqual(1);
  });

  it('keeps the pre-delayed sound and the tail of a stereo source that has ended (Chromium would drop them)', async () => {
    // A one-frame stereo impulse ends at once; the delay and the convolver must stay stereo.
    const rendered = await renderReverb(spec(0.5, 0.02, 100), (context) => impulseBuffer(context, 2));
    for (const channel of [0, 1]) expect(energy(rendered.getChannelData(channel))).toBeCloseTo(1, 3);
  });

  it('at 0 % is the dry signal exactly', async () => {
    const input = noiseBuffer(TEST_SAMPLE_RATE, 9600, 2, 8);
    const rendered = await renderReverb(spec(1, 0.02, 0), () => input, 9600);
    expect(rendered.getChannelData(0)).toEqual(input.getChannelData(0));
    expect(rendered.getChannelData(1)).toEqual(input.getChannelData(1));
  });

  it.each([25, 50, 100])('at %s % mixes equal-power: dry cos(m pi / 2), wet energy sin^2(m pi / 2)', async (mix) => {
    const preDelay = 0.05;
    const rendered = await renderReverb(spec(0.5, preDelay, mix), (context) => impulseBuffer(context));
    const m = mix / 100;
    const data = rendered.getChannelData(1);
    expect(data[0]).toBeCloseTo(Math.cos((m * Math.PI) / 2), 6);
    const wet = energy(data, Math.round(preDelay * TEST_SAMPLE_RATE));
    expect(wet).toBeCloseTo(Math.sin((m * Math.PI) / 2) ** 2, 3);
  });

  it('glides the mix live but asks for a new processor for a new decay', async () => {
    const context = new OfflineAudioContext(2, 128, TEST_SAMPLE_RATE);
    const processor = createReverbProcessor(context, spec(0.5, 0.02, 30));
    await processor.ready;
    expect(processor.update(spec(0.5, 0.02, 60))).toBe(true);
    expect(processor.spec.mix).toBe(60);
    expect(processor.update(spec(0.8, 0.02, 60))).toBe(false);
    expect(processor.update(spec(0.5, 0.03, 60))).toBe(false);
  });
});
