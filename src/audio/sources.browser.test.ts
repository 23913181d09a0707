import { describe, expect, it, vi } from 'vitest';
import { dB, hz } from '../lib/units';
import { peak, rmsDb } from './analysis';
import { AudioEngine } from './engine';
import { isAudioSourceError, type AudioSourceErrorCode } from './sources';
import { renderEngine } from './testing/engine-render';
import { atRenderTime, renderWithTimeout, TEST_SAMPLE_RATE } from './testing/render';
import { sine } from './testing/signals';
import { simpleChain } from './testing/simple-chain';
import { encodeWav } from './testing/wav';

const rate = TEST_SAMPLE_RATE;
const wavBytes = (seconds: number, amplitude = 0.5): ArrayBuffer => {
  const tone = sine(440, amplitude, rate, Math.round(seconds * rate));
  return encodeWav([tone, tone], rate);
};
const wavFile = (name = 'tone.wav', seconds = 1, type = 'audio/wav'): File => new File([wavBytes(seconds)], name, { type });

async function errorCode(promise: Promise<unknown>): Promise<AudioSourceErrorCode | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (isAudioSourceError(error)) return error.code;
    throw error;
  }
}

function newEngine(options: Partial<ConstructorParameters<typeof AudioEngine>[0]> = {}, seconds = 1): [AudioEngine, OfflineAudioContext] {
  const context = new OfflineAudioContext(2, rate * seconds, rate);
  return [new AudioEngine({ context, createProcessorChain: simpleChain, initial: { volumeDb: dB(0) }, ...options }), context];
}

describe('the user file', () => {
  it('decodes a .wav and plays it', async () => {
    const { buffer, engine } = await renderEngine(
      1,
      async (engine) => {
        await engine.setSource({ kind: 'file', file: wavFile() });
        engine.play();
      },
      { keep: true },
    );
    expect(engine.getSnapshot().source).toEqual({ kind: 'file', name: 'tone.wav', duration: 1, channels: 2 });
    expect(rmsDb(buffer.getChannelData(0), rate / 10)).toBeCloseTo(-6.02 - 3.01, 1);
    engine.dispose();
  });

  it.each([
    ['notes.txt', 'text/plain', 'unsupported-type'],
    ['clip.wav', 'video/mp4', 'unsupported-type'],
  ] as const)('rejects %s as %s and keeps playing the previous source', async (name, type, code) => {
    const [engine, context] = newEngine();
    await engine.setSource({ kind: 'pink-noise' });
    engine.play();
    expect(await errorCode(engine.setSource({ kind: 'file', file: new File(['hello'], name, { type }) }))).toBe(code);
    expect(engine.getSnapshot()).toMatchObject({ error: { code, origin: 'source' }, source: { kind: 'pink-noise' }, sourceStatus: 'ready' });
    const rendered = await renderWithTimeout(context);
    expect(rmsDb(rendered.getChannelData(0), rate / 10)).toBeGreaterThan(-23);
    engine.clearError();
    expect(engine.getSnapshot().error).toBeNull();
    engine.dispose();
  });

  it('rejects files over the size and length limits, and undecodable ones', async () => {
    const [small] = newEngine({ fileLimits: { maxBytes: 1000, maxSeconds: 900 } });
    expect(await errorCode(small.setSource({ kind: 'file', file: wavFile() }))).toBe('too-large');
    const [short] = newEngine({ fileLimits: { maxBytes: 1e9, maxSeconds: 0.5 } });
    expect(await errorCode(short.setSource({ kind: 'file', file: wavFile('long.wav', 1) }))).toBe('too-long');
    const [engine] = newEngine();
    const garbage = new File([new Uint8Array(4000).fill(7)], 'broken.wav', { type: 'audio/wav' });
    expect(await errorCode(engine.setSource({ kind: 'file', file: garbage }))).toBe('decode-failed');
    // And it still works afterwards.
    expect(await errorCode(engine.setSource({ kind: 'file', file: wavFile() }))).toBe('none');
    for (const e of [small, short, engine]) e.dispose();
  });

  it('decodes a file once and reuses it when chosen again', async () => {
    const [engine, context] = newEngine();
    const decode = vi.spyOn(context, 'decodeAudioData');
    const file = wavFile();
    await engine.setSource({ kind: 'file', file });
    await engine.setSource({ kind: 'pink-noise' });
    await engine.setSource({ kind: 'file', file: new File([wavBytes(1)], file.name, { type: file.type, lastModified: file.lastModified }) });
    expect(decode).toHaveBeenCalledTimes(1);
    engine.dispose();
  });
});

