import { describe, expect, it } from 'vitest';
import { generateQuestionSet, scoreExam } from '../../exam-contract';
import { createRng } from '../../lib/rng';
import { dB, hz, qFromBandwidth } from '../../lib/units';
import { eqDefinition } from './eq-definition';
import type { EqQuestion } from './eq-question';
import {
  centreFrequencies,
  EQ_BAND_COUNTS,
  EQ_RESOLUTIONS,
  GAIN_DIRECTIONS,
  GAIN_MAGNITUDES,
  RANGE_FREQUENCIES,
  type EqSettings,
} from './eq-settings';

const settings = (over: Partial<EqSettings> = {}): EqSettings => ({ ...eqDefinition.defaultSettings, ...over });

describe('EQ settings validation', () => {
  it('says Required for every empty field', () => {
    const result = eqDefinition.validateSettings({ resolution: null, bandCount: '', gainDirection: undefined, gainMagnitude: null, rangeFrom: null, rangeTo: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        resolution: 'common:validation.required',
        bandCount: 'common:validation.required',
        gainDirection: 'common:validation.required',
        gainMagnitude: 'common:validation.required',
        rangeFrom: 'common:validation.required',
        rangeTo: 'common:validation.required',
      },
    });
    expect(eqDefinition.validateSettings(null).ok).toBe(false);
  });

  it('rejects values off the lists', () => {
    const result = eqDefinition.validateSettings({ ...settings(), rangeFrom: 1001, bandCount: 4, gainMagnitude: 7 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({ rangeFrom: 'eq:validation.invalid', bandCount: 'eq:validation.invalid', gainMagnitude: 'eq:validation.invalid' });
    }
  });

  it('needs from below to', () => {
    const same = eqDefinition.validateSettings(settings({ rangeFrom: hz(1000), rangeTo: hz(1000) }));
    const reversed = eqDefinition.validateSettings(settings({ rangeFrom: hz(2000), rangeTo: hz(500) }));
    expect(same).toEqual({ ok: false, errors: { rangeTo: 'eq:validation.rangeOrder' } });
    expect(reversed).toEqual({ ok: false, errors: { rangeTo: 'eq:validation.rangeOrder' } });
  });

  it('needs enough centre frequencies in range for the number of bands', () => {
    // 800 Hz to 1.6 kHz holds one octave centre (1 kHz) but four 1/3-octave centres.
    const narrow = { rangeFrom: hz(800), rangeTo: hz(1600) };
    expect(eqDefinition.validateSettings(settings({ ...narrow, bandCount: 1 })).ok).toBe(true);
    expect(eqDefinition.validateSettings(settings({ ...narrow, bandCount: 2 }))).toEqual({
      ok: false,
      errors: { rangeTo: 'eq:validation.notEnoughBands' },
    });
    expect(eqDefinition.validateSettings(settings({ ...narrow, bandCount: 3, resolution: 'third-octave' })).ok).toBe(true);
  });
});

function allSettings(): EqSettings[] {
  const out: EqSettings[] = [];
  const ranges: [number, number][] = [[20, 20000], [63, 16000], [800, 1600], [250, 2000], [31.5, 63]];
  for (const resolution of EQ_RESOLUTIONS)
    for (const bandCount of EQ_BAND_COUNTS)
      for (const gainDirection of GAIN_DIRECTIONS)
        for (const gainMagnitude of GAIN_MAGNITUDES)
          for (const [from, to] of ranges) {
            const candidate = { resolution, bandCount, gainDirection, gainMagnitude, rangeFrom: hz(from), rangeTo: hz(to) };
            if (eqDefinition.validateSettings(candidate).ok) out.push(candidate);
          }
  return out;
}

