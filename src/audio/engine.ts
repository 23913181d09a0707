/**
 * The Web Audio engine: source -> original branch ------------------------------\
 *                                \-> processor chain -> level-match gain -> A/B crossfade -> gate -> volume -> mute
 * Both branches run all the time; switching is a short crossfade, so the position never
 * jumps. The context is injected (an AudioContext in the app, an OfflineAudioContext in tests).
 */
import type { Decibels } from '../lib/units';
import { AbCrossfade, type Branch } from './ab-crossfade';
import { ChainSlot } from './chain-slot';
import { ChannelStage, type ChannelMode } from './channel-stage';
import {
  errorFrom,
  initialSnapshot,
  resumeRealtimeContext,
  VOLUME_RANGE_DB,
  type AudioEngineApi,
  type AudioEngineSnapshot,
  type PrepareOptions,
  type ProcessedMeter,
  type SetProcessingOptions,
} from './engine-types';
import { fadeLawFor } from './fade-law';
import type { LevelMatchOptions } from './level-match';
import { LevelMatchStage, type MeasureLevelMatch } from './level-match-stage';
import { loopStageOf, LoopTwins, sharedLoopRenderer, type LoopTwinRenderer } from './loop-twin';
import { OutputStage } from './output-stage';
import { SWITCH_FADE_SECONDS } from './param-ramp';
import type { ProcessorChainFactory } from './processors/audio-processor';
import type { ProcessorSpec, QuestionProcessing, StimulusSpec } from './processors/processor-spec';
import { loadRoomPreparation, roomsReadyNow } from './room-preparation-loader';
import { SourceDeck } from './source-deck';
import { AudioDecoder } from './sources/audio-decoder';
import type { AudioFileLimits, FetchLike } from './sources/audio-file';
import { loadSource, type LoadedSource, type SourceSpec } from './sources/load-source';
import type { BufferMaterial } from './sources/source-material';

export interface AudioEngineOptions {
  context: BaseAudioContext;
  createProcessorChain: ProcessorChainFactory;
  /** Where the output goes; the context's destination by default. */
  destination?: AudioNode;
  /** For instrument clips; without it a clip fails with 'fetch-failed'. */
  fetch?: FetchLike;
  fileLimits?: AudioFileLimits;
  levelMatch?: LevelMatchOptions & { measure?: MeasureLevelMatch };
  /** Renders processing computed on the whole loop (loop-twin.ts); a worker in a browser by default. */
  renderLoop?: LoopTwinRenderer;
  initial?: Partial<Pick<AudioEngineSnapshot, 'volumeDb' | 'muted' | 'channelMode' | 'loop' | 'selected'>>;
}

function sameStimulus(a: StimulusSpec | undefined, b: StimulusSpec | undefined): boolean {
  // A rendered pair carries bytes, which JSON cannot compare: its key names it.
  if (a?.kind === 'rendered' || b?.kind === 'rendered') return a?.kind === 'rendered' && b?.kind === 'rendered' && a.key === b.key;
  return JSON.stringify(a) === JSON.stringify(b);
}

function stimulusSource(stimulus: StimulusSpec): SourceSpec {
  switch (stimulus.kind) {
    case 'sine':
      return { kind: 'sine', frequency: stimulus.frequency, level: stimulus.level };
    case 'clip':
      return { kind: 'clip', url: stimulus.url, ...(stimulus.delay ? { delay: stimulus.delay } : {}) };
    case 'programme':
      return { kind: 'programme', loop: stimulus.loop };
    case 'pink-bursts':
    case 'phrase':
      return { kind: stimulus.kind };
    case 'headphone-trial':
      return { kind: 'headphone-trial', trial: stimulus.trial };
    case 'channel-tone':
      return { kind: 'channel-tone', side: stimulus.side };
    case 'rendered':
      return { kind: 'encoded-pair', original: stimulus.original, processed: stimulus.processed };
  }
}

