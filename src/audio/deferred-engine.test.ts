import { describe, expect, it, vi } from 'vitest';
import { dB, percent, seconds } from '../lib/units';
import { DeferredAudioEngine } from './deferred-engine';
import { initialSnapshot, type AudioEngineApi, type AudioEngineSnapshot } from './engine-types';
import type { QuestionProcessing } from './processors/processor-spec';
import { loadRoomPreparation } from './room-preparation-loader';

function fakeEngine(): AudioEngineApi & { listeners: Set<() => void>; snapshot: AudioEngineSnapshot } {
  const listeners = new Set<() => void>();
  const engine = {
    listeners,
    snapshot: initialSnapshot({ active: true }),
    setSource: vi.fn(async () => undefined),
    setProcessing: vi.fn(async () => undefined),
    select: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    stop: vi.fn(),
    setLoop: vi.fn(),
    setVolume: vi.fn(),
    setMuted: vi.fn(),
    setChannelMode: vi.fn(),
    setLevelMatch: vi.fn(async () => undefined),
    clearError: vi.fn(),
    prepare: vi.fn(async () => undefined),
    prepareAhead: vi.fn(),
    getPosition: () => 1.5,
    getProcessedMeter: () => null,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => engine.snapshot,
    dispose: vi.fn(),
  };
  return engine;
}

