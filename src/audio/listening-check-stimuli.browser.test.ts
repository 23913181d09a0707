/**
 * The listening checks' sounds as the engine plays them, rendered offline in Chromium: the
 * left/right tone sounds in the named channel only, and a headphone set puts its antiphase
 * tone in opposite polarity on the two sides.
 */
import { describe, expect, it } from 'vitest';
import { rmsDb } from './analysis';
import { CHANNEL_TONE, type ChannelSide } from './channel-check';
import { HEADPHONE_TONE, HEADPHONE_TRIAL_SECONDS } from './headphone-check';
import { renderEngine } from './testing/engine-render';
import { TEST_SAMPLE_RATE } from './testing/render';

const rate = TEST_SAMPLE_RATE;
const frames = (seconds: number) => Math.round(seconds * rate);

describe('the left/right check tone', () => {
  it.each(['left', 'right'] as const)('sounds in the %s channel only: the other stays below -60 dB relative', async (side: ChannelSide) => {
    const { buffer } = await renderEngine(1, async (engine) => {
      engine.setChannelMode('stereo');
      engine.setLoop(false);
      await engine.setProcessing({ stimulus: { kind: 'channel-tone', side }, chain: [] });
      expect(engine.getSnapshot().source).toEqual({ kind: 'channel-tone' });
      engine.select('original');
      engine.play();
    });
    const [named, other] = side === 'left' ? [buffer.getChannelData(0), buffer.getChannelData(1)] : [buffer.getChannelData(1), buffer.getChannelData(0)];
    const tone = [frames(0.05), frames(CHANNEL_TONE.seconds - 0.05)] as const;
    // A 0.3 peak sine: -13.5 dBFS RMS in the steady part.
    expect(rmsDb(named, ...tone)).toBeCloseTo(20 * Math.log10(CHANNEL_TONE.peak / Math.SQRT2), 0);
    expect(rmsDb(other, 0, named.length)).toBeLessThan(rmsDb(named, ...tone) - 60);
    // It plays once: silence after the tone.
    expect(rmsDb(named, frames(CHANNEL_TONE.seconds + 0.05), frames(0.95))).toBeLessThan(-90);
  });
});

describe('a headphone check set', () => {
  it('lasts 4 s; its antiphase tone is inverted on the right, its soft tone 6 dB down in both ears', async () => {
    const { buffer } = await renderEngine(HEADPHONE_TRIAL_SECONDS + 0.25, async (engine) => {
      engine.setChannelMode('stereo');
      engine.setLoop(false);
      await engine.setProcessing({ stimulus: { kind: 'headphone-trial', trial: ['antiphase', 'soft', 'normal'] }, chain: [] });
      engine.select('original');
      engine.play();
    });
    const left = buffer.getChannelData(0);
    const right = buffer.getChannelData(1);
    const step = HEADPHONE_TONE.seconds + HEADPHONE_TONE.gapSeconds;
    const middle = (n: number) => [frames(n * step + 0.2), frames(n * step + 0.8)] as const;
    const sumDb = (n: number) => rmsDb(left.map((x, i) => x + (right[i] ?? 0)), ...middle(n));
    // Antiphase: the two sides cancel when summed (as in the air between loudspeakers).
    expect(sumDb(0)).toBeLessThan(rmsDb(left, ...middle(0)) - 60);
    expect(rmsDb(left, ...middle(1)) - rmsDb(left, ...middle(2))).toBeCloseTo(HEADPHONE_TONE.softDb, 1);
    expect(rmsDb(right, ...middle(1)) - rmsDb(right, ...middle(2))).toBeCloseTo(HEADPHONE_TONE.softDb, 1);
    expect(rmsDb(left, frames(HEADPHONE_TRIAL_SECONDS + 0.02), left.length)).toBeLessThan(-90);
  });
});
