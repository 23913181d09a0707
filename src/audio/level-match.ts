/**
 * Level matching: the processed branch's gain that gives it the original's integrated
 * loudness (ITU-R BS.1770, K-weighted and gated), so a student cannot answer from loudness
 * alone. A few seconds of the current source are rendered through both branches in one
 * four-channel OfflineAudioContext (original on 0-1, processed on 2-3) and measured.
 */
import type { Decibels } from '../lib/units';
import { integratedLoudness } from './analysis/loudness';
import { ChannelStage, type ChannelMode } from './channel-stage';
import type { ProcessorChainFactory } from './processors/audio-processor';
import type { ProcessorSpec } from './processors/processor-spec';
import { startMaterial, type SourceMaterial } from './sources/source-material';

export interface LevelMatchInput {
  material: SourceMaterial;
  /** The processed branch's chain; null or empty is a straight wire. Ignored for a pre-rendered pair. */
  chain: readonly ProcessorSpec[] | null;
  channelMode: ChannelMode;
  createProcessorChain: ProcessorChainFactory;
  sampleRate: number;
  /** Seconds into the programme to start from. */
  offset?: number;
}

export interface LevelMatchOptions {
  /** Seconds measured (after the pre-roll). */
  seconds?: number;
  /** Seconds rendered first and not measured, so reverb tails and filters have settled. */
  prerollSeconds?: number;
  createOfflineContext?: (channels: number, length: number, sampleRate: number) => OfflineAudioContext;
}

export interface LevelMatchResult {
  originalLufs: number;
  processedLufs: number;
  /** Gain for the processed branch; 0 dB when either side is silent. */
  gainDb: Decibels;
}

/** A match needs at most this much gain either way; beyond it something is wrong, not quiet. */
export const MAX_LEVEL_MATCH_DB = 30;

const defaultOfflineContext = (channels: number, length: number, sampleRate: number): OfflineAudioContext =>
  new OfflineAudioContext(channels, length, sampleRate);

/** Routes a stereo node onto two channels of the merger, starting at `first`. */
function routeStereo(context: BaseAudioContext, from: AudioNode, merger: ChannelMergerNode, first: number): void {
  const splitter = new ChannelSplitterNode(context, { numberOfOutputs: 2 });
  from.connect(splitter);
  splitter.connect(merger, 0, first);
  splitter.connect(merger, 1, first + 1);
}

export async function measureLevelMatch(input: LevelMatchInput, options: LevelMatchOptions = {}): Promise<LevelMatchResult> {
  const { sampleRate } = input;
  const seconds = options.seconds ?? 4;
  const preroll = options.prerollSeconds ?? 1;
  const skip = Math.round(preroll * sampleRate);
  const length = skip + Math.round(seconds * sampleRate);
  const context = (options.createOfflineContext ?? defaultOfflineContext)(4, length, sampleRate);
  context.destination.channelCount = 4;
  context.destination.channelInterpretation = 'discrete';
  const merger = new ChannelMergerNode(context, { numberOfInputs: 4 });
  merger.connect(context.destination);

  const started = startMaterial(context, input.material, { when: 0, offset: input.offset ?? 0, loop: true });
  const monoGain = input.material.kind === 'buffer' ? input.material.monoGain : 1;
  const originalFeed = new ChannelStage(context, { mode: input.channelMode, monoGain });
  const processedFeed = new ChannelStage(context, { mode: input.channelMode, monoGain });
  started.output.connect(originalFeed.input);
  (started.processedNode ?? started.output).connect(processedFeed.input);
  routeStereo(context, originalFeed.output, merger, 0);

  const ownProcessed = started.processedNode !== null;
  const chain = !ownProcessed && input.chain && input.chain.length > 0 ? input.createProcessorChain(context, input.chain) : null;
  if (chain) {
    processedFeed.output.connect(chain.input);
    routeStereo(context, chain.output, merger, 2);
    await chain.ready;
  } else {
    routeStereo(context, processedFeed.output, merger, 2);
  }

  const rendered = await context.startRendering();
  chain?.dispose();
  const part = (channel: number): Float32Array => rendered.getChannelData(channel).subarray(skip);
  return levelMatchOf([part(0), part(1)], [part(2), part(3)], sampleRate);
}

/** The match for two rendered signals: the processed side's gain, bounded, 0 dB when either is silent. */
export function levelMatchOf(original: readonly Float32Array[], processed: readonly Float32Array[], sampleRate: number): LevelMatchResult {
  const originalLufs = integratedLoudness(original, sampleRate);
  const processedLufs = integratedLoudness(processed, sampleRate);
  return { originalLufs, processedLufs, gainDb: levelMatchGain(originalLufs, processedLufs) };
}

/** The processed side's gain for two loudnesses; 0 dB when either is silent, never beyond +/-MAX_LEVEL_MATCH_DB. */
export function levelMatchGain(originalLufs: number, processedLufs: number): Decibels {
  const difference = originalLufs - processedLufs;
  return (Number.isFinite(difference) ? Math.max(-MAX_LEVEL_MATCH_DB, Math.min(MAX_LEVEL_MATCH_DB, difference)) : 0) as Decibels;
}
