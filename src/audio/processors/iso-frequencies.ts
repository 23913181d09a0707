/**
 * ISO 266 preferred frequencies from 20 Hz to 20 kHz: the nominal labels of octave and
 * one-third-octave bands, and the exact base-10 centres (1000 * 10^(n/10)) they stand for.
 */
import { hz, type Hertz } from '../../lib/units';

export const THIRD_OCTAVE_NOMINAL_FREQUENCIES: readonly Hertz[] = [
  20, 25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500,
  3150, 4000, 5000, 6300, 8000, 10000, 12500, 16000, 20000,
].map(hz);

export const OCTAVE_NOMINAL_FREQUENCIES: readonly Hertz[] = [31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000, 16000].map(hz);

/** Exact centre of the band whose nominal label is `nominal` (e.g. 31.5 -> 31.62 Hz). */
export function exactCentreFrequency(nominal: Hertz): Hertz {
  const index = Math.round(10 * Math.log10(nominal / 1000));
  return hz(1000 * Math.pow(10, index / 10));
}
