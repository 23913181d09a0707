/**
 * Octave bands (base-2 centres 1000 * 2^k, edges a half octave either side) and the
 * Butterworth filters that split a signal into them. Digital Butterworth by the bilinear
 * transform, prewarped at the cut-off, so a low-pass and a high-pass of the same order and
 * cut-off are power complementary (|LP|^2 + |HP|^2 = 1 at every frequency).
 */

/** Normalised second-order section (a0 = 1); a first-order section has b2 = a2 = 0. */
export interface Section {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

export { OCTAVE_BAND_CENTRES, RT60_BAND_CENTRES } from './octave-band-centres';

export function octaveBandEdges(centre: number): [number, number] {
  return [centre / Math.SQRT2, centre * Math.SQRT2];
}

/** Butterworth low- or high-pass of `order` at `cutoff` Hz as cascaded sections. */
export function butterworth(kind: 'lowpass' | 'highpass', order: number, cutoff: number, sampleRate: number): Section[] {
  if (!Number.isInteger(order) || order < 1) throw new RangeError(`order must be a positive integer, got ${order}`);
  if (!(cutoff > 0 && cutoff < sampleRate / 2)) throw new RangeError(`cut-off ${cutoff} Hz outside (0, ${sampleRate / 2})`);
  const k = Math.tan((Math.PI * cutoff) / sampleRate);
  const sections: Section[] = [];
  for (let i = 1; i <= Math.floor(order / 2); i++) {
    // Pole pair i of the analogue prototype: s^2 + 2 sin((2i - 1) pi / 2n) s + 1.
    const twoSin = 2 * Math.sin(((2 * i - 1) * Math.PI) / (2 * order));
    const norm = 1 / (1 + twoSin * k + k * k);
    const a1 = 2 * (k * k - 1) * norm;
    const a2 = (1 - twoSin * k + k * k) * norm;
    sections.push(
      kind === 'lowpass'
        ? { b0: k * k * norm, b1: 2 * k * k * norm, b2: k * k * norm, a1, a2 }
        : { b0: norm, b1: -2 * norm, b2: norm, a1, a2 },
    );
  }
  if (order % 2 === 1) {
    const norm = 1 / (1 + k);
    const a1 = (k - 1) * norm;
    sections.push(kind === 'lowpass' ? { b0: k * norm, b1: k * norm, b2: 0, a1, a2: 0 } : { b0: norm, b1: -norm, b2: 0, a1, a2: 0 });
  }
  return sections;
}

/**
 * Band-pass for one octave band: high-pass at the lower edge, low-pass at the upper edge
 * (order 6: -3 dB at each edge, -0.13 dB at the centre, -18 dB at the neighbouring centres).
 */
export function octaveBandFilter(centre: number, sampleRate: number, order = 6): Section[] {
  const [low, high] = octaveBandEdges(centre);
  const sections = butterworth('highpass', order, low, sampleRate);
  if (high < sampleRate / 2) sections.push(...butterworth('lowpass', order, high, sampleRate));
  return sections;
}

/** Filters `data` in place through the sections (transposed direct form II, double state). */
export function filterInPlace(data: Float32Array | Float64Array, sections: readonly Section[]): void {
  for (const { b0, b1, b2, a1, a2 } of sections) {
    let z1 = 0;
    let z2 = 0;
    for (let n = 0; n < data.length; n++) {
      const x = data[n] as number;
      const y = b0 * x + z1;
      z1 = b1 * x - a1 * y + z2;
      z2 = b2 * x - a2 * y;
      data[n] = y;
    }
  }
}

/** |H(f)| of cascaded sections. */
export function sectionsMagnitude(sections: readonly Section[], frequency: number, sampleRate: number): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const [c1, s1, c2, s2] = [Math.cos(w), Math.sin(w), Math.cos(2 * w), Math.sin(2 * w)];
  let magnitude = 1;
  for (const { b0, b1, b2, a1, a2 } of sections) {
    const num = Math.hypot(b0 + b1 * c1 + b2 * c2, b1 * s1 + b2 * s2);
    const den = Math.hypot(1 + a1 * c1 + a2 * c2, a1 * s1 + a2 * s2);
    magnitude *= num / den;
  }
  return magnitude;
}

/**
 * The octave band of `samples` around `centre`, filtered backwards in time so the filter's own
 * ringing lands before, not after, the decay being measured (ISO 3382-1 allows this).
 */
export function octaveBand(samples: ArrayLike<number>, centre: number, sampleRate: number, order = 6): Float64Array {
  const reversed = new Float64Array(samples.length);
  for (let n = 0; n < samples.length; n++) reversed[samples.length - 1 - n] = samples[n] as number;
  filterInPlace(reversed, octaveBandFilter(centre, sampleRate, order));
  return reversed.reverse();
}
