/**
 * The compressor measured from outside, on what it outputs (src/audio/dynamics/compressor.ts):
 * its static curve from steady sines, and its time constants from steps in level. Used by its
 * tests and by `npm run bench` (bench/dynamics.bench.ts), so that both measure alike.
 */
import { gainToDb } from '../../lib/units';
import { rms } from '../analysis/levels';
import { compress, compressorCurveDb, type CompressorSettings } from './compressor';

function tone(levelDb: number, samples: number, sampleRate: number, shape: 'sine' | 'square', frequency: number): Float32Array {
  const amplitude = 10 ** (levelDb / 20);
  const period = sampleRate / frequency;
  return Float32Array.from({ length: samples }, (_, n) =>
    shape === 'sine' ? amplitude * Math.sin((2 * Math.PI * n) / period) : n % period < period / 2 ? amplitude : -amplitude,
  );
}

/**
 * The gain a steady tone at `levelDb` (its peak) gets once settled, minus the gain computer's
 * formula for that level, dB. A square wave's level is the same at every sample; a sine's is
 * its peak only with a fast attack and a slow release, as static curves are measured.
 */
export function staticCurveErrorDb(settings: CompressorSettings, levelDb: number, sampleRate: number, shape: 'sine' | 'square' = 'sine'): number {
  const input = tone(levelDb, sampleRate, sampleRate, shape, shape === 'sine' ? 1000 : 100);
  const [output] = compress([input], sampleRate, settings).channels;
  const settled = Math.floor(sampleRate / 2);
  const measured = gainToDb(rms(output as Float32Array, settled) / rms(input, settled));
  return measured - (compressorCurveDb(settings, levelDb) - levelDb);
}

/** Where a step response first reaches `fraction` of the way from `from` to `to`, ms after it (sample `start` is the first update, at 1 / rate). */
function timeToReach(trace: Float32Array, start: number, from: number, to: number, fraction: number, sampleRate: number): number {
  const goal = from + fraction * (to - from);
  for (let n = start; n < trace.length; n += 1) {
    const value = trace[n] as number;
    if (to > from ? value >= goal : value <= goal) {
      const previous = n === start ? from : (trace[n - 1] as number);
      return ((n - start + (goal - previous) / (value - previous)) * 1000) / sampleRate;
    }
  }
  return Number.POSITIVE_INFINITY;
}

export interface MeasuredTimes {
  /** ms until the gain reduction rose 1 - 1/e of a step from silence-level to 0 dBFS. */
  attackMs: number;
  /** ms until it fell 1 - 1/e of the way back. */
  releaseMs: number;
  /** The reduction the step settled at, dB. */
  settledDb: number;
}

/** Square waves at -40 dBFS (below any threshold used here), then 0 dBFS, then -40 again. */
export function measureTimeConstants(settings: CompressorSettings, sampleRate: number): MeasuredTimes {
  const loudFrom = sampleRate;
  const quietFrom = loudFrom + sampleRate + Math.round((10 * settings.attackMs * sampleRate) / 1000);
  const length = quietFrom + Math.round((10 * settings.releaseMs * sampleRate) / 1000);
  const input = tone(-40, length, sampleRate, 'square', 100);
  input.set(tone(0, quietFrom - loudFrom, sampleRate, 'square', 100), loudFrom);
  const { gainReductionDb } = compress([input], sampleRate, settings);
  const full = 0 - compressorCurveDb(settings, 0);
  return {
    attackMs: timeToReach(gainReductionDb, loudFrom, 0, full, 1 - Math.exp(-1), sampleRate),
    releaseMs: timeToReach(gainReductionDb, quietFrom, full, 0, 1 - Math.exp(-1), sampleRate),
    settledDb: gainReductionDb[quietFrom - 1] as number,
  };
}
