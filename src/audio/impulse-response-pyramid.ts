/**
 * The octave split of the impulse-response synthesiser as a Laplacian pyramid: each band lives
 * at the lowest rate that holds it, so the low octaves cost a fraction of the full-rate work.
 *
 * A split at cut-off c takes the zero-phase Butterworth low-pass of the signal. When c lies far
 * enough below the rate (DECIMATE_BELOW), the low part keeps only its even samples (it is over
 * 22 dB down at the new Nyquist frequency and falls 48 dB an octave beyond), and the band
 * above is the signal minus the low part interpolated back (a half-band FIR). Otherwise (the
 * 8/16 kHz split at 48 kHz) the low part stays at the rate and the band above is the plain
 * difference. Either way every band is "what was there minus what went on down", so the
 * bands, each interpolated back up to the full rate, add up to the noise exactly (to float
 * rounding), whatever the interpolator's own imperfections: those only move a little energy
 * between neighbours.
 */
import { butterworth, OCTAVE_BAND_CENTRES, type Section } from './analysis/octave-bands';

/** One octave band of the noise, `rate` samples per second (sample m is at time m / rate). */
export interface Band {
  samples: Float32Array<ArrayBuffer>;
  rate: number;
}

const SPLIT_ORDER = 4;
/** Cut-offs below this fraction of the rate decimate: -22 dB at a quarter of the rate (-26 dB at 48 kHz). */
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

/** `samples[i]`, and silence either side of them. */
function sampleAt(samples: Float32Array, i: number): number {
  return i >= 0 && i < samples.length ? (samples[i] as number) : 0;
}

/**
 * `target[n] * envelope + sign * (low interpolated 2x)[n]`, envelope = step^n, written into
 * `output` (which may be `target`); `target` null counts as silence.
 */
function addUpsampled(output: Float32Array, target: Float32Array | null, step: number, low: Float32Array, sign: number): void {
  const length = output.length;
  const inner = low.length - TAPS;
  let envelope = 1;
  for (let n = 0, i = 0; n < length; n += 2, i++) {
    const even = target ? (target[n] as number) * envelope : 0;
    envelope *= step;
    output[n] = even + sign * sampleAt(low, i);
    if (n + 1 === length) break;
    const odd = target ? (target[n + 1] as number) * envelope : 0;
    envelope *= step;
    const between =
      i >= TAPS - 1 && i < inner
        ? H1 * ((low[i] as number) + (low[i + 1] as number)) +
          H2 * ((low[i - 1] as number) + (low[i + 2] as number)) +
          H3 * ((low[i - 2] as number) + (low[i + 3] as number)) +
          H4 * ((low[i - 3] as number) + (low[i + 4] as number)) +
          H5 * ((low[i - 4] as number) + (low[i + 5] as number))
        : H1 * (sampleAt(low, i) + sampleAt(low, i + 1)) +
          H2 * (sampleAt(low, i - 1) + sampleAt(low, i + 2)) +
          H3 * (sampleAt(low, i - 2) + sampleAt(low, i + 3)) +
          H4 * (sampleAt(low, i - 3) + sampleAt(low, i + 4)) +
          H5 * (sampleAt(low, i - 4) + sampleAt(low, i + 5));
    output[n + 1] = odd + sign * between;
  }
}

/**
 * `output[m] +=` the half-band decimation of `above` under the envelope step^n (n at the rate
 * of `above`): the envelope is factored out of the taps, so it runs at the output rate.
 */
function addDecimated(output: Float32Array, above: Float32Array, step: number): void {
  const [l1, l3, l5, l7, l9] = [1, 3, 5, 7, 9].map((k) => Math.pow(step, -k) / 2) as [number, number, number, number, number];
  const [r1, r3, r5, r7, r9] = [1, 3, 5, 7, 9].map((k) => Math.pow(step, k) / 2) as [number, number, number, number, number];
  const reach = 2 * TAPS - 1;
  const inner = above.length - reach;
  const stride = step * step;
  let envelope = 1;
  for (let m = 0, i = 0; m < output.length; m++, i += 2) {
    const sum =
      i >= reach && i < inner
        ? (above[i] as number) / 2 +
          H1 * (l1 * (above[i - 1] as number) + r1 * (above[i + 1] as number)) +
          H2 * (l3 * (above[i - 3] as number) + r3 * (above[i + 3] as number)) +
          H3 * (l5 * (above[i - 5] as number) + r5 * (above[i + 5] as number)) +
          H4 * (l7 * (above[i - 7] as number) + r7 * (above[i + 7] as number)) +
          H5 * (l9 * (above[i - 9] as number) + r9 * (above[i + 9] as number))
        : sampleAt(above, i) / 2 +
          H1 * (l1 * sampleAt(above, i - 1) + r1 * sampleAt(above, i + 1)) +
          H2 * (l3 * sampleAt(above, i - 3) + r3 * sampleAt(above, i + 3)) +
          H3 * (l5 * sampleAt(above, i - 5) + r5 * sampleAt(above, i + 5)) +
          H4 * (l7 * sampleAt(above, i - 7) + r7 * sampleAt(above, i + 7)) +
          H5 * (l9 * sampleAt(above, i - 9) + r9 * sampleAt(above, i + 9));
    output[m] = (output[m] as number) + envelope * sum;
    envelope *= stride;
  }
}

/**
 * Splits `noise` (sampled at `sampleRate`) into the first `count` OCTAVE_BAND_CENTRES octaves,
 * lowest first, each at its own rate; the last also holds everything above it. `noise` itself
 * becomes that top band.
 */
export function analysePyramid(noise: Float32Array<ArrayBuffer>, sampleRate: number, count = OCTAVE_BAND_CENTRES.length): Band[] {
  const cutoffs = OCTAVE_BAND_CENTRES.slice(0, count - 1).map((centre) => centre * Math.SQRT2);
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
 * second), at `atRate`: by default the rate of the fastest of them. Bands below the rate are
 * interpolated up level by level, so each envelope is applied at its band's own rate; a band
 * one level above it is decimated.
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
  const rate = atRate || Math.max(...bands.slice(from, to + 1).map((band) => band.rate));
  for (let b = from; b <= to; b++) {
    const band = bands[b];
    if (!band) throw new RangeError(`no band ${b}`);
    const step = Math.exp(-(decay[b] ?? 0) / band.rate);
    if (band.rate > rate) {
      const level = bands.find((other) => other.rate === rate);
      if (band.rate !== 2 * rate || !level) throw new RangeError('only the band one level above the rate can be decimated');
      upTo(rate);
      const below: Band = sum ?? { samples: new Float32Array(level.samples.length), rate };
      addDecimated(below.samples, band.samples, step);
      sum = below;
      continue;
    }
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
  upTo(rate);
  if (!sum) throw new RangeError('no bands to sum');
  return sum;
}
