/**
 * Waveshaper curves calibrated to a total harmonic distortion. THD here is THD-F in percent:
 * the RMS of harmonics 2..10 over the fundamental, as `analysis/thd.ts` measures it. The drive
 * is solved by bisection against the THD of the very table the WaveShaperNode interpolates
 * (one period of the reference sine through it, harmonics by direct Fourier sums), then cached.
 * The table is scaled so that the reference sine comes out at its input RMS (level-compensated).
 */
import type { DistortionType } from './processor-spec';

/** Peak amplitude of the 1 kHz calibration sine (-6 dBFS). */
export const REFERENCE_AMPLITUDE = 0.5;
export const CURVE_LENGTH = 4097;
const PERIOD_POINTS = 1024;
const HIGHEST_HARMONIC = 10;
/** Both shapes tend to a square wave, whose harmonics 3, 5, 7, 9 give 42.9 %. */
export const MAX_THD = 40;
/** The asymmetric curve is tanh shifted along x by this much: its bend is off-centre, so even harmonics appear. */
const ASYMMETRY = 0.25;

function shape(type: DistortionType, drive: number, x: number): number {
  switch (type) {
    case 'soft':
      return Math.tanh(drive * x);
    case 'hard':
      return Math.max(-1, Math.min(1, drive * x));
    case 'asymmetric':
      return Math.tanh(drive * (x + ASYMMETRY)) - Math.tanh(drive * ASYMMETRY);
  }
}

/** Table over x in [-1, 1] (index (N - 1)(x + 1) / 2), as the WaveShaperNode reads it. */
function table(type: DistortionType, drive: number): Float64Array {
  const curve = new Float64Array(CURVE_LENGTH);
  for (let k = 0; k < CURVE_LENGTH; k++) curve[k] = shape(type, drive, (2 * k) / (CURVE_LENGTH - 1) - 1);
  return curve;
}

function lookup(curve: Float64Array, x: number): number {
  const position = ((Math.max(-1, Math.min(1, x)) + 1) / 2) * (CURVE_LENGTH - 1);
  const k = Math.min(CURVE_LENGTH - 2, Math.floor(position));
  const t = position - k;
  return (curve[k] as number) * (1 - t) + (curve[k + 1] as number) * t;
}

interface SineResponse {
  thd: number;
  rmsOut: number;
}

/** One period of the reference sine through the table: THD (%) and output RMS (without DC, which the processor removes). */
function sineResponse(curve: Float64Array, amplitude: number): SineResponse {
  const outputs = new Float64Array(PERIOD_POINTS);
  let sum = 0;
  for (let i = 0; i < PERIOD_POINTS; i++) {
    const y = lookup(curve, amplitude * Math.sin((2 * Math.PI * i) / PERIOD_POINTS));
    outputs[i] = y;
    sum += y;
  }
  const mean = sum / PERIOD_POINTS;
  let sumSquares = 0;
  for (const y of outputs) sumSquares += (y - mean) * (y - mean);
  const harmonicPower = (h: number): number => {
    let re = 0;
    let im = 0;
    for (let i = 0; i < PERIOD_POINTS; i++) {
      const phase = (2 * Math.PI * h * i) / PERIOD_POINTS;
      re += (outputs[i] as number) * Math.cos(phase);
      im += (outputs[i] as number) * Math.sin(phase);
    }
    return re * re + im * im;
  };
  const fundamental = harmonicPower(1);
  let harmonics = 0;
  for (let h = 2; h <= HIGHEST_HARMONIC; h++) harmonics += harmonicPower(h);
  return { thd: 100 * Math.sqrt(harmonics / fundamental), rmsOut: Math.sqrt(sumSquares / PERIOD_POINTS) };
}

export interface DistortionCurve {
  drive: number;
  /** Ready for `WaveShaperNode.curve`. */
  curve: Float32Array<ArrayBuffer>;
}

const cache = new Map<string, DistortionCurve>();

/** The level-compensated curve whose THD for the reference sine is `thd` percent. */
export function distortionCurve(type: DistortionType, thd: number): DistortionCurve {
  if (!(thd > 0 && thd <= MAX_THD)) throw new RangeError(`THD ${thd} % outside (0, ${MAX_THD}] %`);
  const key = `${type}:${thd}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // Hard clipping starts at drive 1 / amplitude; tanh distorts from the start.
  let low = type === 'hard' ? 1 / REFERENCE_AMPLITUDE : 1e-3;
  let high = 1e4;
  for (let i = 0; i < 80 && high / low > 1 + 1e-9; i++) {
    const mid = Math.sqrt(low * high);
    if (sineResponse(table(type, mid), REFERENCE_AMPLITUDE).thd < thd) low = mid;
    else high = mid;
  }
  const drive = Math.sqrt(low * high);
  const raw = table(type, drive);
  const compensation = REFERENCE_AMPLITUDE / Math.SQRT2 / sineResponse(raw, REFERENCE_AMPLITUDE).rmsOut;
  const curve = new Float32Array(CURVE_LENGTH);
  for (let k = 0; k < CURVE_LENGTH; k++) curve[k] = (raw[k] as number) * compensation;
  const result = { drive, curve };
  cache.set(key, result);
  return result;
}

/** THD (%) of the reference sine through a curve; exported for tests. */
export function curveThd(type: DistortionType, drive: number, amplitude = REFERENCE_AMPLITUDE): number {
  return sineResponse(table(type, drive), amplitude).thd;
}
