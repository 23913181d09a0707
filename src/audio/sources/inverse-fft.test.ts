import FFT from 'fft.js';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../lib/rng';
import { createInverseFft } from './inverse-fft';

/** fft.js's inverse transform, the reference the port must equal. */
function referenceInverse(spectrum: Float64Array): Float64Array {
  const out = new Float64Array(spectrum.length);
  new FFT(spectrum.length / 2).inverseTransform(out, spectrum);
  return out;
}

/** Bit for bit (the pink noise made from it must be the noise made before): the first index that differs, or -1. */
function firstDifference(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) return 0;
  const bitsA = new BigUint64Array(a.buffer, a.byteOffset, a.length);
  const bitsB = new BigUint64Array(b.buffer, b.byteOffset, b.length);
  return bitsA.findIndex((bits, i) => bits !== bitsB[i]);
}

function randomSpectrum(size: number, seed: number): Float64Array {
  const rng = createRng(seed);
  return Float64Array.from({ length: 2 * size }, () => 2 * rng.next() - 1);
}

describe('the inverse FFT ported from fft.js', () => {
  it('gives exactly what fft.js gives, for odd and even powers of two', () => {
    for (let power = 1; power <= 16; power++) {
      const size = 1 << power;
      const spectrum = randomSpectrum(size, power);
      const out = new Float64Array(2 * size);
      createInverseFft(size).inverse(out, spectrum);
      expect(firstDifference(out, referenceInverse(spectrum)), `size ${size}`).toBe(-1);
    }
  });

  it('gives exactly what fft.js gives at the pink noise length of 44.1 and 48 kHz', () => {
    const size = 1 << 19;
    const spectrum = randomSpectrum(size, 7);
    const out = new Float64Array(2 * size);
    createInverseFft(size).inverse(out, spectrum);
    expect(firstDifference(out, referenceInverse(spectrum))).toBe(-1);
  });

  it('turns a single bin into its complex exponential', () => {
    const size = 64;
    const spectrum = new Float64Array(2 * size);
    spectrum[2 * 3] = 1;
    const out = new Float64Array(2 * size);
    createInverseFft(size).inverse(out, spectrum);
    for (let n = 0; n < size; n++) {
      expect(out[2 * n]).toBeCloseTo(Math.cos((2 * Math.PI * 3 * n) / size) / size, 12);
      expect(out[2 * n + 1]).toBeCloseTo(Math.sin((2 * Math.PI * 3 * n) / size) / size, 12);
    }
  });

  it('refuses a size that is not a power of two, and writing over its input', () => {
    expect(() => createInverseFft(12)).toThrow(RangeError);
    expect(() => createInverseFft(1)).toThrow(RangeError);
    const data = new Float64Array(8);
    expect(() => createInverseFft(4).inverse(data, data)).toThrow();
  });
});
