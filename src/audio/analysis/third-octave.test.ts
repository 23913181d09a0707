import { describe, expect, it } from 'vitest';
import { whiteNoise } from '../testing/signals';
import { averagedPowerSpectrum } from './spectrum';
import { exactThirdOctaveCentre, fitSpectralSlope, PINK_SLOPE_DB_PER_OCTAVE, thirdOctaveBands, type ThirdOctaveBand } from './third-octave';

describe('third-octave bands', () => {
  it('uses the base-ten exact centres', () => {
    expect(exactThirdOctaveCentre(31.5)).toBeCloseTo(31.6228, 3);
    expect(exactThirdOctaveCentre(1000)).toBe(1000);
    expect(exactThirdOctaveCentre(16000)).toBeCloseTo(15848.93, 1);
  });

  it('finds white noise flat in density and +1 dB per band in level', () => {
    const rate = 48_000;
    const spectrum = averagedPowerSpectrum(whiteNoise(rate * 20, 3), { sampleRate: rate, size: 8192 });
    const bands = thirdOctaveBands(spectrum, 200, 16000);
    expect(fitSpectralSlope(bands, 0).slopeDbPerOctave).toBeCloseTo(0, 1);
    // Band level grows with bandwidth: 10 log10(2) dB per octave.
    const [first, last] = [bands[0], bands.at(-1)];
    if (!first || !last) throw new Error('expected bands');
    const levelSlope = (last.level - first.level) / Math.log2(last.centre / first.centre);
    expect(levelSlope).toBeCloseTo(3.01, 0);
    const total = bands.reduce((sum, band) => sum + band.power, 0);
    expect(total).toBeGreaterThan(0);
  });

  it('fits slope and worst deviation from a reference line', () => {
    const make = (centre: number, density: number): ThirdOctaveBand => ({
      nominal: centre,
      centre: centre as ThirdOctaveBand['centre'],
      lower: centre as ThirdOctaveBand['lower'],
      upper: centre as ThirdOctaveBand['upper'],
      power: 0,
      level: 0 as ThirdOctaveBand['level'],
      density: density as ThirdOctaveBand['density'],
    });
    const ideal = [100, 200, 400, 800].map((f) => make(f, 10 + PINK_SLOPE_DB_PER_OCTAVE * Math.log2(f / 100)));
    const fit = fitSpectralSlope(ideal, PINK_SLOPE_DB_PER_OCTAVE);
    expect(fit.slopeDbPerOctave).toBeCloseTo(-3.0103, 6);
    expect(fit.worstDeviationDb).toBeCloseTo(0, 9);
    const bumped = ideal.map((band, i) => (i === 2 ? make(band.centre, band.density + 1) : band));
    expect(fitSpectralSlope(bumped, PINK_SLOPE_DB_PER_OCTAVE).worstDeviationDb).toBeCloseTo(0.75, 6);
  });
});
