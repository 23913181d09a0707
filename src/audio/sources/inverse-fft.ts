/**
 * The complex inverse FFT of fft.js 4.0.4 (Fedor Indutny, MIT licence), the one transform the pink
 * noise needs, ported as it is: the same tables and the same radix-4 passes in the same order, so
 * it makes the same noise to the last bit (inverse-fft.test.ts holds it to fft.js). fft.js is one
 * CommonJS object of nine transforms that a bundle carries whole, with the bundler's CommonJS
 * interop; the pink-noise worker, which every exam page loads, needs this one. Analysis, which
 * needs the real transforms, still uses fft.js (analysis/spectrum.ts).
 *
 * Where fft.js multiplies by its direction (-1 for the inverse), this negates: the same number.
 */
export interface InverseFft {
  /** Complex points: a spectrum and its signal are `2 * size` numbers, real and imaginary interleaved. */
  readonly size: number;
  /** Writes the inverse transform of `spectrum` into `out` (another array), divided by `size`. */
  inverse(out: Float64Array, spectrum: Float64Array): void;
}

export function createInverseFft(size: number): InverseFft {
  if (size <= 1 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two and bigger than 1, got ${size}`);
  const csize = size * 2;
  const table = new Float64Array(csize);
  for (let i = 0; i < csize; i += 2) {
    const angle = (Math.PI * i) / size;
    table[i] = Math.cos(angle);
    table[i + 1] = -Math.sin(angle);
  }
  let power = 0;
  for (let t = 1; size > t; t <<= 1) power++;
  // The first pass is radix-2 (len 4) for an odd power of two, radix-4 (len 8) for an even one;
  // `bitrev` holds where each of its blocks reads (fft.js makes the table twice as long, its
  // second half unread).
  const width = power % 2 === 0 ? power - 1 : power;
  const bitrev = new Uint32Array(1 << (width - 1));
  for (let j = 0; j < bitrev.length; j++) {
    for (let shift = 0; shift < width - 1; shift += 2) bitrev[j] = (bitrev[j] as number) | (((j >>> shift) & 3) << (width - shift - 2));
  }

  const radix2 = (out: Float64Array, data: Float64Array, outOff: number, off: number, step: number): void => {
    const evenR = data[off] as number;
    const evenI = data[off + 1] as number;
    const oddR = data[off + step] as number;
    const oddI = data[off + step + 1] as number;
    out[outOff] = evenR + oddR;
    out[outOff + 1] = evenI + oddI;
    out[outOff + 2] = evenR - oddR;
    out[outOff + 3] = evenI - oddI;
  };

  const radix4 = (out: Float64Array, data: Float64Array, outOff: number, off: number, step: number): void => {
    const Ar = data[off] as number;
    const Ai = data[off + 1] as number;
    const Br = data[off + step] as number;
    const Bi = data[off + step + 1] as number;
    const Cr = data[off + 2 * step] as number;
    const Ci = data[off + 2 * step + 1] as number;
    const Dr = data[off + 3 * step] as number;
    const Di = data[off + 3 * step + 1] as number;
    const T0r = Ar + Cr;
    const T0i = Ai + Ci;
    const T1r = Ar - Cr;
    const T1i = Ai - Ci;
    const T2r = Br + Dr;
    const T2i = Bi + Di;
    const T3r = -(Br - Dr);
    const T3i = -(Bi - Di);
    out[outOff] = T0r + T2r;
    out[outOff + 1] = T0i + T2i;
    out[outOff + 2] = T1r + T3i;
    out[outOff + 3] = T1i - T3r;
    out[outOff + 4] = T0r - T2r;
    out[outOff + 5] = T0i - T2i;
    out[outOff + 6] = T1r - T3i;
    out[outOff + 7] = T1i + T3r;
  };

  const inverse = (out: Float64Array, data: Float64Array): void => {
    if (out === data) throw new Error('Input and output buffers must be different');
    let step = 1 << width;
    let len = (csize / step) << 1;
    const first = len === 4 ? radix2 : radix4;
    for (let outOff = 0, t = 0; outOff < csize; outOff += len, t++) first(out, data, outOff, bitrev[t] as number, step);

    for (step >>= 2; step >= 2; step >>= 2) {
      len = (csize / step) << 1;
      const quarterLen = len >>> 2;
      for (let outOff = 0; outOff < csize; outOff += len) {
        const limit = outOff + quarterLen;
        for (let i = outOff, k = 0; i < limit; i += 2, k += step) {
          const A = i;
          const B = A + quarterLen;
          const C = B + quarterLen;
          const D = C + quarterLen;
          const Ar = out[A] as number;
          const Ai = out[A + 1] as number;
          const Br = out[B] as number;
          const Bi = out[B + 1] as number;
          const Cr = out[C] as number;
          const Ci = out[C + 1] as number;
          const Dr = out[D] as number;
          const Di = out[D + 1] as number;

          const tableBr = table[k] as number;
          const tableBi = -(table[k + 1] as number);
          const MBr = Br * tableBr - Bi * tableBi;
          const MBi = Br * tableBi + Bi * tableBr;
          const tableCr = table[2 * k] as number;
          const tableCi = -(table[2 * k + 1] as number);
          const MCr = Cr * tableCr - Ci * tableCi;
          const MCi = Cr * tableCi + Ci * tableCr;
          const tableDr = table[3 * k] as number;
          const tableDi = -(table[3 * k + 1] as number);
          const MDr = Dr * tableDr - Di * tableDi;
          const MDi = Dr * tableDi + Di * tableDr;

          const T0r = Ar + MCr;
          const T0i = Ai + MCi;
          const T1r = Ar - MCr;
          const T1i = Ai - MCi;
          const T2r = MBr + MDr;
          const T2i = MBi + MDi;
          const T3r = -(MBr - MDr);
          const T3i = -(MBi - MDi);

          out[A] = T0r + T2r;
          out[A + 1] = T0i + T2i;
          out[B] = T1r + T3i;
          out[B + 1] = T1i - T3r;
          out[C] = T0r - T2r;
          out[C + 1] = T0i - T2i;
          out[D] = T1r - T3i;
          out[D + 1] = T1i + T3r;
        }
      }
    }
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / size;
  };

  return { size, inverse };
}