describe('instrument clips and question stimuli', () => {
  const okFetch = vi.fn(async () => new Response(wavBytes(0.5, 0.25), { headers: { 'content-type': 'audio/wav' } }));

  it('fetches a clip through the injected fetch, decodes it once and locks it in as the stimulus', async () => {
    const [engine, context] = newEngine({ fetch: okFetch });
    await engine.setSource({ kind: 'pink-noise' });
    await engine.setProcessing({ chain: [], stimulus: { kind: 'clip', url: '/audio/timbre/violin.ogg' } });
    expect(engine.getSnapshot()).toMatchObject({ sourceLocked: true, source: { kind: 'clip', url: '/audio/timbre/violin.ogg' } });
    await engine.setProcessing({ chain: [], stimulus: { kind: 'clip', url: '/audio/timbre/violin.ogg' } });
    expect(okFetch).toHaveBeenCalledTimes(1);
    engine.play();
    const rendered = await renderWithTimeout(context);
    expect(peak(rendered.getChannelData(0), rate / 10, rate / 2)).toBeCloseTo(0.25, 2);
    await engine.setProcessing(null);
    expect(engine.getSnapshot()).toMatchObject({ sourceLocked: false, source: { kind: 'pink-noise' } });
    engine.dispose();
  });

  it('reports a missing clip and a sine stimulus replaces it', async () => {
    const [engine] = newEngine({ fetch: async () => new Response('not found', { status: 404 }) });
    await engine.setProcessing({ chain: [], stimulus: { kind: 'clip', url: '/missing.ogg' } });
    expect(engine.getSnapshot()).toMatchObject({ processing: 'failed', error: { code: 'fetch-failed', origin: 'processing' } });
    await engine.setProcessing({ chain: [], stimulus: { kind: 'sine', frequency: hz(500), level: dB(-12) } });
    expect(engine.getSnapshot()).toMatchObject({ processing: 'ready', source: { kind: 'sine', frequency: 500, level: -12 } });
    engine.dispose();
  });

  it('forces mono for a question that asks for it and restores the user choice after', async () => {
    const [engine] = newEngine();
    await engine.setSource({ kind: 'pink-noise' });
    await engine.setProcessing({ chain: [], mono: true });
    expect(engine.getSnapshot()).toMatchObject({ channelMode: 'mono', channelModeLocked: true });
    await engine.setProcessing(null);
    expect(engine.getSnapshot()).toMatchObject({ channelMode: 'stereo', channelModeLocked: false });
    engine.dispose();
  });

  it('plays a pre-rendered pair: the processed buffer bypasses the chain', async () => {
    const make = (amplitude: number): AudioBuffer => {
      const buffer = new AudioBuffer({ numberOfChannels: 2, length: rate, sampleRate: rate });
      const data = sine(440, amplitude, rate, rate);
      buffer.copyToChannel(data, 0);
      buffer.copyToChannel(data, 1);
      return buffer;
    };
    const { buffer } = await renderEngine(0.5, async (engine) => {
      await engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(-40) }] });
      await engine.setSource({ kind: 'pair', original: make(0.1), processed: make(0.4) });
      engine.select('processed');
      engine.play();
    });
    expect(peak(buffer.getChannelData(0), rate / 10)).toBeCloseTo(0.4, 2);
  });

  it("plays an official question's rendered pair (encoded files) as its stimulus, through the A/B switch", async () => {
    const bytes = (amplitude: number): ArrayBuffer => {
      const tone = sine(440, amplitude, rate, rate);
      return encodeWav([tone, tone], rate);
    };
    const original = bytes(0.1);
    const processed = bytes(0.4);
    const stimulus = { kind: 'rendered', key: 'exam-1:0', original, processed } as const;
    const { buffer, engine } = await renderEngine(
      1,
      async (engine, context) => {
        await engine.setProcessing({ stimulus, chain: [] });
        expect(engine.getSnapshot()).toMatchObject({ sourceLocked: true, source: { kind: 'pair' }, processing: 'ready' });
        engine.play();
        atRenderTime(context, 0.5, () => engine.select('processed'));
      },
      { keep: true },
    );
    const data = buffer.getChannelData(0);
    expect(peak(data.subarray(rate / 10, (4 * rate) / 10))).toBeCloseTo(0.1, 2);
    expect(peak(data.subarray((6 * rate) / 10))).toBeCloseTo(0.4, 2);
    // The files were copied before decoding, so the page can still use them (a shared original).
    expect(original.byteLength).toBeGreaterThan(0);
    expect(processed.byteLength).toBeGreaterThan(0);
    engine.dispose();
  });
});