export class AudioEngine implements AudioEngineApi {
  readonly context: BaseAudioContext;
  private snapshot: AudioEngineSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly decoder: AudioDecoder;
  private readonly feeds: Record<Branch, ChannelStage>;
  private readonly deck: SourceDeck;
  private readonly chain: ChainSlot;
  private readonly levelMatch: LevelMatchStage;
  private readonly crossfade: AbCrossfade;
  private readonly output: OutputStage;
  private userSource: LoadedSource | null = null;
  private stimulus: LoadedSource | null = null;
  /** What `install` put on the deck, as loaded (without a twin of the engine's making). */
  private installed: LoadedSource | null = null;
  /** The processed twin the deck plays now, made for `installed` (loop-twin.ts). */
  private twin: { of: LoadedSource; key: string; meter: ProcessedMeter | null } | null = null;
  private readonly twins: LoopTwins;
  /** A question's stimulus is on its way: a twin waits for it rather than being made of the sound it replaces. */
  private stimulusLoading = false;
  private processing: QuestionProcessing | null = null;
  private userChannelMode: ChannelMode;
  private readonly requests = { user: 0, stimulus: 0, processing: 0, twin: 0 };
  private disposed = false;

  constructor(private readonly options: AudioEngineOptions) {
    const { context } = options;
    this.context = context;
    this.snapshot = initialSnapshot({ ...options.initial, active: true });
    this.userChannelMode = this.snapshot.channelMode;
    this.decoder = new AudioDecoder(context, { fetch: options.fetch, limits: options.fileLimits });
    this.feeds = { original: new ChannelStage(context, { mode: this.userChannelMode }), processed: new ChannelStage(context, { mode: this.userChannelMode }) };
    this.deck = new SourceDeck(context, { original: this.feeds.original.input, processed: this.feeds.processed.input }, () => this.ended());
    this.chain = new ChainSlot(context, options.createProcessorChain);
    this.levelMatch = new LevelMatchStage(context, options.levelMatch);
    this.twins = new LoopTwins(options.renderLoop ?? sharedLoopRenderer());
    this.crossfade = new AbCrossfade(context, { selected: this.snapshot.selected });
    this.output = new OutputStage(context, options.destination ?? context.destination, this.snapshot);
    this.feeds.original.output.connect(this.crossfade.original);
    this.feeds.processed.output.connect(this.chain.input);
    this.chain.output.connect(this.levelMatch.node).connect(this.crossfade.processed);
    this.crossfade.output.connect(this.output.input);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): AudioEngineSnapshot {
    return this.snapshot;
  }

  getPosition(): number {
    return this.deck.player?.position() ?? 0;
  }

  getProcessedMeter(): ProcessedMeter | null {
    return this.twin?.meter ?? null;
  }

  async setSource(spec: SourceSpec): Promise<void> {
    if (this.disposed) return;
    const request = ++this.requests.user;
    if (this.stimulus === null) this.update({ sourceStatus: 'loading' });
    let loaded: LoadedSource;
    try {
      loaded = await loadSource(spec, this.context, this.decoder);
    } catch (error) {
      if (request === this.requests.user && !this.disposed) {
        this.update({ sourceStatus: this.deck.player ? 'ready' : 'error', error: errorFrom(error, 'source') });
      }
      throw error;
    }
    if (request !== this.requests.user || this.disposed) return;
    this.userSource = loaded;
    this.update({ userSource: loaded.info, error: null });
    if (this.stimulus === null) await this.install(loaded);
  }

  /** Never rejects: a failure shows as `processing: 'failed'` and `error` in the snapshot. */
  async setProcessing(processing: QuestionProcessing | null, options: SetProcessingOptions = {}): Promise<void> {
    if (this.disposed) return;
    const request = ++this.requests.processing;
    const previous = this.processing;
    this.processing = processing;
    const fadeLaw = options.fadeLaw ?? fadeLawFor(processing);
    this.crossfade.setFadeLaw(fadeLaw);
    this.update({ fadeLaw, processing: processing ? 'preparing' : 'none' });
    const stimulusChanged = !sameStimulus(previous?.stimulus, processing?.stimulus) || (processing?.stimulus !== undefined && this.stimulus === null);
    this.applyChannelMode();
    try {
      await Promise.all([stimulusChanged ? this.applyStimulus(processing?.stimulus) : undefined, this.applyChain()]);
    } catch (error) {
      if (request === this.requests.processing && !this.disposed) this.update({ processing: 'failed', error: errorFrom(error, 'processing') });
      return;
    }
    if (request !== this.requests.processing || this.disposed) return;
    this.update({ processing: processing ? 'ready' : 'none' });
    await this.remeasure();
  }

