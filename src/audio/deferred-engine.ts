/**
 * Browsers only let an AudioContext start from a user gesture, but the UI needs an engine to
 * talk to from the first render. This stand-in records what the UI asks for, creates the
 * real engine on `activate()` (call it from the first gesture) and replays the requests.
 * From then on it forwards every call. `createEngine` may return a promise (the engine's code
 * loading on demand): the context is still created in the gesture, requests (play included)
 * keep being recorded until the engine arrives, and a failed load can be retried.
 */
import type { Decibels } from '../lib/units';
import type { Branch } from './ab-crossfade';
import type { ChannelMode } from './channel-stage';
import { initialSnapshot, VOLUME_RANGE_DB, type AudioEngineApi, type AudioEngineSnapshot, type PrepareOptions, type ProcessedMeter, type SetProcessingOptions } from './engine-types';
import { needsRooms, type QuestionProcessing } from './processors/processor-spec';
import { loadRoomPreparation, roomsReadyNow } from './room-preparation-loader';
import { preparePinkNoise } from './sources/pink-noise-buffer';
import type { SourceSpec } from './sources/load-source';

export interface DeferredEngineOptions {
  /** Creates the app's one AudioContext; may throw where Web Audio is missing. */
  createContext: () => BaseAudioContext;
  createEngine: (context: BaseAudioContext) => AudioEngineApi | Promise<AudioEngineApi>;
  /** The source used when none was asked for before activation. */
  defaultSource?: SourceSpec;
  /** The rate the context will have (the output device's), for rooms made ahead before it exists. */
  expectedSampleRate?: () => number;
}

export class DeferredAudioEngine implements AudioEngineApi {
  private engine: AudioEngineApi | null = null;
  private context: BaseAudioContext | null = null;
  private snapshot: AudioEngineSnapshot = initialSnapshot();
  private readonly listeners = new Set<() => void>();
  private source: SourceSpec | null = null;
  private processing: { value: QuestionProcessing | null; options: SetProcessingOptions } | null = null;
  private unsubscribe: (() => void) | null = null;
  private disposed = false;
  /** The engine on its way (its code loading); play() meanwhile only records the wish. */
  private starting: Promise<AudioEngineApi | null> | null = null;
  private playWanted = false;
  private sourceLoad: Promise<void> | undefined;

  constructor(private readonly options: DeferredEngineOptions) {}

  /** True once the gesture has created the context (the engine may still be loading). */
  get active(): boolean {
    return this.engine !== null || this.starting !== null;
  }

  /**
   * Creates the context and engine once; returns null when Web Audio is unavailable or while
   * the engine is still loading.
   */
  activate(): AudioEngineApi | null {
    if (this.engine || this.disposed || this.starting) return this.engine;
    let engine: AudioEngineApi | Promise<AudioEngineApi>;
    try {
      this.context ??= this.options.createContext();
      engine = this.options.createEngine(this.context);
    } catch (error) {
      console.error('Web Audio is unavailable', error);
      this.update({ error: { code: 'context-unavailable', origin: 'context' } });
      return null;
    }
    if (engine instanceof Promise) {
      this.starting = engine.then(
        (loaded) => this.install(loaded),
        (error: unknown) => {
          console.error('The audio engine could not be loaded', error);
          this.starting = null;
          this.playWanted = false;
          this.update({ error: { code: 'fetch-failed', origin: 'context' } });
          return null;
        },
      );
      return null;
    }
    return this.install(engine);
  }

  private install(engine: AudioEngineApi): AudioEngineApi | null {
    this.starting = null;
    if (this.disposed) {
      engine.dispose();
      return null;
    }
    this.engine = engine;
    const wanted = this.snapshot;
    engine.setVolume(wanted.volumeDb);
    engine.setMuted(wanted.muted);
    engine.setChannelMode(wanted.channelMode);
    engine.setLoop(wanted.loop);
    engine.select(wanted.selected);
    this.unsubscribe = engine.subscribe(() => this.emit());
    const source = this.source ?? this.options.defaultSource;
    if (source) {
      this.sourceLoad = engine.setSource(source);
      this.sourceLoad.catch(() => undefined);
    }
    if (this.processing) void engine.setProcessing(this.processing.value, this.processing.options);
    if (wanted.levelMatch.enabled) void engine.setLevelMatch(true);
    if (this.playWanted) engine.play();
    this.emit();
    return engine;
  }

