/**
 * The compressor (compressor.ts) on a loop, as the dynamics area plays it. A loop is heard round
 * and round, so the detector's state at the loop point must be the one it has coming round: the
 * loop is compressed as on its second time round, after a first pass over its end (the whole
 * loop, or enough of it for the detector to forget where it started). How much it is compressed is asked as
 * the loop's mean gain reduction (the time average of the reduction, dB), and the threshold that
 * gives it is found on the loop itself. The result is turned up to the original's integrated
 * loudness (BS.1770), so that loudness never tells compressed from not.
 */
import { integratedLoudness } from '../analysis/loudness';
import { applyGainReduction, checkCompressorSettings, detectorLevelsDb, smoothGainReduction, type CompressorSettings } from './compressor';

/** A compressor without its threshold: the loop and the gain reduction asked decide it. */
export type LoopCompressorSettings = Omit<CompressorSettings, 'thresholdDb'>;

export interface CompressedLoop {
  /** The loop compressed and turned up to the original's loudness, sample-aligned with it. */
  channels: Float32Array[];
  /** Per frame, dB: how far the compressor turned the loop down there (before the make-up gain). */
  gainReductionDb: Float32Array;
  /** The threshold that gave the mean gain reduction asked, dBFS. */
  thresholdDb: number;
  /** The gain that matched the loudness, dB. */
  makeUpDb: number;
}

/** The threshold is found until the mean reduction is this close to the one asked, dB. */
const REDUCTION_TOLERANCE_DB = 1e-4;

/**
 * A smoothing pass this many of its longest time constants long forgets where it started to
 * within e^-16 (1e-7) of the difference: the detector's state at the loop point, had it gone
 * round the whole loop before.
 */
const SETTLING_TIME_CONSTANTS = 16;

/** The steady-state gain reduction round the loop: a pass over the loop's end brings the detector to its state at the loop point. */
function loopTrace(levelsDb: Float64Array, sampleRate: number, settings: CompressorSettings, trace: Float32Array): Float32Array {
  const settling = Math.ceil((SETTLING_TIME_CONSTANTS * Math.max(settings.attackMs, settings.releaseMs) * sampleRate) / 1000);
  const atLoopPoint = smoothGainReduction(levelsDb.subarray(Math.max(0, levelsDb.length - settling)), sampleRate, settings, 0);
  smoothGainReduction(levelsDb, sampleRate, settings, atLoopPoint, trace);
  return trace;
}

function mean(values: Float32Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length === 0 ? 0 : sum / values.length;
}

/** The loop's mean gain reduction with this threshold, dB: the time average of the steady-state reduction. */
export function meanGainReductionDb(levelsDb: Float64Array, sampleRate: number, settings: CompressorSettings, scratch = new Float32Array(levelsDb.length)): number {
  return mean(loopTrace(levelsDb, sampleRate, settings, scratch));
}

/**
 * The threshold at which the compressor turns this loop down by `targetDb` on average, found on
 * the loop itself. A lower threshold reduces every frame at least as much (the gain computer and
 * both branches of the smoothing are monotone), so the mean falls as the threshold rises, to 0
 * once it is above the loop's loudest frame and the knee: the root is bracketed, then found by
 * regula falsi (the Illinois variant), which the nearly straight curve lets converge in a few passes.
 */
export function thresholdForGainReduction(levelsDb: Float64Array, sampleRate: number, settings: LoopCompressorSettings, targetDb: number): number {
  checkCompressorSettings({ ...settings, thresholdDb: 0 });
  if (!(targetDb > 0) || !Number.isFinite(targetDb)) throw new RangeError('the gain reduction asked must be above 0 dB');
  if (!(settings.ratio > 1)) throw new RangeError('a ratio of 1 reduces nothing');
  const scratch = new Float32Array(levelsDb.length);
  const excess = (thresholdDb: number) => meanGainReductionDb(levelsDb, sampleRate, { ...settings, thresholdDb }, scratch) - targetDb;
  let loudest = Number.NEGATIVE_INFINITY;
  for (const level of levelsDb) loudest = Math.max(loudest, level);
  // Above the threshold's bracket nothing is reduced; below it, at least the target.
  let high = loudest + settings.kneeDb / 2;
  let fHigh = -targetDb;
  let low = high - 2 * targetDb;
  let fLow = excess(low);
  while (fLow < 0) {
    [high, fHigh] = [low, fLow];
    low -= 2 * targetDb;
    if (low < -400) throw new RangeError(`the loop cannot be turned down by ${targetDb} dB on average`);
    fLow = excess(low);
  }
  let side = 0;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low * fHigh - high * fLow) / (fHigh - fLow);
    const fMiddle = excess(middle);
    if (Math.abs(fMiddle) < REDUCTION_TOLERANCE_DB || high - low < 1e-9) return middle;
    if (fMiddle > 0) {
      [low, fLow] = [middle, fMiddle];
      // The same end kept twice: halve the other end's weight (Illinois), or regula falsi crawls.
      if (side === -1) fHigh /= 2;
      side = -1;
    } else {
      [high, fHigh] = [middle, fMiddle];
      if (side === 1) fLow /= 2;
      side = 1;
    }
  }
  throw new RangeError('the threshold search did not converge');
}

/** Compresses one loop period as it sounds played round (the second pass), without make-up gain. */
export function compressLoop(channels: readonly Float32Array[], sampleRate: number, settings: CompressorSettings): { channels: Float32Array[]; gainReductionDb: Float32Array } {
  checkCompressorSettings(settings);
  const levels = detectorLevelsDb(channels, sampleRate);
  const gainReductionDb = loopTrace(levels, sampleRate, settings, new Float32Array(levels.length));
  return { channels: applyGainReduction(channels, gainReductionDb), gainReductionDb };
}

/** The loop compressed by `gainReductionDb` on average, loudness-matched to the original. */
export function renderCompressedLoop(channels: readonly Float32Array[], sampleRate: number, settings: LoopCompressorSettings & { gainReductionDb: number }): CompressedLoop {
  const { gainReductionDb: target, ...compressor } = settings;
  const levels = detectorLevelsDb(channels, sampleRate);
  const thresholdDb = thresholdForGainReduction(levels, sampleRate, compressor, target);
  const gainReductionDb = loopTrace(levels, sampleRate, { ...compressor, thresholdDb }, new Float32Array(levels.length));
  const compressed = applyGainReduction(channels, gainReductionDb);
  const makeUpDb = integratedLoudness(channels, sampleRate) - integratedLoudness(compressed, sampleRate);
  if (!Number.isFinite(makeUpDb)) throw new RangeError('a silent loop has no loudness to match');
  const makeUp = 10 ** (makeUpDb / 20);
  for (const channel of compressed) for (let n = 0; n < channel.length; n += 1) channel[n] = (channel[n] as number) * makeUp;
  return { channels: compressed, gainReductionDb, thresholdDb, makeUpDb };
}
