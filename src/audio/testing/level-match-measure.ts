/**
 * How well level matching works, measured on the engine's real output: render the original
 * and the level-matched processed branch and compare their integrated loudness.
 */
import { dB } from '../../lib/units';
import { integratedLoudness } from '../analysis/loudness';
import type { AudioEngineOptions } from '../engine';
import type { QuestionProcessing } from '../processors/processor-spec';
import type { SourceSpec } from '../sources/load-source';
import { renderEngine } from './engine-render';
import { TEST_SAMPLE_RATE } from './render';

export interface LevelMatchCheck {
  originalLufs: number;
  processedLufs: number;
  /** |processed - original| in LU. */
  errorLu: number;
  appliedGainDb: number;
}

export async function checkLevelMatch(options: {
  processing: QuestionProcessing;
  source?: SourceSpec;
  createProcessorChain?: AudioEngineOptions['createProcessorChain'];
  sampleRate?: number;
  seconds?: number;
}): Promise<LevelMatchCheck> {
  const rate = options.sampleRate ?? TEST_SAMPLE_RATE;
  const seconds = options.seconds ?? 6;
  let appliedGainDb = Number.NaN;
  const render = (branch: 'original' | 'processed') =>
    renderEngine(
      seconds,
      async (engine) => {
        await engine.setSource(options.source ?? { kind: 'pink-noise' });
        await engine.setProcessing(options.processing);
        await engine.setLevelMatch(true);
        const { levelMatch } = engine.getSnapshot();
        if (levelMatch.status !== 'ready') throw new Error(`level match did not finish: ${levelMatch.status}`);
        appliedGainDb = levelMatch.gainDb;
        engine.play();
      },
      {
        sampleRate: rate,
        initial: { volumeDb: dB(0), selected: branch },
        ...(options.createProcessorChain ? { createProcessorChain: options.createProcessorChain } : {}),
      },
    );
  const [original, processed] = await Promise.all([render('original'), render('processed')]);
  const skip = Math.round(0.5 * rate);
  const loudness = (buffer: AudioBuffer): number =>
    integratedLoudness([buffer.getChannelData(0).subarray(skip), buffer.getChannelData(1).subarray(skip)], rate);
  const originalLufs = loudness(original.buffer);
  const processedLufs = loudness(processed.buffer);
  return { originalLufs, processedLufs, errorLu: Math.abs(processedLufs - originalLufs), appliedGainDb };
}
