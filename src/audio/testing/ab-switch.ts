/**
 * Measurements of the original/processed switch, shared by the browser tests and the
 * benchmark. Pink noise is rendered three times from the same seed: original only,
 * processed only, and switching at `switchAt`, so every 5 ms window of the switching render
 * can be compared with the same window of both steady renders (pink noise's own 5 ms level
 * wanders by several dB, so comparing with a long-term level would measure the noise).
 */
import { dB } from '../../lib/units';
import type { FadeLaw } from '../ab-crossfade';
import { maxStep, rms } from '../analysis/levels';
import type { AudioEngineOptions } from '../engine';
import type { QuestionProcessing } from '../processors/processor-spec';
import { SWITCH_FADE_SECONDS } from '../param-ramp';
import type { SourceSpec } from '../sources/load-source';
import { makeBuffer, renderEngine } from './engine-render';
import { atRenderTime, TEST_SAMPLE_RATE } from './render';

export interface AbSwitchFigures {
  /** Largest step inside the switch / largest step of either steady signal around it. */
  stepRatio: number;
  /** Largest 5 ms RMS of the switching render above the louder steady render, same window. */
  levelBumpDb: number;
  /** Largest 5 ms RMS of the switching render below the quieter steady render, same window. */
  levelDipDb: number;
}

export interface AbSwitchOptions {
  processing: QuestionProcessing;
  /** Pink noise by default. */
  source?: SourceSpec;
  createProcessorChain?: AudioEngineOptions['createProcessorChain'];
  fadeLaw?: FadeLaw;
  /** Crossfade length; 0 makes a hard switch (a negative control for the measures). */
  fadeSeconds?: number;
  sampleRate?: number;
}

const SECONDS = 1;
const SWITCH_AT = 0.5;

export async function measureAbSwitch(options: AbSwitchOptions): Promise<AbSwitchFigures> {
  const rate = options.sampleRate ?? TEST_SAMPLE_RATE;
  const engineOptions = { sampleRate: rate, ...(options.createProcessorChain ? { createProcessorChain: options.createProcessorChain } : {}) };
  const fade = options.fadeSeconds ?? SWITCH_FADE_SECONDS;
  let switchTime = SWITCH_AT;
  const render = (mode: 'original' | 'processed' | 'switch') =>
    renderEngine(
      SECONDS,
      async (engine, context) => {
        await engine.setSource(options.source ?? { kind: 'pink-noise' });
        await engine.setProcessing(options.processing, options.fadeLaw ? { fadeLaw: options.fadeLaw } : {});
        engine.play();
        if (mode === 'switch') switchTime = atRenderTime(context, SWITCH_AT, () => engine.select('processed', fade));
      },
      { ...engineOptions, initial: { volumeDb: dB(0), selected: mode === 'processed' ? 'processed' : 'original' } },
    );
  const [a, b, c] = await Promise.all([render('original'), render('processed'), render('switch')]);
  const at = (seconds: number): number => Math.round(seconds * rate);
  const start = at(switchTime);
  const end = start + Math.max(1, at(fade));
  let bump = -Infinity;
  let dip = -Infinity;
  let steadyStep = 0;
  let switchStep = 0;
  for (let channel = 0; channel < 2; channel++) {
    const [original, processed, switching] = [a, b, c].map((r) => r.buffer.getChannelData(channel)) as [Float32Array, Float32Array, Float32Array];
    const steadyFrom = start - at(0.25);
    const steadyTo = end + at(0.25);
    steadyStep = Math.max(steadyStep, maxStep(original, steadyFrom, steadyTo), maxStep(processed, steadyFrom, steadyTo));
    switchStep = Math.max(switchStep, maxStep(switching, start - 1, end + 1));
    const window = at(0.005);
    for (let from = start - window; from <= end; from += at(0.0005)) {
      const levels = [original, processed, switching].map((data) => rms(data, from, from + window)) as [number, number, number];
      bump = Math.max(bump, 20 * Math.log10(levels[2] / Math.max(levels[0], levels[1])));
      dip = Math.max(dip, 20 * Math.log10(Math.min(levels[0], levels[1]) / levels[2]));
    }
  }
  return { stepRatio: switchStep / steadyStep, levelBumpDb: bump, levelDipDb: dip };
}

/** Milliseconds from the last sample at the original level to the first at the processed one (DC in). */
export async function measureSwitchDuration(options: Pick<AbSwitchOptions, 'createProcessorChain' | 'sampleRate'> = {}): Promise<number> {
  const rate = options.sampleRate ?? TEST_SAMPLE_RATE;
  const level = 0.5;
  const processed = level / 2;
  const { buffer } = await renderEngine(
    0.5,
    async (engine, context) => {
      await engine.setSource({ kind: 'buffer', buffer: makeBuffer(rate, rate, () => level) });
      await engine.setProcessing({ chain: [{ kind: 'gain', gain: dB(-6.0206) }] });
      engine.play();
      atRenderTime(context, 0.25, () => engine.select('processed'));
    },
    { sampleRate: rate, ...(options.createProcessorChain ? { createProcessorChain: options.createProcessorChain } : {}) },
  );
  const out = buffer.getChannelData(0);
  const tolerance = 1e-4;
  let lastOriginal = -1;
  let firstProcessed = -1;
  for (let i = Math.round(0.1 * rate); i < out.length; i++) {
    const value = out[i] ?? 0;
    if (Math.abs(value - level) < tolerance) lastOriginal = i;
    if (firstProcessed < 0 && Math.abs(value - processed) < tolerance) firstProcessed = i;
  }
  if (lastOriginal < 0 || firstProcessed < 0) throw new Error('the switch never reached its end levels');
  return ((firstProcessed - lastOriginal) / rate) * 1000;
}
