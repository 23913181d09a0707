import { describe, expect, it } from 'vitest';
import { createStereoPanProcessor } from './stereo-pan-processor';
import { sineAmplitude } from './testing/measure';
import { playBuffer, renderOffline, sineBuffer, TEST_SAMPLE_RATE } from './testing/offline-render';

const LENGTH = 9600;

async function renderPan(pan: number, input: AudioBuffer): Promise<AudioBuffer> {
  return renderOffline({ channels: 2, length: LENGTH }, (context) => {
    const panner = createStereoPanProcessor(context, { kind: 'stereo-pan', pan });
    panner.output.connect(context.destination);
    playBuffer(context, input, panner.input);
  });
}

const law = (pan: number): [number, number] => [Math.cos(((pan + 1) * Math.PI) / 4), Math.sin(((pan + 1) * Math.PI) / 4)];

describe('stereo pan processor', () => {
  it.each([-1, -0.5, 0, 0.25, 0.8, 1])('pan %s: a mono input gets cos / sin((p + 1) pi / 4)', async (pan) => {
    const rendered = await renderPan(pan, sineBuffer(TEST_SAMPLE_RATE, 440, LENGTH));
    const [left, right] = law(pan);
    expect(sineAmplitude(rendered.getChannelData(0).subarray(2400), 440, TEST_SAMPLE_RATE)).toBeCloseTo(left, 4);
    expect(sineAmplitude(rendered.getChannelData(1).subarray(2400), 440, TEST_SAMPLE_RATE)).toBeCloseTo(right, 4);
  });

  it('sums a stereo input to mono ((L + R) / 2) before panning', async () => {
    const input = new AudioBuffer({ numberOfChannels: 2, length: LENGTH, sampleRate: TEST_SAMPLE_RATE });
    input.copyToChannel(sineBuffer(TEST_SAMPLE_RATE, 440, LENGTH).getChannelData(0), 0);
    input.copyToChannel(sineBuffer(TEST_SAMPLE_RATE, 660, LENGTH).getChannelData(0), 1);
    const rendered = await renderPan(-0.5, input);
    const [left, right] = law(-0.5);
    for (const frequency of [440, 660]) {
      expect(sineAmplitude(rendered.getChannelData(0).subarray(2400), frequency, TEST_SAMPLE_RATE)).toBeCloseTo(left / 2, 4);
      expect(sineAmplitude(rendered.getChannelData(1).subarray(2400), frequency, TEST_SAMPLE_RATE)).toBeCloseTo(right / 2, 4);
    }
  });

  it('clamps positions beyond the ends', async () => {
    const rendered = await renderPan(3, sineBuffer(TEST_SAMPLE_RATE, 440, LENGTH));
    expect(sineAmplitude(rendered.getChannelData(0).subarray(2400), 440, TEST_SAMPLE_RATE)).toBeLessThan(1e-6);
  });
});
