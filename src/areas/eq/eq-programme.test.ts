import { describe, expect, it } from 'vitest';
import { THIRD_OCTAVE_NOMINAL_FREQUENCIES } from '../../audio/processors/iso-frequencies';
import { PROGRAMME_LOOP_IDS, programmeLoop, type SpectrumBand } from '../../audio/programme';
import { generateQuestionSet } from '../../exam-contract';
import { hz, type Hertz } from '../../lib/units';
import { eqDefinition } from './eq-definition';
import { eqCandidates, REVEALED_WITHIN_DB, revealedFrequencies } from './eq-programme';
import { centreFrequencies, type EqSettings } from './eq-settings';

const FULL = { rangeFrom: hz(63), rangeTo: hz(16000) } as const;
const settings = (over: Partial<EqSettings> = {}): EqSettings => ({ ...eqDefinition.defaultSettings, ...FULL, ...over });
const levelsOf = (id: (typeof PROGRAMME_LOOP_IDS)[number]) => new Map(programmeLoop(id).thirdOctaveSpectrum.map((b) => [b.frequency, b.levelDb]));

/** An octave's level as the sum of its three thirds' power, computed here from the spectrum itself. */
function octaveLevel(levels: Map<number, number>, nominal: number): number {
  const i = THIRD_OCTAVE_NOMINAL_FREQUENCIES.indexOf(hz(nominal));
  const power = [i - 1, i, i + 1].reduce((sum, j) => sum + 10 ** ((levels.get(THIRD_OCTAVE_NOMINAL_FREQUENCIES[j] ?? 0) ?? -Infinity) / 10), 0);
  return 10 * Math.log10(power);
}

describe('the bands a loop reveals', () => {
  it('are the 1/3-octave bands within 20 dB of the loudest, the edge included', () => {
    const spectrum: SpectrumBand[] = THIRD_OCTAVE_NOMINAL_FREQUENCIES.map((frequency, i) => ({ frequency, levelDb: -2 * i }));
    const thirds = centreFrequencies('third-octave', FULL.rangeFrom, FULL.rangeTo);
    // 20 Hz is the loudest (0 dB); 10 thirds later, 200 Hz lies exactly 20 dB below it.
    expect(revealedFrequencies(thirds, 'third-octave', spectrum)).toEqual(thirds.filter((f) => f <= 200));
    expect(revealedFrequencies(thirds, 'third-octave', spectrum, 14)).toEqual(thirds.filter((f) => f <= 100));
  });

  it('count an octave by its three thirds together: a dip in its middle third does not hide it', () => {
    const flat = (frequency: Hertz): SpectrumBand => ({ frequency, levelDb: frequency === 1000 ? -40 : 0 });
    const spectrum = THIRD_OCTAVE_NOMINAL_FREQUENCIES.map(flat);
    expect(revealedFrequencies([hz(1000)], 'third-octave', spectrum)).toEqual([]);
    // Its neighbours 800 Hz and 1.25 kHz carry two thirds of a full octave's power: 1.8 dB down.
    expect(revealedFrequencies([hz(1000)], 'octave', spectrum, 1.7)).toEqual([]);
    expect(revealedFrequencies([hz(1000)], 'octave', spectrum, 1.8)).toEqual([hz(1000)]);
  });

  it.each(PROGRAMME_LOOP_IDS)("of the %s loop: every third offered lies within 20 dB of its loudest, every other below", (id) => {
    const levels = levelsOf(id);
    const loudest = Math.max(...levels.values());
    const thirds = centreFrequencies('third-octave', FULL.rangeFrom, FULL.rangeTo);
    const offered = new Set(eqCandidates(settings({ resolution: 'third-octave' }), { programme: id }));
    for (const f of thirds) expect(offered.has(f), `${f} Hz at ${levels.get(f)} dB`).toBe((levels.get(f) ?? -Infinity) >= loudest - REVEALED_WITHIN_DB);
    const octaves = centreFrequencies('octave', FULL.rangeFrom, FULL.rangeTo);
    const loudestOctave = Math.max(...[31.5, ...octaves].map((f) => octaveLevel(levels, f)));
    const offeredOctaves = new Set(eqCandidates(settings({ resolution: 'octave' }), { programme: id }));
    for (const f of octaves) expect(offeredOctaves.has(f), `octave ${f} Hz`).toBe(octaveLevel(levels, f) >= loudestOctave - REVEALED_WITHIN_DB);
  });

  it('leave the figures the rule was chosen by: the piano, the solo guitar, the drum kit', () => {
    const thirds = (id: (typeof PROGRAMME_LOOP_IDS)[number]) => eqCandidates(settings({ resolution: 'third-octave' }), { programme: id });
    const octaves = (id: (typeof PROGRAMME_LOOP_IDS)[number]) => eqCandidates(settings({ resolution: 'octave' }), { programme: id });
    expect(thirds('piano')).toEqual(centreFrequencies('third-octave', hz(80), hz(2500)));
    expect(octaves('piano')).toEqual(centreFrequencies('octave', hz(63), hz(2000)));
    expect(thirds('acoustic-guitar')).toEqual(centreFrequencies('third-octave', hz(100), hz(6300)));
    expect(octaves('acoustic-guitar')).toEqual(centreFrequencies('octave', hz(125), hz(8000)));
    expect(thirds('drum-kit')).toEqual(centreFrequencies('third-octave', FULL.rangeFrom, FULL.rangeTo).filter((f) => f !== 1250));
    expect(octaves('drum-kit')).toEqual(centreFrequencies('octave', FULL.rangeFrom, FULL.rangeTo));
  });
});

