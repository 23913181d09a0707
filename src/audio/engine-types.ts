/** The engine's public shape: what it does (AudioEngineApi) and what it shows (AudioEngineSnapshot). */
import type { Decibels } from '../lib/units';
import type { Branch, FadeLaw } from './ab-crossfade';
import type { ChannelMode } from './channel-stage';
import type { QuestionProcessing } from './processors/processor-spec';
import { isAudioSourceError, type AudioSourceErrorCode } from './sources/source-errors';
import type { SourceInfo, SourceSpec } from './sources/load-source';

export type TransportState = 'stopped' | 'playing' | 'paused';
export type SourceStatus = 'idle' | 'loading' | 'ready' | 'error';
export type ProcessingStatus = 'none' | 'preparing' | 'ready' | 'failed';
export type LevelMatchStatus = 'off' | 'measuring' | 'ready' | 'failed';

/** Source errors plus the engine's own; the UI translates them (namespace `audio`, `errors.<code>`). */
export type AudioEngineErrorCode = AudioSourceErrorCode | 'processing-failed' | 'level-match-failed' | 'context-unavailable';

export interface AudioEngineError {
  code: AudioEngineErrorCode;
  /** Which request failed: a rejected file must not look like a failed question. */
  origin: 'source' | 'processing' | 'level-match' | 'context';
}

export interface LevelMatchState {
  enabled: boolean;
  status: LevelMatchStatus;
  /** Gain applied to the processed branch (0 when off). */
  gainDb: number;
}

export interface AudioEngineSnapshot {
  /** False until the AudioContext exists (the deferred engine waits for a user gesture). */
  active: boolean;
  transport: TransportState;
  selected: Branch;
  /** The source heard now: the question's stimulus when it has one, else the user's choice. */
  source: SourceInfo | null;
  sourceStatus: SourceStatus;
  /** True while a question's stimulus overrides the user's choice of source. */
  sourceLocked: boolean;
  /** The user's own choice, kept while a stimulus overrides it. */
  userSource: SourceInfo | null;
  error: AudioEngineError | null;
  volumeDb: Decibels;
  muted: boolean;
  /** The mode heard now (mono when the question forces it). */
  channelMode: ChannelMode;
  channelModeLocked: boolean;
  loop: boolean;
  levelMatch: LevelMatchState;
  processing: ProcessingStatus;
  fadeLaw: FadeLaw;
}

export interface PrepareOptions {
  /** 0..1 over everything to prepare. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface SetProcessingOptions {
  /** Overrides the law chosen from the processing (see fadeLawFor). */
  fadeLaw?: FadeLaw;
}

/** Implemented by AudioEngine, by the deferred engine that waits for a gesture, and by test fakes. */
export interface AudioEngineApi {
  /** Loads and selects the user's source; on failure keeps the previous one and rejects with AudioSourceError. */
  setSource(spec: SourceSpec): Promise<void>;
  /** The processed branch (and the question's stimulus and forced mono); null clears it. */
  setProcessing(processing: QuestionProcessing | null, options?: SetProcessingOptions): Promise<void>;
  /**
   * Makes ready ahead of time what these questions need before they can play (the rooms'
   * impulse responses), so each starts at once; rejects on failure or abort. Null when all of
   * it is ready already (made by `prepareAhead`): there is nothing to wait for.
   */
  prepare(processings: readonly QuestionProcessing[], options?: PrepareOptions): Promise<void> | null;
  /**
   * Starts the same in the background while the student reads the setup, holding nothing back
   * and never failing: before the gesture that creates the context, at the rate it is expected
   * to have. `signal` stops it.
   */
  prepareAhead(processings: readonly QuestionProcessing[], options?: Pick<PrepareOptions, 'signal'>): void;
  select(branch: Branch): void;
  play(): void;
  pause(): void;
  stop(): void;
  setLoop(loop: boolean): void;
  setVolume(level: Decibels): void;
  setMuted(muted: boolean): void;
  setChannelMode(mode: ChannelMode): void;
  setLevelMatch(enabled: boolean): Promise<void>;
  clearError(): void;
  /** Seconds into the current programme. */
  getPosition(): number;
  /** What the processing computed on the whole loop reads at each frame (see ProcessedMeter), or null when it reads nothing. */
  getProcessedMeter(): ProcessedMeter | null;
  subscribe(listener: () => void): () => void;
  getSnapshot(): AudioEngineSnapshot;
  dispose(): void;
}

/**
 * A reading per frame of the processed sound heard now, when its processing was computed on the
 * whole loop ahead (src/audio/loop-twin.ts): the compressor's gain reduction in dB. Frame
 * `position * sampleRate` is the one playing.
 */
export interface ProcessedMeter {
  values: Float32Array;
  sampleRate: number;
}

export const VOLUME_RANGE_DB = { min: -60, max: 0, default: -12 } as const;

export function initialSnapshot(overrides: Partial<AudioEngineSnapshot> = {}): AudioEngineSnapshot {
  return {
    active: false,
    transport: 'stopped',
    selected: 'original',
    source: null,
    sourceStatus: 'idle',
    sourceLocked: false,
    userSource: null,
    error: null,
    volumeDb: VOLUME_RANGE_DB.default as Decibels,
    muted: false,
    channelMode: 'stereo',
    channelModeLocked: false,
    loop: true,
    levelMatch: { enabled: false, status: 'off', gainDb: 0 },
    processing: 'none',
    fadeLaw: 'equal-gain',
    ...overrides,
  };
}

/** The snapshot's error for a failure of `origin`: a source error keeps its code. */
export function errorFrom(error: unknown, origin: AudioEngineError['origin']): AudioEngineError {
  if (isAudioSourceError(error)) return { code: error.code, origin };
  return { code: origin === 'level-match' ? 'level-match-failed' : origin === 'processing' ? 'processing-failed' : 'decode-failed', origin };
}

/** Wakes a suspended realtime context (call from a user gesture); an offline one resumes its own rendering. */
export function resumeRealtimeContext(context: BaseAudioContext): void {
  const candidate = context as BaseAudioContext & { resume?: () => Promise<void>; startRendering?: unknown };
  if (candidate.state === 'suspended' && typeof candidate.resume === 'function' && candidate.startRendering === undefined) {
    void candidate.resume().catch(() => undefined);
  }
}
