/**
 * EQ on music asks only what the music reveals (issue 37): a centre frequency is offered only
 * where the loop's long-term spectrum has energy, so that no question boosts 63 Hz on a solo
 * flute. Pink noise and the student's file have every band.
 */
import { OCTAVE_NOMINAL_FREQUENCIES, THIRD_OCTAVE_NOMINAL_FREQUENCIES } from '../../audio/processors/iso-frequencies';
import type { SpectrumBand } from '../../audio/programme';
import type { Hertz } from '../../lib/units';
import type { EqResolution } from './eq-settings';

/**
 * A band is revealed when its level in the loop's long-term spectrum is within this many dB of
 * the loudest band of its width. CHOSEN_FROM_THE_MEASURED_SPECTRA
 */
export const REVEALED_WITHIN_DB = 20;

const powerOf = (db: number): number => 10 ** (db / 10);

/** The level of one band of `resolution` centred on `nominal`: a 1/3-octave band's own, an octave's three thirds' energy together. */
function bandLevelDb(levels: ReadonlyMap<number, number>, resolution: EqResolution, nominal: Hertz): number {
  if (resolution === 'third-octave') return levels.get(nominal) ?? -Infinity;
  const i = THIRD_OCTAVE_NOMINAL_FREQUENCIES.indexOf(nominal);
  const thirds = [i - 1, i, i + 1].map((j) => THIRD_OCTAVE_NOMINAL_FREQUENCIES[j]);
  const power = thirds.reduce((sum, f) => sum + (f === undefined ? 0 : powerOf(levels.get(f) ?? -Infinity)), 0);
  return 10 * Math.log10(power);
}

/**
 * The centre frequencies of `candidates` (of `resolution`) that a loop with `spectrum` (its 1/3-octave
 * long-term spectrum) reveals: within `withinDb` of its loudest band of the same width.
 */
export function revealedFrequencies(
  candidates: readonly Hertz[],
  resolution: EqResolution,
  spectrum: readonly SpectrumBand[],
  withinDb = REVEALED_WITHIN_DB,
): Hertz[] {
  const levels = new Map(spectrum.map((band) => [band.frequency, band.levelDb]));
  const all = resolution === 'octave' ? OCTAVE_NOMINAL_FREQUENCIES : THIRD_OCTAVE_NOMINAL_FREQUENCIES;
  const loudest = Math.max(...all.map((f) => bandLevelDb(levels, resolution, f)));
  return candidates.filter((f) => bandLevelDb(levels, resolution, f) >= loudest - withinDb);
}
