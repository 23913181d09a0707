/**
 * The octave split of the impulse-response synthesiser as a Laplacian pyramid: each band lives
 * at the lowest rate that holds it, so the low octaves cost a fraction of the full-rate work.
 *
 * A split at cut-off c takes the zero-phase Butterworth low-pass of the signal. When c lies far
 * enough below the rate (DECIMATE_BELOW), the low part keeps only its even samples (it is 26 dB
 * down at the new Nyquist frequency and falls 48 dB an octave beyond), and the band above is
 * the signal minus the low part interpolated back (a half-band FIR). Otherwise (the top octaves
 * at 48 kHz) the low part stays at the rate and the band above is the plain difference. Either
 * way every band is "what was there minus what went on down", so the bands, each interpolated
 * back up to the full rate, add up to the noise exactly (to float rounding), whatever the
 * interpolator's own imperfections: those only move a little energy between neighbours.
 */
import { butterworth, OCTAVE_BAND_CENTRES, type Section } from './analysis/octave-bands';

/** One octave band of the noise, `rate` samples per second (sample m is at time m / rate). */
export interface Band {
  samples: Float32Array<ArrayBuffer>;
  rate: number;
}

const SPLIT_ORDER = 4;
/** Cut-offs below this fraction of the rate decimate: -26 dB at a quarter of the rate. */
const DECIMATE_BELOW = 0.13;
/**
 * Odd taps of the 2x half-band interpolator (the even ones are 0, the centre 1): minimax with
 * exact unit gain at DC, within -44.5 dB of flat up to 0.19 x the output rate (where the split's
 * low part has fallen 17 dB) and as far down from 0.31 x up.
 */
const [H1, H2, H3, H4, H5] = [0.625912428, -0.185640909, 0.084161442, -0.04089228, 0.016459319];
const TAPS = 5;

function fourthOrder(sections: readonly Section[]): [Section, Section] {
  const [first, second] = sections;
  if (!first || !second || sections.length !== 2) throw new RangeError('the split needs a fourth-order low-pass');
  return [first, second];
}

/** Forward pass of the two fused sections from `input` into `output` (may be the same array). */
function forward(input: Float32Array, output: Float32Array, [first, second]: [Section, Section]): void {
  const { b0: p0, b1: p1, b2: p2, a1: q1, a2: q2 } = first;
  const { b0: r0, b1: r1, b2: r2, a1: t1, a2: t2 } = second;
  let z0 = 0, z1 = 0, w0 = 0, w1 = 0; // prettier-ignore
  for (let n = 0; n < input.length; n++) {
    const x = input[n] as number;
    const a = p0 * x + z0;
    z0 = p1 * x - q1 * a + z1;
    z1 = p2 * x - q2 * a;
    const y = r0 * a + w0;
    w0 = r1 * a - t1 * y + w1;
    w1 = r2 * a - t2 * y;
    output[n] = y;
  }
}