describe('EQ question generator', () => {
  it('respects range, resolution, band count and gain combination over many seeds', () => {
    const combos = allSettings();
    expect(combos.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => void (ok || problems.push(what));
    const magnitudesSeen = new Set<number>();
    let questions = 0;
    for (const [k, s] of combos.entries()) {
      const candidates = new Set<number>(centreFrequencies(s.resolution, s.rangeFrom, s.rangeTo));
      const signs = new Set<number>();
      const expectedQ = s.resolution === 'octave' ? 1.4142 : 4.3185;
      for (let seed = 0; seed < 30; seed++) {
        const q = eqDefinition.generateQuestion(createRng(seed * 7919 + k), s);
        questions++;
        const at = `${JSON.stringify(s)} seed ${seed}: ${JSON.stringify(q)}`;
        check(q.bands.length === s.bandCount, `band count ${at}`);
        check(Math.abs(q.q - expectedQ) < 1e-3, `Q ${at}`);
        check(q.asksDirection === (s.gainDirection === 'boost-cut'), `asksDirection ${at}`);
        const freqs = q.bands.map((band) => band.frequency);
        check(new Set(freqs).size === freqs.length, `distinct ${at}`);
        check(freqs.every((f, i) => i === 0 || f > (freqs[i - 1] ?? 0)), `ascending ${at}`);
        for (const band of q.bands) {
          check(candidates.has(band.frequency) && band.frequency >= s.rangeFrom && band.frequency <= s.rangeTo, `range ${at}`);
          check(Math.abs(band.gain) === s.gainMagnitude, `magnitude ${at}`);
          check(s.gainDirection !== 'boost' || band.gain > 0, `boost ${at}`);
          check(s.gainDirection !== 'cut' || band.gain < 0, `cut ${at}`);
          magnitudesSeen.add(Math.abs(band.gain));
          signs.add(Math.sign(band.gain));
        }
      }
      check(s.gainDirection !== 'boost-cut' || signs.size === 2, `both signs for ${JSON.stringify(s)}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(questions).toBeGreaterThan(3000);
    expect(magnitudesSeen).toEqual(new Set(GAIN_MAGNITUDES));
  });

  it('uses every centre frequency of the range over many seeds', () => {
    const s = settings({ resolution: 'third-octave', rangeFrom: hz(250), rangeTo: hz(2000) });
    const seen = new Set(generateQuestionSet(eqDefinition, 99, s, 400).flatMap((q) => q.bands.map((b) => b.frequency)));
    expect([...seen].sort((a, b) => a - b)).toEqual(centreFrequencies('third-octave', hz(250), hz(2000)));
  });

  it('builds one EQ stage with a band per question band at the exact ISO centre', () => {
    const question: EqQuestion = {
      resolution: 'third-octave',
      q: qFromBandwidth(1 / 3),
      asksDirection: true,
      bands: [{ frequency: hz(31.5), gain: dB(-6) }, { frequency: hz(1000), gain: dB(6) }],
    };
    const processing = eqDefinition.buildProcessing(question);
    expect(processing.chain).toHaveLength(1);
    const stage = processing.chain[0];
    expect(stage?.kind).toBe('eq');
    if (stage?.kind !== 'eq') return;
    expect(stage.bands.map((b) => b.gain)).toEqual([-6, 6]);
    expect(stage.bands[0]?.frequency).toBeCloseTo(31.62, 2);
    expect(stage.bands[1]?.frequency).toBeCloseTo(1000, 6);
    expect(stage.bands.every((b) => b.q === question.q)).toBe(true);
  });
});

describe('EQ answers and scoring', () => {
  const question: EqQuestion = {
    resolution: 'octave',
    q: qFromBandwidth(1),
    asksDirection: true,
    bands: [{ frequency: hz(250), gain: dB(9) }, { frequency: hz(4000), gain: dB(-9) }],
  };

  it('parses well-formed answers and rejects the rest', () => {
    expect(eqDefinition.parseAnswer({ bands: [{ frequency: 1000, direction: 'cut' }] })).toEqual({ bands: [{ frequency: 1000, direction: 'cut' }] });
    expect(eqDefinition.parseAnswer({ bands: [{ frequency: 1000 }] })).toEqual({ bands: [{ frequency: 1000, direction: null }] });
    for (const bad of [null, 'x', {}, { bands: [] }, { bands: [{ frequency: 1001 }] }, { bands: [{ frequency: 1000, direction: 'up' }] }, { bands: Array(4).fill({ frequency: 1000 }) }]) {
      expect(eqDefinition.parseAnswer(bad)).toBeNull();
    }
  });

  it('gives full credit for exact bands in any order', () => {
    const r = eqDefinition.score(question, { bands: [{ frequency: hz(4000), direction: 'cut' }, { frequency: hz(250), direction: 'boost' }] });
    expect(r).toMatchObject({ credit: 1, correct: true });
    expect(r.details).toMatchObject({ band0OctavesOff: 0, band1OctavesOff: 0 });
  });

  it('says how many octaves a wrong band was off', () => {
    const r = eqDefinition.score(question, { bands: [{ frequency: hz(250), direction: 'boost' }, { frequency: hz(1000), direction: 'cut' }] });
    expect(r.credit).toBe(0.5);
    expect(r.correct).toBe(false);
    expect(r.details).toMatchObject({ band1Frequency: 4000, band1AnsweredFrequency: 1000, band1OctavesOff: -2, band1Credit: 0 });
    const third = eqDefinition.score({ ...question, bands: [{ frequency: hz(1000), gain: dB(3) }] }, { bands: [{ frequency: hz(1250), direction: 'boost' }] });
    expect(third.details?.band0OctavesOff).toBeCloseTo(1 / 3, 1);
  });

  it('gives a band no credit however near the miss: one octave, or one third of one', () => {
    const octave = eqDefinition.score(question, { bands: [{ frequency: hz(250), direction: 'boost' }, { frequency: hz(2000), direction: 'cut' }] });
    expect(octave).toMatchObject({ credit: 0.5, correct: false });
    expect(octave.details).toMatchObject({ band1OctavesOff: -1, band1Credit: 0 });
    const thirdQuestion: EqQuestion = { ...question, resolution: 'third-octave', bands: [{ frequency: hz(1000), gain: dB(6) }] };
    for (const frequency of [800, 1250]) {
      const third = eqDefinition.score(thirdQuestion, { bands: [{ frequency: hz(frequency), direction: 'boost' }] });
      expect(third).toMatchObject({ credit: 0, correct: false });
    }
  });

  it('gives half credit for the right frequency with the wrong direction, and ignores direction when not asked', () => {
    const wrongDirection = eqDefinition.score(question, { bands: [{ frequency: hz(250), direction: 'cut' }, { frequency: hz(4000), direction: 'cut' }] });
    expect(wrongDirection.credit).toBe(0.75);
    const notAsked = eqDefinition.score({ ...question, asksDirection: false }, { bands: [{ frequency: hz(250), direction: null }, { frequency: hz(4000), direction: null }] });
    expect(notAsked).toMatchObject({ credit: 1, correct: true });
  });

  it('earns nothing for missing bands, and an exam score is the mean credit', () => {
    const partial = eqDefinition.score(question, { bands: [{ frequency: hz(250), direction: 'boost' }] });
    expect(partial.credit).toBe(0.5);
    const s = settings({ bandCount: 1 });
    const questions = generateQuestionSet(eqDefinition, 5, s, 4);
    const right = questions.map((q) => ({ bands: q.bands.map((b) => ({ frequency: b.frequency, direction: b.gain > 0 ? 'boost' : 'cut' })) }));
    const answers = [right[0], right[1], { bands: [{ frequency: 20000, direction: 'boost' }] }, 'garbage'];
    const result = scoreExam(eqDefinition, questions, answers);
    expect(result.score).toBe(50);
    expect(result.correctRate).toBe(50);
  });
});

describe('area definitions', () => {
  it('offers the range up to 16 kHz', () => {
    expect(RANGE_FREQUENCIES).toContain(16000);
  });
});

describe('hearing one’s own EQ answer (training)', () => {
  it('puts the answered frequencies at the question’s gain, in the answered direction', () => {
    const question: EqQuestion = { resolution: 'octave', q: qFromBandwidth(1), asksDirection: true, bands: [{ frequency: hz(1000), gain: dB(9) }] };
    const heard = eqDefinition.answerSound?.(question, { bands: [{ frequency: hz(250), direction: 'cut' }] });
    expect(heard?.bands).toEqual([{ frequency: 250, gain: -9 }]);
    const noDirection = eqDefinition.answerSound?.({ ...question, asksDirection: false }, { bands: [{ frequency: hz(4000), direction: null }] });
    expect(noDirection?.bands).toEqual([{ frequency: 4000, gain: 9 }]);
  });
});
