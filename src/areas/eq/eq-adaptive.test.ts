import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { dB, hz, qFromBandwidth } from '../../lib/units';
import { eqGainDimension, GAIN_LADDER } from './eq-adaptive';
import { eqDefinition } from './eq-definition';
import type { EqQuestion } from './eq-question';
import { eqUi } from './eq-ui';

const SEEDS = [1, 2, 3, 0xdeadbeef];
const OCTAVES_125_TO_8K = [125, 250, 500, 1000, 2000, 4000, 8000];
const trialsAt = (level: number) => SEEDS.flatMap((seed) => [0, 1, 2, 3, 4, 5].map((trial) => adaptiveTrialQuestion(eqDefinition, eqGainDimension, seed, trial, level)));

function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

describe('the EQ adaptive ladder', () => {
  it('goes from 12 dB down to 0.5 dB, finest (0.5 dB) from 3 dB down, starting at the official 9 dB', () => {
    expect(eqDefinition.adaptive).toEqual([eqGainDimension]);
    expect(GAIN_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(GAIN_LADDER.length).toBeLessThanOrEqual(14);
    expect(GAIN_LADDER[eqGainDimension.startIndex]).toBe(eqDefinition.officialExam.settings.gainMagnitude);
    const gaps = GAIN_LADDER.slice(1).map((level, i) => (GAIN_LADDER[i] as number) - level);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
    expect(GAIN_LADDER.slice(GAIN_LADDER.indexOf(3)).every((level, i, rest) => i === 0 || (rest[i - 1] as number) - level === 0.5)).toBe(true);
    expect(GAIN_LADDER.at(-1)).toBeLessThanOrEqual(0.5);
  });

  it.each(GAIN_LADDER)('at %s dB every trial is one octave band of the seven, boosted or cut by exactly that much', (level) => {
    const questions = trialsAt(level);
    for (const question of questions) {
      expect(question.bands).toHaveLength(1);
      const [band] = question.bands;
      expect(OCTAVES_125_TO_8K).toContain(band?.frequency);
      expect(Math.abs(band?.gain ?? 0)).toBe(level);
      const [stage] = eqDefinition.buildProcessing(question).chain;
      expect(stage).toMatchObject({ kind: 'eq', bands: [{ gain: band?.gain, q: qFromBandwidth(1) }] });
      expect(eqDefinition.score(question, eqDefinition.rightAnswer(question))).toMatchObject({ credit: 1, correct: true });
      const right = eqDefinition.rightAnswer(question).bands[0];
      const flipped = { bands: [{ frequency: right?.frequency ?? hz(1000), direction: right?.direction === 'boost' ? 'cut' : 'boost' }] } as const;
      expect(eqDefinition.score(question, flipped).correct).toBe(false);
    }
    expect(new Set(questions.map((q) => Math.sign(q.bands[0]?.gain ?? 0)))).toEqual(new Set([1, -1]));
    expect(new Set(questions.map((q) => q.bands[0]?.frequency)).size).toBeGreaterThanOrEqual(5);
    expect(eqGainDimension.guessRate(level)).toBe(1 / 14);
  });

  it('leaves the questions of existing settings and seeds as they were (generator version 1, still made for its results)', () => {
    const d = eqDefinition;
    const cases = [['default', d.defaultSettings], ...d.difficultyPresets.map((p) => [p.id, p.settings] as const), ['official', d.officialExam.settings]] as const;
    const pinned = Object.fromEntries(cases.map(([id, settings]) => [id, fingerprint(generateQuestionSet(d, 2024, settings, 20, NO_QUESTION_CONTEXT, 1))]));
    expect(pinned).toEqual({
      default: '52d9510a',
      beginner: '0914f588',
      easy: '52d9510a',
      medium: '7a149020',
      advanced: '43a70191',
      hard: 'cb232434',
      expert: '160db0b0',
      official: '0a84f9ac',
    });
    expect(d.earlierVersions).toContain(1);
  });
});

describe('EQ confusions', () => {
  const question = (bands: [number, number][], asksDirection = true): EqQuestion => ({
    resolution: 'octave',
    q: qFromBandwidth(1),
    bands: bands.map(([frequency, gain]) => ({ frequency: hz(frequency), gain: dB(gain) })),
    asksDirection,
  });
  const answer = (bands: [number, 'boost' | 'cut' | null][]) => ({ bands: bands.map(([frequency, direction]) => ({ frequency: hz(frequency), direction })) });

  it('fold the direction into the band when it is asked; the right answer confuses nothing', () => {
    const q = question([[500, 6], [4000, -6]]);
    expect(eqDefinition.confusions(q, eqDefinition.rightAnswer(q))).toEqual([
      { axis: 'band', asked: '500:boost', answered: '500:boost' },
      { axis: 'band', asked: '4000:cut', answered: '4000:cut' },
    ]);
    const plain = question([[1000, 6]], false);
    expect(eqDefinition.confusions(plain, eqDefinition.rightAnswer(plain))).toEqual([{ axis: 'band', asked: '1000', answered: '1000' }]);
  });

  it('pair each answered band with the band it was meant for, show the confusion, and leave out a missing direction', () => {
    const q = question([[500, 6], [4000, -6]]);
    expect(eqDefinition.confusions(q, answer([[4000, 'boost'], [1000, 'boost']]))).toEqual([
      { axis: 'band', asked: '500:boost', answered: '1000:boost' },
      { axis: 'band', asked: '4000:cut', answered: '4000:boost' },
    ]);
    expect(eqDefinition.confusions(question([[1000, 6]], false), answer([[2000, null]]))).toEqual([{ axis: 'band', asked: '1000', answered: '2000' }]);
    expect(eqDefinition.confusions(question([[1000, 6]]), answer([[1000, null]]))).toEqual([]);
    expect(eqDefinition.confusions(q, answer([[500, 'boost']]))).toEqual([{ axis: 'band', asked: '500:boost', answered: '500:boost' }]);
  });

  it('read as the answer does, and sort by frequency, boost before cut', () => {
    const en = i18next.getFixedT('en', eqUi.namespace);
    const zh = i18next.getFixedT('zh-CN', eqUi.namespace);
    expect(eqUi.describeCategory('band', '1000:boost', en)).toBe('1 kHz (Boost)');
    expect(eqUi.describeCategory('band', '31.5:cut', zh)).toBe('31.5 Hz（衰减）');
    expect(eqUi.describeCategory('band', '12500', en)).toBe('12.5 kHz');
    const sorted = ['2000:cut', '1000:cut', '31.5:boost', '1000:boost'].sort((a, b) => eqUi.compareCategories?.('band', a, b) ?? 0);
    expect(sorted).toEqual(['31.5:boost', '1000:boost', '1000:cut', '2000:cut']);
  });
});
