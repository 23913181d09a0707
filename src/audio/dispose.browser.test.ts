import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dB, hz } from '../lib/units';
import { peak } from './analysis';
import { AbCrossfade } from './ab-crossfade';
import { atAudioTime } from './audio-clock';
import { ChainSlot } from './chain-slot';
import { ChannelStage } from './channel-stage';
import { AudioEngine } from './engine';
import { OutputStage } from './output-stage';
import { SourcePlayer } from './sources/source-player';
import { trackConnections, type ConnectionTracker } from './testing/connection-tracker';
import { makeBuffer } from './testing/engine-render';
import { atRenderTime, renderWithTimeout, TEST_SAMPLE_RATE } from './testing/render';
import { simpleChain } from './testing/simple-chain';

const rate = TEST_SAMPLE_RATE;

describe('dispose() leaves nothing connected or running', () => {
  let tracker: ConnectionTracker;
  beforeEach(() => {
    tracker = trackConnections();
  });
  afterEach(() => tracker.restore());

  it('tracks connections (the bookkeeping itself works)', () => {
    const context = new OfflineAudioContext(2, 128, rate);
    const a = new GainNode(context);
    const b = new GainNode(context);
    a.connect(b);
    a.connect(b.gain);
    expect(tracker.liveConnections(context)).toHaveLength(2);
    a.disconnect(b);
    expect(tracker.liveConnections(context)).toHaveLength(1);
    a.disconnect();
    expect(tracker.liveConnections(context)).toHaveLength(0);
  });

  it.each([
    ['AbCrossfade', (c: OfflineAudioContext) => new AbCrossfade(c)],
    ['ChannelStage', (c: OfflineAudioContext) => new ChannelStage(c)],
    ['OutputStage', (c: OfflineAudioContext) => new OutputStage(c, c.destination, { volumeDb: dB(0), muted: false })],
    ['ChainSlot', (c: OfflineAudioContext) => {
      const slot = new ChainSlot(c, simpleChain);
      void slot.set([{ kind: 'gain', gain: dB(-3) }]);
      void slot.set([{ kind: 'eq', bands: [{ frequency: hz(500), gain: dB(3), q: 1 }] }]);
      return slot;
    }],
    ['SourcePlayer', (c: OfflineAudioContext) => {
      const player = new SourcePlayer(c, { kind: 'sine', frequency: 440, amplitude: 0.5 }, true, () => undefined);
      player.output.connect(c.destination);
      player.start(0);
      return player;
    }],
  ])('%s', (_name, build) => {
    const context = new OfflineAudioContext(2, 128, rate);
    const part = build(context);
    expect(tracker.liveConnections(context).length).toBeGreaterThan(0);
    part.dispose();
    expect(tracker.liveConnections(context)).toEqual([]);
    expect(tracker.runningSources(context)).toEqual([]);
  });

  it('an audio-clock callback that is cancelled or fires releases its node', async () => {
    const context = new OfflineAudioContext(1, rate / 10, rate);
    let fired = 0;
    atAudioTime(context, 0.02, () => fired++);
    const cancel = atAudioTime(context, 0.05, () => fired++);
    cancel();
    await renderWithTimeout(context);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toBe(1);
    expect(tracker.liveConnections(context)).toEqual([]);
  });

  it('the whole engine, mid-play, with swaps pending', async () => {
    const context = new OfflineAudioContext(2, rate, rate);
    const engine = new AudioEngine({ context, createProcessorChain: simpleChain, initial: { volumeDb: dB(0) } });
    await engine.setSource({ kind: 'pink-noise' });
    await engine.setProcessing({ chain: [{ kind: 'eq', bands: [{ frequency: hz(1000), gain: dB(6), q: 1.4 }] }] });
    await engine.setLevelMatch(true);
    engine.play();
    atRenderTime(context, 0.2, () => {
      void engine.setSource({ kind: 'buffer', buffer: makeBuffer(rate, rate, () => 0.1) });
      void engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(-3) }] });
    });
    // Dispose while the old source and chain are still fading out.
    atRenderTime(context, 0.203, () => engine.dispose());
    const rendered = await renderWithTimeout(context);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tracker.liveConnections(context)).toEqual([]);
    expect(tracker.runningSources(context)).toEqual([]);
    expect(peak(rendered.getChannelData(0), Math.round(0.21 * rate))).toBe(0);
  });

  it('renders silence once disposed', async () => {
    const context = new OfflineAudioContext(2, rate / 2, rate);
    const engine = new AudioEngine({ context, createProcessorChain: simpleChain, initial: { volumeDb: dB(0) } });
    await engine.setSource({ kind: 'sine', frequency: hz(440), level: dB(-6) });
    engine.play();
    engine.dispose();
    const rendered = await renderWithTimeout(context);
    expect(peak(rendered.getChannelData(0))).toBe(0);
  });
});
