import { describe, expect, it } from 'vitest';
import { dB, dbToGain, hz } from '../lib/units';
import { magnitudeSpectrum, maxStep, peak, peakFrequency, rms, rmsDb } from './analysis';
import { SWITCH_FADE_SECONDS, VOLUME_RAMP_SECONDS } from './param-ramp';
import { makeBuffer, renderEngine } from './testing/engine-render';
import { atRenderTime, TEST_SAMPLE_RATE } from './testing/render';

const rate = TEST_SAMPLE_RATE;
const at = (seconds: number): number => Math.round(seconds * rate);

describe('engine output', () => {
  it('plays a sine at the requested frequency and dBFS level in both ears', async () => {
    const { buffer } = await renderEngine(1.5, async (engine) => {
      await engine.setSource({ kind: 'sine', frequency: hz(997), level: dB(-20) });
      engine.play();
    });
    const left = buffer.getChannelData(0);
    const right = buffer.getChannelData(1);
    // A sine of peak amplitude a has RMS a / sqrt(2): -20 dBFS peak reads -23.01 dB RMS.
    expect(rmsDb(left, at(0.1))).toBeCloseTo(-20 - 3.0103, 2);
    expect(peak(left, at(0.1))).toBeCloseTo(dbToGain(dB(-20)), 3);
    const spectrum = magnitudeSpectrum(left, { sampleRate: rate, size: 65536, start: at(0.1), window: 'blackman-harris' });
    expect(peakFrequency(spectrum)).toBeCloseTo(997, 1);
    expect(maxStep(left.map((value, i) => value - (right[i] ?? 0)))).toBe(0);
  });

  it('feeds both ears the same signal in mono, at the stereo level', async () => {
    const stereo = await renderEngine(1, async (engine) => {
      await engine.setSource({ kind: 'pink-noise' });
      engine.play();
    });
    const mono = await renderEngine(1, async (engine) => {
      await engine.setSource({ kind: 'pink-noise' });
      engine.setChannelMode('mono');
      engine.play();
    });
    const [l, r] = [mono.buffer.getChannelData(0), mono.buffer.getChannelData(1)];
    let difference = 0;
    for (let i = 0; i < l.length; i++) difference = Math.max(difference, Math.abs((l[i] ?? 0) - (r[i] ?? 0)));
    expect(difference).toBe(0);
    expect(rms(l, at(0.1))).toBeGreaterThan(0);
    const [sl, sr] = [stereo.buffer.getChannelData(0), stereo.buffer.getChannelData(1)];
    expect(Math.abs(rmsDb(l, at(0.1)) - rmsDb(sl, at(0.1)))).toBeLessThan(0.3);
    let stereoDifference = 0;
    for (let i = at(0.1); i < sl.length; i++) stereoDifference = Math.max(stereoDifference, Math.abs((sl[i] ?? 0) - (sr[i] ?? 0)));
    expect(stereoDifference).toBeGreaterThan(0.01);
  });

  it('ramps the volume to the requested dB without a step', async () => {
    const level = 0.5;
    let changeAt = 0;
    const { buffer } = await renderEngine(0.6, async (engine, context) => {
      await engine.setSource({ kind: 'buffer', buffer: makeBuffer(rate, rate, () => level) });
      engine.play();
      changeAt = atRenderTime(context, 0.2, () => engine.setVolume(dB(-6)));
    });
    const out = buffer.getChannelData(0);
    expect(out[at(0.15)]).toBeCloseTo(level, 6);
    const target = level * dbToGain(dB(-6));
    expect(rmsDb(out, at(changeAt + VOLUME_RAMP_SECONDS + 0.01))).toBeCloseTo(rmsDb([target]), 3);
    // A linear gain ramp moves by (start - end) / ramp samples per sample, never more.
    const perSample = (level - target) / (VOLUME_RAMP_SECONDS * rate);
    expect(maxStep(out, at(0.1), at(0.5))).toBeLessThanOrEqual(perSample * 1.01);
  });

  it('is silent when muted and comes back unmuted', async () => {
    const { buffer } = await renderEngine(0.6, async (engine, context) => {
      await engine.setSource({ kind: 'pink-noise' });
      engine.play();
      atRenderTime(context, 0.2, () => engine.setMuted(true));
      atRenderTime(context, 0.4, () => engine.setMuted(false));
    });
    const out = buffer.getChannelData(0);
    expect(peak(out, at(0.2 + SWITCH_FADE_SECONDS + 0.003), at(0.4))).toBe(0);
    expect(rmsDb(out, at(0.45))).toBeGreaterThan(-25);
  });

  it('resumes a buffer where it paused', async () => {
    const seconds = 2;
    let pausedAt = 0;
    let resumedAt = 0;
    const { buffer } = await renderEngine(1.5, async (engine, context) => {
      // The content is its own position: value = seconds into the buffer / 2.
      await engine.setSource({ kind: 'buffer', buffer: makeBuffer(rate, seconds * rate, (i) => i / (seconds * rate)) });
      engine.play();
      pausedAt = atRenderTime(context, 0.4, () => engine.pause());
      resumedAt = atRenderTime(context, 0.8, () => engine.play());
    });
    const out = buffer.getChannelData(0);
    expect(peak(out, at(pausedAt + SWITCH_FADE_SECONDS + 0.003), at(resumedAt))).toBe(0);
    const positionAtPause = pausedAt + SWITCH_FADE_SECONDS;
    const probe = resumedAt + 0.2;
    expect(out[at(probe)]).toBeCloseTo((positionAtPause + (probe - resumedAt)) / seconds, 3);
  });

  it('stops at the end of a file when not looping, and rewinds on stop', async () => {
    const { buffer, engine } = await renderEngine(
      0.6,
      async (engine) => {
        engine.setLoop(false);
        await engine.setSource({ kind: 'buffer', buffer: makeBuffer(rate, at(0.3), () => 0.25) });
        engine.play();
      },
      { keep: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const out = buffer.getChannelData(0);
    expect(out[at(0.2)]).toBeCloseTo(0.25, 6);
    expect(peak(out, at(0.31))).toBe(0);
    expect(engine.getSnapshot().transport).toBe('stopped');
    expect(engine.getPosition()).toBe(0);
    engine.dispose();
  });
});
