/**
 * One-third-octave band levels (IEC 61260-1, base-ten: centres 1000 * 10^(n/10), edges
 * centre * 10^(+-1/20)) summed from a power spectrum, and a straight-line fit of the
 * spectral density across bands (how pink noise is judged).
 */
import { powerToDb, type Decibels, type Hertz } from '../../lib/units';
import { bandPower, type PowerSpectrum } from './spectrum';

/** Nominal labels 20 Hz to 20 kHz (ISO 266). */
export const THIRD_OCTAVE_NOMINALS: readonly number[] = [
  20, 25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150,
  4000, 5000, 6300, 8000, 10000, 12500, 16000, 20000,
];

export interface ThirdOctaveBand {
  nominal: number;
  centre: Hertz;
  lower: Hertz;
  upper: Hertz;
  /** Mean square falling into the band. */
  power: number;
  /** Band level, 10 log10(power). */
  level: Decibels;
  /** Level per hertz, 10 log10(power / bandwidth): flat for white noise, -3.01 dB/oct for pink. */
  density: Decibels;
}

export function exactThirdOctaveCentre(nominal: number): Hertz {
  const index = Math.round(10 * Math.log10(nominal / 1000));
  return (1000 * Math.pow(10, index / 10)) as Hertz;
}

export function thirdOctaveBands(spectrum: PowerSpectrum, from = 20, to = 20000): ThirdOctaveBand[] {
  const nyquist = spectrum.sampleRate / 2;
  return THIRD_OCTAVE_NOMINALS.filter((nominal) => nominal >= from && nominal <= to).flatMap((nominal) => {
    const centre = exactThirdOctaveCentre(nominal);
    const lower = (centre * Math.pow(10, -1 / 20)) as Hertz;
    const upper = (centre * Math.pow(10, 1 / 20)) as Hertz;
    if (upper > nyquist) return [];
    const power = bandPower(spectrum, lower, upper);
    return [{ nominal, centre, lower, upper, power, level: powerToDb(power), density: powerToDb(power / (upper - lower)) }];
  });
}

export interface SlopeFit {
  /** Least-squares slope of band density against log2(frequency), dB per octave. */
  slopeDbPerOctave: number;
  /**
   * Largest |density - line| where the line has the reference slope and the offset that fits
   * best (the mean); this is how far a band strays from ideal pink (or any reference tilt).
   */
  worstDeviationDb: number;
}

export function fitSpectralSlope(bands: readonly ThirdOctaveBand[], referenceSlope: number): SlopeFit {
  if (bands.length < 2) throw new RangeError('need at least two bands to fit a slope');
  const xs = bands.map((band) => Math.log2(band.centre));
  const ys = bands.map((band) => band.density);
  const n = bands.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - meanX) * ((ys[i] as number) - meanY);
    sxx += (x - meanX) * (x - meanX);
  });
  const offset = meanY - referenceSlope * meanX;
  const worstDeviationDb = Math.max(...xs.map((x, i) => Math.abs((ys[i] as number) - (offset + referenceSlope * x))));
  return { slopeDbPerOctave: sxy / sxx, worstDeviationDb };
}

/** The slope of ideal pink noise: power halves per octave, -10 log10(2) dB. */
export const PINK_SLOPE_DB_PER_OCTAVE = -10 * Math.log10(2);
