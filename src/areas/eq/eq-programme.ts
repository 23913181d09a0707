/**
 * EQ on music asks only what the music reveals (issue 37): a centre frequency is offered only
 * where the loop's long-term spectrum has energy, so that no question boosts 63 Hz on a solo
 * flute. Pink noise and the student's file have every band.
 */
import { OCTAVE_NOMINAL_FREQUENCIES, THIRD_OCTAVE_NOMINAL_FREQUENCIES } from '../../audio/processors/iso-frequencies';
import { programmeLoop, type SpectrumBand } from '../../audio/programme';
import type { QuestionContext, SettingsValidation } from '../../exam-contract';
import type { Hertz } from '../../lib/units';
import { centreFrequencies, EQ_MESSAGES, validateEqSettings, type EqResolution, type EqSettings } from './eq-settings';

/**
 * A band is revealed when its level in the loop's long-term spectrum is within this many dB of
 * the loudest band of its width. Chosen from the library's measured spectra
 * (public/audio/programme/manifest.json), over EQ's full range of 25 thirds and 9 octaves
 * (63 Hz to 16 kHz): at 20 dB the solo piano keeps 80 Hz to 2.5 kHz (16 thirds; octaves 63 Hz to
 * 2 kHz), the solo guitar 100 Hz to 6.3 kHz (19; octaves 125 Hz to 8 kHz), the drum kit every
 * octave and every third but 1.25 kHz (-20.7 dB), the band and the jazz trio everything. 15 dB
 * would take the piano's 2 kHz (-16.9) and the drum kit's whole middle, 315 Hz to 2.5 kHz (-13 to
 * -20 dB, where its snare and toms ring), which are heard changing; 25 dB would add the piano's
 * 3.15 kHz at -24.9 dB, a band with a three-hundredth of the loudest one's power, whose 6 dB cut
 * the listener hears as nothing, and its 8 kHz third, at -50 dB, stays out at any sensible figure.
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

/**
 * The centre frequencies a question of `settings` may use when played in `context`: those of its
 * range, and on a loop only those the loop reveals. Pink noise and files: the whole range, drawn
 * as before, so that a seed makes the same questions.
 */
export function eqCandidates(settings: Pick<EqSettings, 'resolution' | 'rangeFrom' | 'rangeTo'>, context?: QuestionContext): Hertz[] {
  const inRange = centreFrequencies(settings.resolution, settings.rangeFrom, settings.rangeTo);
  if (!context?.programme) return inRange;
  return revealedFrequencies(inRange, settings.resolution, programmeLoop(context.programme).thirdOctaveSpectrum);
}

/** EQ's settings, checked for the material too: on a loop, no more bands than it reveals in the range. */
export function validateEqSettingsFor(input: unknown, context?: QuestionContext): SettingsValidation<EqSettings> {
  const checked = validateEqSettings(input);
  if (!checked.ok || eqCandidates(checked.settings, context).length >= checked.settings.bandCount) return checked;
  return { ok: false, errors: { rangeTo: EQ_MESSAGES.notEnoughBandsOnLoop } };
}
