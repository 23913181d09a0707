import { describe, expect, it } from 'vitest';
import { butterworth, filterInPlace, octaveBandFilter, OCTAVE_BAND_CENTRES, sectionsMagnitude } from './octave-bands';

const FS = 48_000;
const db = (x: number): number => 20 * Math.log10(x);

describe('butterworth', () => {
  it.each([1, 2, 3, 4, 6])('order %i is -3.01 dB at the cut-off and falls 6n dB per octave', (order) => {
    const lowpass = butterworth('lowpass', order, 1000, FS);
    expect(db(sectionsMagnitude(lowpass, 1000, FS))).toBeCloseTo(-3.0103, 3);
    expect(db(sectionsMagnitude(lowpass, 1, FS))).toBeCloseTo(0, 4);
    // Bilinear warping makes the digital skirt a little steeper than the analogue 6n dB/oct.
    const perOctave = db(sectionsMagnitude(lowpass, 8000, FS)) - db(sectionsMagnitude(lowpass, 4000, FS));
    expect(perOctave).toBeLessThan(-6 * order + 0.5);
    expect(perOctave).toBeGreaterThan(-6 * order - 5);
  });

  it('low- and high-pass of one order and cut-off are power complementary', () => {
    for (const order of [2, 3, 4]) {
      const low = butterworth('lowpass', order, 707, FS);
      const high = butterworth('highpass', order, 707, FS);
      for (const f of [20, 300, 707, 1200, 9000]) {
        const sum = sectionsMagnitude(low, f, FS) ** 2 + sectionsMagnitude(high, f, FS) ** 2;
        expect(sum).toBeCloseTo(1, 9);
      }
    }
  });

  it('filterInPlace realises the designed response (steady sine)', () => {
    const sections = butterworth('highpass', 3, 500, FS);
    const data = new Float64Array(FS);
    for (let n = 0; n < data.length; n++) data[n] = Math.sin((2 * Math.PI * 250 * n) / FS);
    filterInPlace(data, sections);
    let peak = 0;
    for (let n = FS / 2; n < FS; n++) peak = Math.max(peak, Math.abs(data[n] as number));
    expect(peak).toBeCloseTo(sectionsMagnitude(sections, 250, FS), 4);
  });

  it('rejects a cut-off at or above Nyquist', () => {
    expect(() => butterworth('lowpass', 2, 24_000, FS)).toThrow(RangeError);
  });
});

describe('octave band filter', () => {
  it('passes its centre, is about -3 dB at the edges and strongly rejects the neighbouring octaves', () => {
    for (const centre of OCTAVE_BAND_CENTRES.slice(1, -1)) {
      const band = octaveBandFilter(centre, FS);
      expect(Math.abs(db(sectionsMagnitude(band, centre, FS)))).toBeLessThan(0.2);
      expect(db(sectionsMagnitude(band, centre * Math.SQRT2, FS))).toBeCloseTo(-3, 0);
      expect(db(sectionsMagnitude(band, centre / Math.SQRT2, FS))).toBeCloseTo(-3, 0);
      expect(db(sectionsMagnitude(band, centre * 2, FS))).toBeLessThan(-15);
      expect(db(sectionsMagnitude(band, centre / 2, FS))).toBeLessThan(-15);
    }
  });
});