  prepare(processings: readonly QuestionProcessing[], options: PrepareOptions = {}): Promise<void> | null {
    const { sampleRate } = this.context;
    if (roomsReadyNow(processings, sampleRate)) return null;
    return loadRoomPreparation().then(({ prepareRooms }) => prepareRooms(processings, sampleRate, options));
  }

  prepareAhead(processings: readonly QuestionProcessing[], options: Pick<PrepareOptions, 'signal'> = {}): void {
    this.prepare(processings, options)?.catch(() => undefined);
  }

  /** `fadeSeconds` exists for measurements (0 gives the hard switch the crossfade avoids). */
  select(branch: Branch, fadeSeconds = SWITCH_FADE_SECONDS): void {
    if (this.disposed || branch === this.snapshot.selected) return;
    this.crossfade.select(branch, fadeSeconds);
    this.update({ selected: branch });
  }

  play(): void {
    if (this.disposed || this.snapshot.transport === 'playing') return;
    resumeRealtimeContext(this.context);
    this.deck.player?.start(this.context.currentTime);
    this.output.gate(true);
    this.update({ transport: 'playing' });
  }

  pause(): void {
    if (this.disposed || this.snapshot.transport !== 'playing') return;
    this.deck.player?.stop(this.output.gate(false));
    this.update({ transport: 'paused' });
  }

  stop(): void {
    if (this.disposed || this.snapshot.transport === 'stopped') return;
    if (this.snapshot.transport === 'playing') this.deck.player?.stop(this.output.gate(false));
    this.deck.player?.rewind();
    this.update({ transport: 'stopped' });
  }

  setLoop(loop: boolean): void {
    if (this.disposed) return;
    this.deck.player?.setLoop(loop);
    this.update({ loop });
  }

  setVolume(level: Decibels): void {
    if (this.disposed) return;
    const clamped = Math.min(VOLUME_RANGE_DB.max, Math.max(VOLUME_RANGE_DB.min, level)) as Decibels;
    this.output.setVolume(clamped);
    this.update({ volumeDb: clamped });
  }

  setMuted(muted: boolean): void {
    if (this.disposed) return;
    this.output.setMuted(muted);
    this.update({ muted });
  }

  setChannelMode(mode: ChannelMode): void {
    if (this.disposed) return;
    this.userChannelMode = mode;
    if (this.applyChannelMode()) void this.remeasure();
  }

  async setLevelMatch(enabled: boolean): Promise<void> {
    if (this.disposed) return;
    this.update({ levelMatch: { ...this.snapshot.levelMatch, enabled } });
    await this.remeasure();
  }

  clearError(): void {
    if (this.snapshot.error) this.update({ error: null });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.deck.dispose();
    this.feeds.original.dispose();
    this.feeds.processed.dispose();
    this.chain.dispose();
    this.levelMatch.dispose();
    this.crossfade.dispose();
    this.output.dispose();
    this.listeners.clear();
  }

  private async install(loaded: LoadedSource): Promise<void> {
    this.installed = loaded;
    this.twin = null;
    this.deck.install(loaded.material, { playing: this.snapshot.transport === 'playing', loop: this.snapshot.loop });
    this.update({ source: loaded.info, sourceStatus: 'ready' });
    this.applyChannelMode();
    try {
      await this.applyChain();
    } catch (error) {
      this.update({ processing: 'failed', error: errorFrom(error, 'processing') });
      return;
    }
    await this.remeasure();
  }

  private ended(): void {
    if (this.disposed) return;
    this.output.gate(false);
    this.update({ transport: 'stopped' });
  }

