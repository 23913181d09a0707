/**
 * A question rendered ahead of time: one period of the original and of the processed sound,
 * sample-aligned, each a seamless loop. The official-exam seam (docs/architecture.md, Official exams): the API
 * renders with this, on an injected OfflineAudioContext, through the same channel stage,
 * processor chain and level-match measurement the live engine uses, so the sealed questions
 * sound like the practice ones and no second DSP implementation exists.
 *
 * Seamless because the source is periodic (pink noise is one period of a periodic signal; a
 * sine is snapped to a whole number of cycles per loop) and the captured period starts once
 * every filter and reverb tail is in its periodic steady state; it is then rotated to start at
 * the source's own phase 0, so every question of one source shares the same original.
 */
import { dB, dbToGain, type Decibels } from '../lib/units';
import { ChannelStage } from './channel-stage';
import { integratedLoudness } from './analysis/loudness';
import { levelMatchGain, levelMatchOf } from './level-match';
import { loopStageOf, renderLoopInline, renderTwin, type LoopTwinRenderer } from './loop-twin';
import type { ProcessorServices } from './processors/create-processor';
import { createProcessorChain } from './processors/processor-chain';
import { processorTailSeconds, SHORT_TAIL_SECONDS } from './processors/processor-kinds';
import type { QuestionProcessing } from './processors/processor-spec';
import { materialMonoGain, startMaterial, type SourceMaterial } from './sources/source-material';

export interface QuestionRenderOptions {
  createContext(channels: number, length: number, sampleRate: number): OfflineAudioContext;
  processorServices?: ProcessorServices;
  sampleRate: number;
  /** Frames in one loop; a periodic buffer source must be exactly this long. */
  loopFrames: number;
  /** Match the processed side's integrated loudness (BS.1770) to the original's. */
  levelMatch: boolean;
  /**
   * Loudness (LUFS) of originals already measured, by `originalKey`: every question of one
   * source shares its original, so a server rendering many measures each once.
   */
  originalLoudness?: Map<string, number>;
  /** Renders a stage computed on the whole loop (loop-twin.ts); inline by default. */
  renderLoop?: LoopTwinRenderer;
}

export interface RenderedQuestion {
  /** Two channels each, `loopFrames` long. */
  original: Float32Array[];
  processed: Float32Array[];
  /** The level-match gain applied to `processed` (0 when matching is off). */
  levelMatchGainDb: Decibels;
}

/**
 * What a rendered original depends on: the stimulus (pink noise when none) and the channel
 * mode, never the chain. Questions with the same key share a bit-identical original.
 */
export function originalKey(processing: QuestionProcessing): string {
  return JSON.stringify([processing.stimulus ?? null, processing.mono === true]);
}

/** `data[from..from+length)` rotated so that frame `phase` of the period comes first. */
function period(data: Float32Array, from: number, length: number, phase: number): Float32Array {
  const out = new Float32Array(length);
  const shift = (length - (phase % length)) % length;
  const captured = data.subarray(from, from + length);
  out.set(captured.subarray(shift), 0);
  out.set(captured.subarray(0, shift), length - shift);
  return out;
}

/** The material played in a loop of `loopFrames`: a sine gets a whole number of cycles per loop. */
export function loopableMaterial(material: SourceMaterial, loopFrames: number, sampleRate: number): SourceMaterial {
  if (material.kind === 'sine') {
    const cycles = Math.max(1, Math.round((material.frequency * loopFrames) / sampleRate));
    return { ...material, frequency: (cycles * sampleRate) / loopFrames };
  }
  if (material.buffer.length !== loopFrames) {
    throw new RangeError(`a looped source must be ${loopFrames} frames long, got ${material.buffer.length}`);
  }
  return material;
}

function routeStereo(context: BaseAudioContext, from: AudioNode, merger: ChannelMergerNode, first: number): void {
  const splitter = new ChannelSplitterNode(context, { numberOfOutputs: 2 });
  from.connect(splitter);
  splitter.connect(merger, 0, first);
  splitter.connect(merger, 1, first + 1);
}

function matchGain(original: Float32Array[], processed: Float32Array[], key: string, options: QuestionRenderOptions): Decibels {
  const known = options.originalLoudness?.get(key);
  if (known === undefined) {
    const match = levelMatchOf(original, processed, options.sampleRate);
    options.originalLoudness?.set(key, match.originalLufs);
    return match.gainDb;
  }
  return levelMatchGain(known, integratedLoudness(processed, options.sampleRate));
}

export async function renderQuestion(
  source: SourceMaterial,
  processing: QuestionProcessing,
  options: QuestionRenderOptions,
): Promise<RenderedQuestion> {
  const { sampleRate, loopFrames } = options;
  const loopStage = loopStageOf(processing.chain);
  const looped = loopableMaterial(source, loopFrames, sampleRate);
  if (loopStage && looped.kind !== 'buffer') throw new RangeError(`a ${loopStage.kind} stage needs a recorded loop`);
  // Computed on the loop ahead: played as the loop's processed twin, which bypasses the chain.
  const material =
    loopStage && looped.kind === 'buffer'
      ? { ...looped, processed: (await renderTwin(looped.buffer, loopStage, options.renderLoop ?? renderLoopInline)).processed }
      : looped;
  const settleFrames = Math.max(128, Math.ceil(Math.max(SHORT_TAIL_SECONDS, ...processing.chain.map(processorTailSeconds)) * sampleRate));
  const context = options.createContext(4, settleFrames + loopFrames, sampleRate);
  context.destination.channelCount = 4;
  context.destination.channelInterpretation = 'discrete';
  const merger = new ChannelMergerNode(context, { numberOfInputs: 4 });
  merger.connect(context.destination);

  const mode = processing.mono === true ? 'mono' : 'stereo';
  const monoGain = materialMonoGain(material);
  const started = startMaterial(context, material, { when: 0, offset: 0, loop: true });
  const originalFeed = new ChannelStage(context, { mode, monoGain });
  const processedFeed = new ChannelStage(context, { mode, monoGain });
  started.output.connect(originalFeed.input);
  (started.processedNode ?? started.output).connect(processedFeed.input);
  routeStereo(context, originalFeed.output, merger, 0);
  const chain = createProcessorChain(context, loopStage ? [] : processing.chain, options.processorServices);
  processedFeed.output.connect(chain.input);
  routeStereo(context, chain.output, merger, 2);
  try {
    await chain.ready;
    const rendered = await context.startRendering();
    const capture = (channel: number): Float32Array => period(rendered.getChannelData(channel), settleFrames, loopFrames, settleFrames);
    const original = [capture(0), capture(1)];
    const processed = [capture(2), capture(3)];
    const levelMatchGainDb = options.levelMatch ? matchGain(original, processed, originalKey(processing), options) : dB(0);
    if (levelMatchGainDb !== 0) {
      const gain = dbToGain(levelMatchGainDb);
      for (const channel of processed) for (let i = 0; i < channel.length; i++) channel[i] = (channel[i] ?? 0) * gain;
    }
    return { original, processed, levelMatchGainDb };
  } finally {
    chain.dispose();
    started.release();
  }
}