describe('DeferredAudioEngine', () => {
  it('prepares on the real engine, creating it (the call comes from the Start gesture)', async () => {
    const inner = fakeEngine();
    const createContext = vi.fn(() => ({}) as BaseAudioContext);
    const deferred = new DeferredAudioEngine({ createContext, createEngine: async () => inner });
    const processings = [{ chain: [] }];
    const onProgress = vi.fn();
    await deferred.prepare(processings, { onProgress });
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(inner.prepare).toHaveBeenCalledWith(processings, { onProgress });
  });


  it('records requests before activation and replays them on the real engine', async () => {
    const inner = fakeEngine();
    const createContext = vi.fn(() => ({}) as BaseAudioContext);
    const deferred = new DeferredAudioEngine({ createContext, createEngine: () => inner, defaultSource: { kind: 'pink-noise' } });
    deferred.setVolume(dB(-20));
    deferred.setMuted(true);
    deferred.setChannelMode('mono');
    deferred.select('processed');
    await deferred.setLevelMatch(true);
    await deferred.setProcessing({ chain: [], mono: true });
    expect(createContext).not.toHaveBeenCalled();
    expect(deferred.getSnapshot()).toMatchObject({ active: false, volumeDb: -20, muted: true, channelMode: 'mono', selected: 'processed', channelModeLocked: true });

    deferred.play();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(inner.setVolume).toHaveBeenCalledWith(-20);
    expect(inner.setMuted).toHaveBeenCalledWith(true);
    expect(inner.setChannelMode).toHaveBeenCalledWith('mono');
    expect(inner.select).toHaveBeenCalledWith('processed');
    expect(inner.setSource).toHaveBeenCalledWith({ kind: 'pink-noise' });
    expect(inner.setProcessing).toHaveBeenCalledWith({ chain: [], mono: true }, {});
    expect(inner.setLevelMatch).toHaveBeenCalledWith(true);
    expect(inner.play).toHaveBeenCalledTimes(1);
    expect(deferred.getSnapshot()).toBe(inner.snapshot);
    expect(deferred.getPosition()).toBe(1.5);
  });

  it('creates the context once, forwards later calls and re-emits the engine changes', () => {
    const inner = fakeEngine();
    const createContext = vi.fn(() => ({}) as BaseAudioContext);
    const deferred = new DeferredAudioEngine({ createContext, createEngine: () => inner });
    const listener = vi.fn();
    deferred.subscribe(listener);
    deferred.activate();
    deferred.activate();
    expect(createContext).toHaveBeenCalledTimes(1);
    listener.mockClear();
    for (const notify of inner.listeners) notify();
    expect(listener).toHaveBeenCalledTimes(1);
    deferred.pause();
    expect(inner.pause).toHaveBeenCalled();
    deferred.dispose();
    expect(inner.dispose).toHaveBeenCalled();
  });

  it('prepares ahead on the engine once it is here, with the same wishes', () => {
    const inner = fakeEngine();
    const deferred = new DeferredAudioEngine({ createContext: () => ({ sampleRate: 44_100 }) as BaseAudioContext, createEngine: () => inner });
    const processings = [{ chain: [] }];
    const { signal } = new AbortController();
    deferred.activate();
    deferred.prepareAhead(processings, { signal });
    expect(inner.prepareAhead).toHaveBeenCalledWith(processings, { signal });
  });

  it('needs the context at once for a file, which must be decoded', async () => {
    const inner = fakeEngine();
    const deferred = new DeferredAudioEngine({ createContext: () => ({}) as BaseAudioContext, createEngine: () => inner });
    const file = new File(['x'], 'a.wav');
    await deferred.setSource({ kind: 'file', file });
    expect(deferred.active).toBe(true);
    expect(inner.setSource).toHaveBeenLastCalledWith({ kind: 'file', file });
  });

  it('reports a browser without Web Audio instead of throwing', () => {
    const deferred = new DeferredAudioEngine({
      createContext: () => {
        throw new ReferenceError('AudioContext is not defined');
      },
      createEngine: () => fakeEngine(),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deferred.play();
    expect(deferred.active).toBe(false);
    expect(deferred.getSnapshot().error).toEqual({ code: 'context-unavailable', origin: 'context' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('DeferredAudioEngine with an engine that loads on demand', () => {
  function loading() {
    let resolve: (engine: AudioEngineApi) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const createEngine = vi.fn(
      () =>
        new Promise<AudioEngineApi>((res, rej) => {
          resolve = res;
          reject = rej;
        }),
    );
    return { createEngine, resolve: (engine: AudioEngineApi) => resolve(engine), reject: (error: Error) => reject(error) };
  }

  it('creates the context in the gesture, records play while the engine loads, then replays and plays', async () => {
    const inner = fakeEngine();
    const load = loading();
    const createContext = vi.fn(() => ({}) as BaseAudioContext);
    const deferred = new DeferredAudioEngine({ createContext, createEngine: load.createEngine, defaultSource: { kind: 'pink-noise' } });
    deferred.setVolume(dB(-30));
    deferred.play();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(deferred.active).toBe(true);
    deferred.select('processed');
    deferred.play();
    expect(load.createEngine).toHaveBeenCalledTimes(1);
    expect(inner.play).not.toHaveBeenCalled();

    load.resolve(inner);
    await vi.waitFor(() => expect(inner.play).toHaveBeenCalledTimes(1));
    expect(inner.setVolume).toHaveBeenCalledWith(-30);
    expect(inner.select).toHaveBeenCalledWith('processed');
    expect(inner.setSource).toHaveBeenCalledWith({ kind: 'pink-noise' });
    expect(deferred.getSnapshot()).toBe(inner.snapshot);
  });

  it('needs no preparing for rooms made ahead at its context rate, even while the engine loads', async () => {
    const processings: QuestionProcessing[] = [{ chain: [{ kind: 'reverb', rt60: seconds(0.3), preDelay: seconds(0), mix: percent(40) }] }];
    const at = (sampleRate: number) => new DeferredAudioEngine({ createContext: () => ({ sampleRate }) as BaseAudioContext, createEngine: loading().createEngine });
    const { synthesizeRooms } = await loadRoomPreparation();
    // jsdom has no Worker: the same synthesis runs inline.
    await synthesizeRooms(processings, 44_100);
    expect(at(44_100).prepare(processings)).toBeNull();
    expect(at(48_000).prepare(processings)).toBeInstanceOf(Promise);
  });

  it('does not start playing when paused before the engine arrives', async () => {
    const inner = fakeEngine();
    const load = loading();
    const deferred = new DeferredAudioEngine({ createContext: () => ({}) as BaseAudioContext, createEngine: load.createEngine });
    deferred.play();
    deferred.pause();
    load.resolve(inner);
    await vi.waitFor(() => expect(inner.setVolume).toHaveBeenCalled());
    expect(inner.play).not.toHaveBeenCalled();
  });

  it('lets a file wait for the engine and reports how decoding it went', async () => {
    const inner = fakeEngine();
    const decodeError = new Error('decode failed');
    vi.mocked(inner.setSource).mockImplementation(async () => {
      throw decodeError;
    });
    const load = loading();
    const deferred = new DeferredAudioEngine({ createContext: () => ({}) as BaseAudioContext, createEngine: load.createEngine });
    const file = new File(['x'], 'a.wav');
    const loaded = deferred.setSource({ kind: 'file', file });
    load.resolve(inner);
    await expect(loaded).rejects.toBe(decodeError);
    expect(inner.setSource).toHaveBeenCalledTimes(1);
    expect(inner.setSource).toHaveBeenCalledWith({ kind: 'file', file });
  });

  it('shows a failed load and tries again on the next play, in the same context', async () => {
    const inner = fakeEngine();
    const createContext = vi.fn(() => ({}) as BaseAudioContext);
    const createEngine = vi.fn<() => Promise<AudioEngineApi>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(inner);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deferred = new DeferredAudioEngine({ createContext, createEngine });
    deferred.play();
    await vi.waitFor(() => expect(deferred.getSnapshot().error).toEqual({ code: 'fetch-failed', origin: 'context' }));
    expect(deferred.active).toBe(false);

    deferred.play();
    await vi.waitFor(() => expect(inner.play).toHaveBeenCalledTimes(1));
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(createEngine).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('disposes an engine that arrives after the stand-in was disposed', async () => {
    const inner = fakeEngine();
    const load = loading();
    const deferred = new DeferredAudioEngine({ createContext: () => ({}) as BaseAudioContext, createEngine: load.createEngine });
    deferred.play();
    deferred.dispose();
    load.resolve(inner);
    await vi.waitFor(() => expect(inner.dispose).toHaveBeenCalled());
    expect(inner.play).not.toHaveBeenCalled();
  });
});