  setSource(spec: SourceSpec): Promise<void> {
    this.source = spec;
    // Decoding needs the context, and a file or clip is chosen by a gesture anyway.
    const needsContext = spec.kind !== 'pink-noise' && spec.kind !== 'sine';
    const engine = needsContext ? this.activate() : this.engine;
    if (engine) return engine.setSource(spec);
    if (spec.kind === 'pink-noise') this.update({ userSource: { kind: 'pink-noise' }, source: this.snapshot.sourceLocked ? this.snapshot.source : { kind: 'pink-noise' } });
    // While the engine loads, the caller still learns how loading this source went.
    if (this.starting) return this.starting.then(() => (this.source === spec ? this.sourceLoad : undefined));
    return Promise.resolve();
  }

  setProcessing(processing: QuestionProcessing | null, options: SetProcessingOptions = {}): Promise<void> {
    this.processing = { value: processing, options };
    if (this.engine) return this.engine.setProcessing(processing, options);
    this.update({ channelModeLocked: processing?.mono === true, sourceLocked: processing?.stimulus !== undefined });
    return Promise.resolve();
  }

  /** Needs the engine (its context's sample rate): call it from a gesture, like play(). */
  prepare(processings: readonly QuestionProcessing[], options: PrepareOptions = {}): Promise<void> | null {
    const engine = this.activate();
    if (engine) return engine.prepare(processings, options);
    if (this.context && roomsReadyNow(processings, this.context.sampleRate)) return null;
    return (this.starting ?? Promise.resolve(null)).then((started) => {
      if (!started) throw new Error('Web Audio is unavailable');
      return started.prepare(processings, options) ?? undefined;
    });
  }

  /**
   * The rooms' test signal (pink-noise bursts) is made at the context's rate or the one it is
   * expected to have. Once the engine is here, it prepares the rest; until then only the rooms
   * are made, and only off the main thread (ahead of time, a second's synthesis here would hold
   * up the page).
   */
  prepareAhead(processings: readonly QuestionProcessing[], options: Pick<PrepareOptions, 'signal'> = {}): void {
    const sampleRate = this.context?.sampleRate ?? this.options.expectedSampleRate?.();
    if (sampleRate !== undefined && processings.some((p) => p.stimulus?.kind === 'pink-bursts')) preparePinkNoise(sampleRate, { bursts: true });
    if (this.engine) return this.engine.prepareAhead(processings, options);
    if (sampleRate === undefined || typeof Worker !== 'function' || !needsRooms(processings)) return;
    loadRoomPreparation()
      .then(({ synthesizeRooms }) => synthesizeRooms(processings, sampleRate, options))
      .catch(() => undefined);
  }

  select(branch: Branch): void {
    if (this.engine) this.engine.select(branch);
    else this.update({ selected: branch });
  }

  play(): void {
    const engine = this.activate();
    if (engine) engine.play();
    else this.playWanted = this.starting !== null;
  }

  pause(): void {
    this.playWanted = false;
    this.engine?.pause();
  }

  stop(): void {
    this.playWanted = false;
    this.engine?.stop();
  }

  setLoop(loop: boolean): void {
    if (this.engine) this.engine.setLoop(loop);
    else this.update({ loop });
  }

  setVolume(level: Decibels): void {
    if (this.engine) this.engine.setVolume(level);
    else this.update({ volumeDb: Math.min(VOLUME_RANGE_DB.max, Math.max(VOLUME_RANGE_DB.min, level)) as Decibels });
  }

  setMuted(muted: boolean): void {
    if (this.engine) this.engine.setMuted(muted);
    else this.update({ muted });
  }

  setChannelMode(mode: ChannelMode): void {
    if (this.engine) this.engine.setChannelMode(mode);
    else this.update({ channelMode: mode });
  }

  setLevelMatch(enabled: boolean): Promise<void> {
    if (this.engine) return this.engine.setLevelMatch(enabled);
    this.update({ levelMatch: { enabled, status: enabled ? 'measuring' : 'off', gainDb: 0 } });
    return Promise.resolve();
  }

  clearError(): void {
    if (this.engine) this.engine.clearError();
    else this.update({ error: null });
  }

  getPosition(): number {
    return this.engine?.getPosition() ?? 0;
  }

  getProcessedMeter(): ProcessedMeter | null {
    return this.engine?.getProcessedMeter() ?? null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): AudioEngineSnapshot {
    return this.engine?.getSnapshot() ?? this.snapshot;
  }

  /** Disposes the engine and closes the context this stand-in created. */
  dispose(): void {
    this.disposed = true;
    this.unsubscribe?.();
    this.engine?.dispose();
    this.engine = null;
    const context = this.context as (BaseAudioContext & { close?: () => Promise<void> }) | null;
    if (context && typeof context.close === 'function' && context.state !== 'closed') void context.close().catch(() => undefined);
    this.context = null;
    this.listeners.clear();
  }

  private update(patch: Partial<AudioEngineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
