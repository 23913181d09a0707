/**
 * Area figures, measured in Chromium on the engine's rendered output:
 * - loudness_step_error_db: worst |measured - nominal| level change (RMS, pink noise, both
 *   branches rendered by the engine at 0 dB volume) over every step the loudness area offers,
 *   one to four steps, boost and cut.
 * - sine_thd_db: the sine source's own distortion (THD in dB) at 1 kHz and 8 kHz at its
 *   loudness level, through the engine.
 * - distortion_thd_error_pct_max: worst |THD / nominal - 1| (percent) of a 1 kHz sine question
 *   of the distortion area, through the engine, over every type and amount it offers.
 * - width_side_error_db: worst |measured - nominal| change of the side level (S = (L - R) / 2,
 *   RMS, stereo pink noise) against 20 log10(width / 100), over every width the area can ask.
 */
import { measureThd, rmsDb } from '../../src/audio/analysis';
import { AudioEngine } from '../../src/audio/engine';
import type { QuestionProcessing } from '../../src/audio/processors';
import { createProcessorChain } from '../../src/audio/processors';
import { renderWithTimeout } from '../../src/audio/testing/render';
import { buildLoudnessProcessing, levelChange, SINE_PEAK_DB, type LoudnessQuestion } from '../../src/areas/loudness/loudness-question';
import { LEVEL_STEPS, SIZE_STEPS } from '../../src/areas/loudness/loudness-settings';
import { buildDistortionProcessing } from '../../src/areas/distortion/distortion-question';
import { amountScale, DISTORTION_TYPES } from '../../src/areas/distortion/distortion-settings';
import { buildWidthProcessing, questionWidth, type WidthQuestion } from '../../src/areas/width/width-question';
import { WIDTH_STEPS, widthMaxSteps } from '../../src/areas/width/width-settings';
import { dB, hz } from '../../src/lib/units';

const RATE = 48_000;
const round = (value: number, digits = 4): number => Math.round(value * 10 ** digits) / 10 ** digits;

async function renderBranch(processing: QuestionProcessing, branch: 'original' | 'processed'): Promise<Float32Array> {
  return (await renderStereo(processing, branch))[0];
}

async function renderStereo(processing: QuestionProcessing, branch: 'original' | 'processed'): Promise<[Float32Array, Float32Array]> {
  const context = new OfflineAudioContext(2, RATE * 1.5, RATE);
  const engine = new AudioEngine({ context, createProcessorChain, initial: { volumeDb: dB(0), selected: branch } });
  await engine.setSource({ kind: 'pink-noise' });
  await engine.setProcessing(processing);
  engine.play();
  const buffer = await renderWithTimeout(context);
  engine.dispose();
  return [buffer.getChannelData(0).slice(RATE / 2), buffer.getChannelData(1).slice(RATE / 2)];
}

const sideDb = ([left, right]: [Float32Array, Float32Array]): number => rmsDb(left.map((l, i) => (l - (right[i] ?? 0)) / 2));

export default async function areas(): Promise<Record<string, number>> {
  let stepError = 0;
  const original = await renderBranch({ chain: [] }, 'original');
  for (const step of LEVEL_STEPS) {
    for (let steps = 1; steps <= SIZE_STEPS; steps++) {
      for (const direction of ['boost', 'cut'] as const) {
        const question: LoudnessQuestion = { direction, steps, step, asksSize: true, sine: null };
        const processed = await renderBranch(buildLoudnessProcessing(question), 'processed');
        stepError = Math.max(stepError, Math.abs(rmsDb(processed) - rmsDb(original) - levelChange(question)));
      }
    }
  }
  let sineThd = -Infinity;
  for (const frequency of [1000, 8000]) {
    const question: LoudnessQuestion = { direction: 'boost', steps: 1, step: 6, asksSize: false, sine: { frequency: hz(frequency), level: dB(SINE_PEAK_DB - 6) } };
    const processed = await renderBranch(buildLoudnessProcessing(question), 'processed');
    const { thd } = measureThd(processed, { sampleRate: RATE, fundamental: frequency });
    sineThd = Math.max(sineThd, 20 * Math.log10(thd / 100));
  }
  let sideError = 0;
  const originalSide = sideDb(await renderStereo({ chain: [] }, 'original'));
  for (const step of WIDTH_STEPS) {
    for (let steps = 1; steps <= widthMaxSteps(step); steps++) {
      for (const direction of ['narrower', 'wider'] as const) {
        const question: WidthQuestion = { direction, steps, step, asksSize: true };
        const width = questionWidth(question);
        if (width === 0) continue; // mono: no side level to measure (its silence is tested apart)
        const measured = sideDb(await renderStereo(buildWidthProcessing(question), 'processed')) - originalSide;
        sideError = Math.max(sideError, Math.abs(measured - 20 * Math.log10(width / 100)));
      }
    }
  }
  let thdError = 0;
  for (const type of DISTORTION_TYPES) {
    for (const thd of amountScale(4)) {
      const processing = buildDistortionProcessing({ type, thd, scale: amountScale(4), asksType: true, sine: true });
      const output = await renderBranch(processing, 'processed');
      const measured = measureThd(output, { sampleRate: RATE, fundamental: 1000, size: 32_768 }).thd;
      thdError = Math.max(thdError, Math.abs(measured / thd - 1));
    }
  }
  return {
    loudness_step_error_db: round(stepError),
    sine_thd_db: round(sineThd, 1),
    width_side_error_db: round(sideError),
    distortion_thd_error_pct_max: round(100 * thdError, 2),
  };
}
