/**
 * Synthesised room impulse responses: exponentially decaying noise with its own decay in each
 * octave band (63 Hz to 16 kHz). Pure and synchronous: the Web Worker and the tests call it.
 *
 * 1. White noise is split into octave bands by a cascade of zero-phase (forward-backward)
 *    Butterworth low-passes, each band taking what the previous splits left, so the bands sum
 *    back to the noise exactly: with equal decays the response is plain noise times one
 *    exponential, and any neighbour's leakage into a band is the same noise, not new noise.
 * 2. Each band gets its exponential envelope.
 * 3. Calibration. One noise realisation's octave-band T30 scatters around the envelope's decay
 *    by up to 20 % at 125 Hz for short RT60s (an octave at 125 Hz holds only ~90 Hz x 0.15 s of
 *    independent noise over the -5 to -35 dB fit), and no choice of noise shape or envelope
 *    flattening tried here brought that under 5 %. So the synthesiser measures each band of
 *    125 Hz to 4 kHz as ISO 3382 does (octave filter, Schroeder integration, T30; see
 *    impulse-response-calibration.ts) and corrects that band's decay constant; the open-ended
 *    bands (63 Hz, 8 and 16 kHz) follow their calibrated neighbour's correction. A realisation
 *    that will not calibrate to 2 % (neighbouring bands pulling one octave both ways, about one
 *    channel in six) is replaced by the next seed. Measured over 80 responses, RT60 0.3 to 4 s:
 *    worst band error 2.1 %, against up to 20 % uncalibrated.
 *
 * Each channel has its own noise (decorrelated stereo) and is scaled to unit energy, so white
 * noise through it keeps its power.
 */
import { butterworth, OCTAVE_BAND_CENTRES, type Section } from './analysis/octave-bands';
import { calibrateDecayRates, type Calibration } from './impulse-response-calibration';

export interface ImpulseResponseRequest {
  /** Seconds: one RT60 for every band, or one per `OCTAVE_BAND_CENTRES` band (63 Hz to 16 kHz). */
  rt60: number | readonly number[];
  /** 48 kHz unless given. */
  sampleRate?: number;
  /** 2 (decorrelated stereo) unless given. */
  channels?: number;
  /** Seconds; 1.1 x the longest RT60 (a 66 dB decay) unless given. */
  duration?: number;
  /** Same seed, same noise: a question sounds the same every time. */
  seed?: number;
}

export interface ImpulseResponseData {
  sampleRate: number;
  channels: Float32Array<ArrayBuffer>[];
}

export const DEFAULT_IR_SAMPLE_RATE = 48_000;
export const MIN_RT60 = 0.1;
export const MAX_RT60 = 20;
const SPLIT_ORDER = 4;
/** Every band within 1 % stops the calibration early; a realisation within 2 % is kept. */
const CALIBRATION_TOLERANCE = 0.02;
const ACCEPTED_ERROR = 0.02;
const MAX_ATTEMPTS = 4;

export interface ResolvedRequest {
  rt60: number[];
  sampleRate: number;
  channels: number;
  duration: number;
  seed: number;
}

/** Fills in defaults and rejects impossible requests with a clear message. */
export function resolveRequest(request: ImpulseResponseRequest): ResolvedRequest {
  const bands = OCTAVE_BAND_CENTRES.length;
  const rt60 = typeof request.rt60 === 'number' ? new Array<number>(bands).fill(request.rt60) : [...request.rt60];
  if (rt60.length !== bands) throw new RangeError(`rt60 needs 1 or ${bands} values, got ${rt60.length}`);
  for (const value of rt60) {
    if (!(value >= MIN_RT60 && value <= MAX_RT60)) throw new RangeError(`RT60 ${value} s outside ${MIN_RT60}..${MAX_RT60} s`);
  }
  const sampleRate = request.sampleRate ?? DEFAULT_IR_SAMPLE_RATE;
  const channels = request.channels ?? 2;
  const duration = request.duration ?? 1.1 * Math.max(...rt60);
  if (!(sampleRate >= 32_000 && sampleRate <= 192_000)) throw new RangeError(`sample rate ${sampleRate} Hz not supported`);
  if (!(Number.isInteger(channels) && channels >= 1 && channels <= 8)) throw new RangeError(`channels ${channels} not supported`);
  if (!(duration >= 0.75 * Math.max(...rt60) && duration <= 60)) {
    throw new RangeError(`duration ${duration} s must cover at least 0.75 x the longest RT60 (45 dB of decay)`);
  }
  return { rt60, sampleRate, channels, duration, seed: (request.seed ?? 1) >>> 0 };
}