describe('EQ questions on a loop', () => {
  it('ask only bands the loop reveals, each of them over many seeds; pink noise asks the whole range as before', () => {
    const s = settings({ resolution: 'third-octave', bandCount: 2 });
    const asked = (programme: 'piano' | null) =>
      new Set(generateQuestionSet(eqDefinition, 5, s, 600, { programme }).flatMap((q) => q.bands.map((b) => b.frequency)));
    expect([...asked('piano')].sort((a, b) => a - b)).toEqual(centreFrequencies('third-octave', hz(80), hz(2500)));
    expect([...asked(null)].sort((a, b) => a - b)).toEqual(centreFrequencies('third-octave', FULL.rangeFrom, FULL.rangeTo));
    expect(generateQuestionSet(eqDefinition, 5, s, 20, { programme: null })).toEqual(generateQuestionSet(eqDefinition, 5, s, 20));
  });

  it('are refused, before Start, where the loop reveals fewer bands in the range than the settings ask', () => {
    const high = { resolution: 'octave', bandCount: 1, rangeFrom: hz(4000), rangeTo: hz(16000) } as const;
    expect(eqDefinition.validateSettings(settings(high))).toMatchObject({ ok: true });
    expect(eqDefinition.validateSettings(settings(high), { programme: 'piano' })).toEqual({ ok: false, errors: { rangeTo: 'eq:validation.notEnoughBandsOnLoop' } });
    // Three thirds of 1.6 to 2.5 kHz are on the piano; a fourth band would not be.
    const upper = { resolution: 'third-octave', rangeFrom: hz(1600), rangeTo: hz(3150) } as const;
    expect(eqDefinition.validateSettings(settings({ ...upper, bandCount: 3 }), { programme: 'piano' })).toMatchObject({ ok: true });
    expect(eqDefinition.validateSettings(settings({ ...upper, bandCount: 3, rangeTo: hz(2500) }), { programme: 'piano' })).toMatchObject({ ok: true });
    expect(eqDefinition.validateSettings(settings({ ...upper, bandCount: 3, rangeFrom: hz(2000) }), { programme: 'piano' })).toMatchObject({ ok: false });
  });
});