/** Zero-phase low-pass of `rest`, and `rest` loses what it took (both at the same rate). */
function splitOff(rest: Float32Array, sections: readonly Section[]): Float32Array<ArrayBuffer> {
  const pair = fourthOrder(sections);
  const [{ b0: p0, b1: p1, b2: p2, a1: q1, a2: q2 }, { b0: r0, b1: r1, b2: r2, a1: t1, a2: t2 }] = pair;
  const low = new Float32Array(rest.length);
  forward(rest, low, pair);
  let z0 = 0, z1 = 0, w0 = 0, w1 = 0; // prettier-ignore
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

/** Even samples of the zero-phase low-pass of `signal`; `scratch` holds the forward pass. */
function lowPassDecimate(signal: Float32Array, sections: readonly Section[], scratch: Float32Array): Float32Array<ArrayBuffer> {
  const pair = fourthOrder(sections);
  const [{ b0: p0, b1: p1, b2: p2, a1: q1, a2: q2 }, { b0: r0, b1: r1, b2: r2, a1: t1, a2: t2 }] = pair;
  const ahead = scratch.subarray(0, signal.length);
  forward(signal, ahead, pair);
  const low = new Float32Array(Math.ceil(signal.length / 2));
  let z0 = 0, z1 = 0, w0 = 0, w1 = 0; // prettier-ignore
  for (let n = signal.length - 1; n >= 0; n--) {
    const x = ahead[n] as number;
    const a = p0 * x + z0;
    z0 = p1 * x - q1 * a + z1;
    z1 = p2 * x - q2 * a;
    const y = r0 * a + w0;
    w0 = r1 * a - t1 * y + w1;
    w1 = r2 * a - t2 * y;
    if ((n & 1) === 0) low[n >> 1] = y;
  }
  return low;
}

/**
 * `target[n] * envelope + sign * (low interpolated 2x)[n]`, envelope = step^n, written into
 * `output` (which may be `target`); `target` null counts as silence.
 */
function addUpsampled(output: Float32Array, target: Float32Array | null, step: number, low: Float32Array, sign: number): void {
  // Zero-padded so that the taps never leave the array at either end.
  const p = new Float32Array(low.length + 2 * TAPS);
  p.set(low, TAPS);
  const length = output.length;
  let envelope = 1;
  for (let n = 0, i = TAPS; n < length; n += 2, i++) {
    const even = target ? (target[n] as number) * envelope : 0;
    envelope *= step;
    output[n] = even + sign * (p[i] as number);
    if (n + 1 === length) break;
    const odd = target ? (target[n + 1] as number) * envelope : 0;
    envelope *= step;
    const between =
      H1 * ((p[i] as number) + (p[i + 1] as number)) +
      H2 * ((p[i - 1] as number) + (p[i + 2] as number)) +
      H3 * ((p[i - 2] as number) + (p[i + 3] as number)) +
      H4 * ((p[i - 3] as number) + (p[i + 4] as number)) +
      H5 * ((p[i - 4] as number) + (p[i + 5] as number));
    output[n + 1] = odd + sign * between;
  }
}

/**
 * Splits `noise` (sampled at `sampleRate`) into the OCTAVE_BAND_CENTRES octaves, lowest first,
 * each at its own rate. `noise` itself becomes the top band.
 */
export function analysePyramid(noise: Float32Array<ArrayBuffer>, sampleRate: number): Band[] {
  const cutoffs = OCTAVE_BAND_CENTRES.slice(0, -1).map((centre) => centre * Math.SQRT2);
  const scratch = new Float32Array(noise.length);
  const bands: Band[] = [];
  let signal = noise;
  let rate = sampleRate;
  for (let i = cutoffs.length - 1; i >= 0; i--) {
    const cutoff = cutoffs[i] as number;
    const sections = butterworth('lowpass', SPLIT_ORDER, cutoff, rate);
    if (cutoff / rate < DECIMATE_BELOW) {
      const low = lowPassDecimate(signal, sections, scratch);
      addUpsampled(signal, signal, 1, low, -1);
      bands.push({ samples: signal, rate });
      signal = low;
      rate /= 2;
    } else {
      const low = splitOff(signal, sections);
      bands.push({ samples: signal, rate });
      signal = low;
    }
  }
  bands.push({ samples: signal, rate });
  return bands.reverse();
}

/**
 * Sum of `bands[from..to]`, each under its exponential envelope (amplitude decay `decay[b]` per
 * second), at the rate of the fastest of them or `atRate` if higher. Bands below the rate are
 * interpolated up level by level, so each envelope is applied at its band's own rate.
 */
export function decayedSum(bands: readonly Band[], decay: readonly number[], from: number, to: number, atRate = 0): Band {
  let sum: Band | null = null;
  const upTo = (rate: number): void => {
    while (sum && sum.rate < rate) {
      const above = bands.find((band) => band.rate === 2 * (sum as Band).rate);
      if (!above) throw new RangeError('no pyramid level above');
      const samples = new Float32Array(above.samples.length);
      addUpsampled(samples, null, 1, sum.samples, 1);
      sum = { samples, rate: above.rate };
    }
  };
  for (let b = from; b <= to; b++) {
    const band = bands[b];
    if (!band) throw new RangeError(`no band ${b}`);
    const step = Math.exp(-(decay[b] ?? 0) / band.rate);
    const samples = new Float32Array(band.samples.length);
    if (sum && sum.rate < band.rate) {
      // The last doubling shares its pass with this band's envelope.
      upTo(band.rate / 2);
      addUpsampled(samples, band.samples, step, sum.samples, 1);
    } else {
      const below = sum?.samples;
      let envelope = 1;
      for (let n = 0; n < samples.length; n++) {
        samples[n] = (band.samples[n] as number) * envelope + (below ? (below[n] as number) : 0);
        envelope *= step;
      }
    }
    sum = { samples, rate: band.rate };
  }
  upTo(atRate);
  if (!sum) throw new RangeError('no bands to sum');
  return sum;
}