/** murmur3's 32-bit finaliser: nearby seeds and channels give unrelated noise. */
function mixSeed(seed: number, channel: number): number {
  let h = (seed ^ Math.imul(channel + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0 || 0x6d2b79f5;
}

/** Uniform white noise in [-1, 1) from xorshift32. */
function whiteNoise(length: number, seed: number): Float32Array {
  const data = new Float32Array(length);
  let state = seed;
  for (let n = 0; n < length; n++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[n] = (state | 0) / 2147483648;
  }
  return data;
}

/**
 * One split: `low` = zero-phase low-pass of `rest` (two fused second-order sections forward,
 * then backward), and `rest` loses what `low` took. Two passes over memory instead of seven.
 */
function splitOff(rest: Float32Array, sections: readonly Section[]): Float32Array {
  const [first, second] = sections;
  if (!first || !second || sections.length !== 2) throw new RangeError('the split needs a fourth-order low-pass');
  const { b0: p0, b1: p1, b2: p2, a1: q1, a2: q2 } = first;
  const { b0: r0, b1: r1, b2: r2, a1: t1, a2: t2 } = second;
  const low = new Float32Array(rest.length);
  let z0 = 0, z1 = 0, w0 = 0, w1 = 0; // prettier-ignore
  for (let n = 0; n < rest.length; n++) {
    const x = rest[n] as number;
    const a = p0 * x + z0;
    z0 = p1 * x - q1 * a + z1;
    z1 = p2 * x - q2 * a;
    const y = r0 * a + w0;
    w0 = r1 * a - t1 * y + w1;
    w1 = r2 * a - t2 * y;
    low[n] = y;
  }
  z0 = z1 = w0 = w1 = 0;
  for (let n = rest.length - 1; n >= 0; n--) {
    const x = low[n] as number;
    const a = p0 * x + z0;
    z0 = p1 * x - q1 * a + z1;
    z1 = p2 * x - q2 * a;
    const y = r0 * a + w0;
    w0 = r1 * a - t1 * y + w1;
    w1 = r2 * a - t2 * y;
    low[n] = y;
    rest[n] = (rest[n] as number) - y;
  }
  return low;
}

/** Zero-phase octave split whose bands add up to `noise` exactly (see the module comment); `noise` itself becomes the top band. */
export function splitIntoBands(noise: Float32Array, sampleRate: number): Float32Array[] {
  const bands = OCTAVE_BAND_CENTRES.slice(0, -1).map((centre) =>
    splitOff(noise, butterworth('lowpass', SPLIT_ORDER, centre * Math.SQRT2, sampleRate)),
  );
  bands.push(noise);
  return bands;
}

/** Sum of the bands, each under its exponential envelope, scaled to unit energy. */
function applyDecays(bands: readonly Float32Array[], rates: readonly number[], sampleRate: number): Float32Array<ArrayBuffer> {
  const length = bands[0]?.length ?? 0;
  const sum = new Float32Array(length);
  // Three bands per pass: a third of the read-modify-write traffic on `sum`.
  for (let first = 0; first < bands.length; first += 3) {
    const [a, b, c] = [0, 1, 2].map((i) => bands[first + i] ?? new Float32Array(length)) as [Float32Array, Float32Array, Float32Array];
    const [stepA, stepB, stepC] = [0, 1, 2].map((i) => Math.exp(-(rates[first + i] ?? 0) / sampleRate)) as [number, number, number];
    let envelopeA = 1;
    let envelopeB = 1;
    let envelopeC = 1;
    for (let n = 0; n < length; n++) {
      sum[n] = (sum[n] as number) + (a[n] as number) * envelopeA + (b[n] as number) * envelopeB + (c[n] as number) * envelopeC;
      envelopeA *= stepA;
      envelopeB *= stepB;
      envelopeC *= stepC;
    }
  }
  let energy = 0;
  for (let n = 0; n < length; n++) energy += (sum[n] as number) * (sum[n] as number);
  const scale = energy > 0 ? 1 / Math.sqrt(energy) : 0;
  for (let n = 0; n < length; n++) sum[n] = (sum[n] as number) * scale;
  return sum;
}

/** One channel: the best calibrated of up to MAX_ATTEMPTS noise realisations, unit energy. */
function synthesizeChannel(request: ResolvedRequest, channel: number, onStep: () => void): Float32Array<ArrayBuffer> {
  const { rt60, sampleRate, duration, seed } = request;
  const length = Math.max(1, Math.round(duration * sampleRate));
  let best: { bands: Float32Array[]; calibration: Calibration } | null = null;
  // A rare realisation cannot be calibrated (two neighbouring bands pull one octave's decay
  // both ways); then the next one is tried, deterministically, and the best is kept.
  for (let attempt = 0; attempt < MAX_ATTEMPTS && !(best && best.calibration.worstError < ACCEPTED_ERROR); attempt++) {
    const bands = splitIntoBands(whiteNoise(length, mixSeed(seed + attempt * 0x9e37, channel)), sampleRate);
    const calibration = calibrateDecayRates(bands, rt60, sampleRate, CALIBRATION_TOLERANCE);
    if (!best || calibration.worstError < best.calibration.worstError) best = { bands, calibration };
    onStep();
  }
  if (!best) throw new Error('no noise realisation was tried');
  return applyDecays(best.bands, best.calibration.rates, sampleRate);
}

export function synthesizeImpulseResponse(
  request: ImpulseResponseRequest,
  onProgress?: (fraction: number) => void,
): ImpulseResponseData {
  const resolved = resolveRequest(request);
  const { channels, sampleRate } = resolved;
  const output: Float32Array<ArrayBuffer>[] = [];
  for (let channel = 0; channel < channels; channel++) {
    let steps = 0;
    // Most channels take one attempt; progress moves on by halves within a channel.
    const onStep = (): void => onProgress?.((channel + 1 - Math.pow(0.5, ++steps)) / channels);
    output.push(synthesizeChannel(resolved, channel, onStep));
    onProgress?.((channel + 1) / channels);
  }
  return { sampleRate, channels: output };
}
