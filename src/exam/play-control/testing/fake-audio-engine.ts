/**
 * A fake AudioEngineApi for component tests (jsdom has no Web Audio): it keeps a snapshot
 * the way the real engine does and records every call.
 */
import { checkAudioFile, initialSnapshot, type AudioEngineApi, type AudioSourceError, type AudioEngineSnapshot, type PrepareOptions, type ProcessedMeter, type SourceSpec } from '../../../audio';
import type { QuestionProcessing } from '../../../audio/processors';

export type FakeCall = [method: string, ...args: unknown[]];

export class FakeAudioEngine implements AudioEngineApi {
  readonly calls: FakeCall[] = [];
  /** Set to make the next file load fail with this error (after the type check passes). */
  nextFileError: AudioSourceError | null = null;
  /** Set to make the next loop of the programme library fail to load with this error. */
  nextLoopError: AudioSourceError | null = null;
  /** While set, a loop loads only once this settles (a test sees it loading). */
  loopArrival: Promise<void> | null = null;
  private snapshot: AudioEngineSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(overrides: Partial<AudioEngineSnapshot> = {}) {
    this.snapshot = initialSnapshot({ active: true, ...overrides });
  }

  callsOf(method: string): unknown[][] {
    return this.calls.filter(([name]) => name === method).map(([, ...args]) => args);
  }

  set(patch: Partial<AudioEngineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  async setSource(spec: SourceSpec): Promise<void> {
    this.calls.push(['setSource', spec]);
    if (spec.kind === 'file') {
      const problem = checkAudioFile(spec.file) ?? this.nextFileError;
      this.nextFileError = null;
      if (problem) {
        this.set({ error: { code: problem.code, origin: 'source' } });
        throw problem;
      }
      const info = { kind: 'file', name: spec.file.name, duration: 1, channels: spec.file.name.includes('mono') ? 1 : 2 } as const;
      this.set({ userSource: info, source: this.snapshot.sourceLocked ? this.snapshot.source : info, sourceStatus: 'ready', error: null });
      return;
    }
    if (spec.kind === 'programme') {
      if (this.loopArrival) await this.loopArrival;
      const problem = this.nextLoopError;
      this.nextLoopError = null;
      if (problem) {
        this.set({ error: { code: problem.code, origin: 'source' } });
        throw problem;
      }
      const info = { kind: 'programme', loop: spec.loop, duration: 12 } as const;
      this.set({ userSource: info, source: this.snapshot.sourceLocked ? this.snapshot.source : info, sourceStatus: 'ready', error: null });
      return;
    }
    if (spec.kind === 'pink-noise') {
      this.set({ userSource: { kind: 'pink-noise' }, source: this.snapshot.sourceLocked ? this.snapshot.source : { kind: 'pink-noise' }, sourceStatus: 'ready' });
    }
  }

  async setProcessing(processing: QuestionProcessing | null): Promise<void> {
    this.calls.push(['setProcessing', processing]);
  }

  /** Settles the pending `prepare` (a test drives the preparation's progress and outcome). */
  preparation: { onProgress(fraction: number): void; resolve(): void; reject(error: Error): void } | null = null;

  prepare(processings: readonly QuestionProcessing[], options: PrepareOptions = {}): Promise<void> {
    this.calls.push(['prepare', processings]);
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => reject(new DOMException('cancelled', 'AbortError'));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.preparation = { onProgress: (fraction) => options.onProgress?.(fraction), resolve, reject };
    });
  }

  prepareAhead(processings: readonly QuestionProcessing[], options: Pick<PrepareOptions, 'signal'> = {}): void {
    this.calls.push(['prepareAhead', processings, options.signal]);
  }

  select(branch: 'original' | 'processed'): void {
    this.calls.push(['select', branch]);
    this.set({ selected: branch });
  }

  play(): void {
    this.calls.push(['play']);
    this.set({ transport: 'playing' });
  }

  pause(): void {
    this.calls.push(['pause']);
    this.set({ transport: 'paused' });
  }

  stop(): void {
    this.calls.push(['stop']);
    this.set({ transport: 'stopped' });
  }

  setLoop(loop: boolean): void {
    this.calls.push(['setLoop', loop]);
    this.set({ loop });
  }

  setVolume(level: AudioEngineSnapshot['volumeDb']): void {
    this.calls.push(['setVolume', level]);
    this.set({ volumeDb: level });
  }

  setMuted(muted: boolean): void {
    this.calls.push(['setMuted', muted]);
    this.set({ muted });
  }

  setChannelMode(mode: AudioEngineSnapshot['channelMode']): void {
    this.calls.push(['setChannelMode', mode]);
    this.set({ channelMode: mode });
  }

  async setLevelMatch(enabled: boolean): Promise<void> {
    this.calls.push(['setLevelMatch', enabled]);
    this.set({ levelMatch: { enabled, status: enabled ? 'ready' : 'off', gainDb: enabled ? -2.5 : 0 } });
  }

  clearError(): void {
    this.calls.push(['clearError']);
    this.set({ error: null });
  }

  /** What `getPosition` and `getProcessedMeter` answer. */
  position = 0;
  processedMeter: ProcessedMeter | null = null;

  getPosition(): number {
    return this.position;
  }

  getProcessedMeter(): ProcessedMeter | null {
    return this.processedMeter;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): AudioEngineSnapshot {
    return this.snapshot;
  }

  dispose(): void {
    this.calls.push(['dispose']);
  }
}