  private async applyStimulus(stimulus: StimulusSpec | undefined): Promise<void> {
    const request = ++this.requests.stimulus;
    if (!stimulus) {
      this.stimulus = null;
      this.stimulusLoading = false;
      this.update({ sourceLocked: false });
      if (this.userSource) await this.install(this.userSource);
      return;
    }
    this.update({ sourceLocked: true, sourceStatus: 'loading' });
    this.stimulusLoading = true;
    let loaded: LoadedSource;
    try {
      loaded = await loadSource(stimulusSource(stimulus), this.context, this.decoder);
    } catch (error) {
      if (request === this.requests.stimulus && !this.disposed) {
        this.stimulusLoading = false;
        this.update({ sourceStatus: 'error' });
      }
      throw error;
    }
    if (request !== this.requests.stimulus || this.disposed) return;
    this.stimulus = loaded;
    this.stimulusLoading = false;
    await this.install(loaded);
  }

  /** Returns true when the mode heard changed. */
  private applyChannelMode(): boolean {
    const forced = this.processing?.mono === true;
    const mode: ChannelMode = forced ? 'mono' : this.userChannelMode;
    const monoGain = this.deck.player?.monoGain ?? 1;
    // Silent while not playing, so the change may be immediate.
    const duration = this.snapshot.transport === 'playing' ? SWITCH_FADE_SECONDS : 0;
    this.feeds.original.set(mode, monoGain, duration);
    this.feeds.processed.set(mode, monoGain, duration);
    const changed = mode !== this.snapshot.channelMode;
    if (changed || forced !== this.snapshot.channelModeLocked) this.update({ channelMode: mode, channelModeLocked: forced });
    return changed;
  }

  /**
   * A pre-rendered pair brings its own processed sound, so the chain is bypassed then; so does a
   * twin the engine makes for a stage computed on the whole loop (loop-twin.ts).
   */
  private applyChain(): Promise<void> {
    const chain = this.processing?.chain ?? null;
    const stage = chain && loopStageOf(chain);
    const base = this.installed;
    if (chain && stage && base?.material.kind === 'buffer' && !base.material.processed) return this.applyTwin(base, base.material, stage, chain);
    this.requests.twin++;
    if (this.twin && base) {
      this.twin = null;
      return this.chain.set(chain, this.deck.replace(base.material, this.playState()));
    }
    const ownProcessed = this.deck.player?.processedOutput != null;
    return this.chain.set(ownProcessed ? null : chain);
  }

  /** Makes (or finds) the twin of `base` for `stage`, silent meanwhile, then plays it in step with the original. */
  private async applyTwin(base: LoadedSource, material: BufferMaterial, stage: ProcessorSpec, chain: readonly ProcessorSpec[]): Promise<void> {
    const key = JSON.stringify(stage);
    const request = ++this.requests.twin;
    if (this.twin?.of === base && this.twin.key === key) return this.chain.set(null);
    // The stage on the stream passes nothing (processor-kinds.ts): silent until the twin is here.
    const silent = this.chain.set(chain);
    if (this.stimulusLoading) return silent;
    await silent;
    const twin = await this.twins.of(material.buffer, stage);
    if (request !== this.requests.twin || this.disposed || this.installed !== base) return;
    this.twin = { of: base, key, meter: twin.meter && { values: twin.meter, sampleRate: material.buffer.sampleRate } };
    const switched = this.deck.replace({ ...material, processed: twin.processed }, this.playState());
    // Once the player without this twin has faded out, so nothing else passes as the processed sound.
    await this.chain.set(null, switched + SWITCH_FADE_SECONDS);
  }

  private playState(): { playing: boolean; loop: boolean } {
    return { playing: this.snapshot.transport === 'playing', loop: this.snapshot.loop };
  }

  private async remeasure(): Promise<void> {
    const { enabled } = this.snapshot.levelMatch;
    const player = this.deck.player;
    const input = player && {
      material: player.material,
      chain: this.processing?.chain ?? null,
      channelMode: this.snapshot.channelMode,
      createProcessorChain: this.options.createProcessorChain,
      sampleRate: this.context.sampleRate,
      offset: player.position(),
    };
    try {
      const state = await this.levelMatch.update(enabled, input, () => this.update({ levelMatch: { ...this.snapshot.levelMatch, status: 'measuring' } }));
      if (state && !this.disposed) this.update({ levelMatch: state });
    } catch (error) {
      if (!this.disposed) this.update({ levelMatch: { enabled, status: 'failed', gainDb: 0 }, error: errorFrom(error, 'level-match') });
    }
  }

  private update(patch: Partial<AudioEngineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
