/** Measurements used by the processor tests and the benchmark. */

/** |DTFT| of `samples` at `frequency`: for an impulse response, the gain at that frequency. */
export function dtftMagnitude(samples: Float32Array, frequency: number, sampleRate: number): number {
  const step = (2 * Math.PI * frequency) / sampleRate;
  let re = 0;
  let im = 0;
  // Recurrence for cos/sin keeps this O(n) without n trig calls; renormalise to bound drift.
  let c = 1;
  let s = 0;
  const cs = Math.cos(step);
  const sn = Math.sin(step);
  for (let n = 0; n < samples.length; n += 1) {
    const x = samples[n] ?? 0;
    re += x * c;
    im -= x * s;
    const nc = c * cs - s * sn;
    s = s * cs + c * sn;
    c = nc;
    if ((n & 1023) === 1023) {
      const norm = Math.hypot(c, s);
      c /= norm;
      s /= norm;
    }
  }
  return Math.hypot(re, im);
}

/**
 * Amplitude of the component at `frequency`, by a least-squares fit of a*cos + b*sin: exact for
 * a steady sine of known frequency over any window (a plain DTFT leaks its negative image).
 */
export function sineAmplitude(samples: Float32Array, frequency: number, sampleRate: number): number {
  const step = (2 * Math.PI * frequency) / sampleRate;
  let cc = 0;
  let ss = 0;
  let cs = 0;
  let xc = 0;
  let xs = 0;
  for (let n = 0; n < samples.length; n += 1) {
    const c = Math.cos(step * n);
    const s = Math.sin(step * n);
    const x = samples[n] ?? 0;
    cc += c * c;
    ss += s * s;
    cs += c * s;
    xc += x * c;
    xs += x * s;
  }
  const det = cc * ss - cs * cs;
  const a = (xc * ss - xs * cs) / det;
  const b = (xs * cc - xc * cs) / det;
  return Math.hypot(a, b);
}

export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) {
    const x = samples[i] ?? 0;
    sum += x * x;
  }
  return Math.sqrt(sum / Math.max(1, to - from));
}

export function energy(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) {
    const x = samples[i] ?? 0;
    sum += x * x;
  }
  return sum;
}

export const toDb = (ratio: number): number => 20 * Math.log10(ratio);
