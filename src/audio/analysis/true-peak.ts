/**
 * True peak as ITU-R BS.1770-4 Annex 2 measures it: the signal oversampled four times (below
 * 96 kHz) by an interpolating low-pass FIR, and the largest absolute value of the oversampled
 * signal. The recommendation gives one 48-tap filter as an example and allows others that meet
 * its pass band; this one is a Kaiser-windowed sinc (beta 8, 16 taps per phase, cut-off at the
 * input's Nyquist frequency). Written here rather than taken from ebur128-wasm (libebur128 in
 * WebAssembly, which measures it too) because the arithmetic is twenty lines, where the package
 * is a WebAssembly module to load in the browser, in Node and in the render pool's threads for
 * one function, beside the loudness meter this folder already has (loudness.ts). It reads a sine between its amplitude and
 * the 4x grid's worst case, cos(pi f / 4 fs) of it (-0.55 dB at 0.45 fs, as any 4x meter), the
 * filter adding under 0.01 dB (true-peak.test.ts).
 */

const PHASES = 4;
const TAPS_PER_PHASE = 16;
const KAISER_BETA = 8;

/** The zeroth-order modified Bessel function of the first kind, by its series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k += 1) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < 1e-12 * sum) break;
  }
  return sum;
}

/** Phase p's taps: for the point p / PHASES of a sample period after input sample n, over samples n - 7 to n + 8; each phase sums to 1. */
function interpolationTaps(): Float64Array[] {
  const half = TAPS_PER_PHASE / 2;
  return Array.from({ length: PHASES }, (_, phase) => {
    const taps = Float64Array.from({ length: TAPS_PER_PHASE }, (_, tap) => {
      // Distance, in input samples, from the point interpolated to the tap's sample.
      const t = tap - half + 1 - phase / PHASES;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      return (sinc * besselI0(KAISER_BETA * Math.sqrt(Math.max(0, 1 - (t / half) ** 2)))) / besselI0(KAISER_BETA);
    });
    const sum = taps.reduce((a, b) => a + b, 0);
    return taps.map((tap) => tap / sum);
  });
}

const TAPS = interpolationTaps();

/**
 * The largest absolute value of `samples` oversampled four times (the samples themselves
 * included). `periodic`: the samples are one period of a loop, so the filter reads across the
 * loop point as a listener hears it; otherwise silence lies beyond both ends.
 */
export function truePeak(samples: ArrayLike<number>, { periodic = false }: { periodic?: boolean } = {}): number {
  const length = samples.length;
  let max = 0;
  const half = TAPS_PER_PHASE / 2;
  for (let n = 0; n < samples.length; n += 1) {
    max = Math.max(max, Math.abs(samples[n] as number));
    for (let phase = 1; phase < PHASES; phase += 1) {
      const taps = TAPS[phase] as Float64Array;
      let value = 0;
      for (let tap = 0; tap < TAPS_PER_PHASE; tap += 1) {
        const at = n + tap - half + 1;
        const index = periodic ? ((at % length) + length) % length : at;
        if (index >= 0 && index < length) value += (samples[index] as number) * (taps[tap] as number);
      }
      max = Math.max(max, Math.abs(value));
    }
  }
  return max;
}

/** True peak of every channel, the largest, in dBTP (dB relative to full scale). */
export function truePeakDb(channels: readonly ArrayLike<number>[], options: { periodic?: boolean } = {}): number {
  return 20 * Math.log10(Math.max(...channels.map((channel) => truePeak(channel, options))));
}
