// @vitest-environment jsdom -- renders the answer form
import { createElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { INSTRUMENTS, instrumentById, type Instrument } from './catalogue';
import { timbreTreeLevelDimension, TREE_LEVEL_LADDER } from './timbre-adaptive';
import { TimbreAnswerForm } from './timbre-answer-form';
import { timbreDefinition } from './timbre-definition';
import { describeMiss } from './timbre-miss';
import { examInstruments, type TimbreAnswer, type TimbreQuestion } from './timbre-question';
import { timbreUi } from './timbre-ui';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
const trialsAt = (level: number) => SEEDS.map((seed, i) => adaptiveTrialQuestion(timbreDefinition, timbreTreeLevelDimension, seed, i, level));
const truthOf = (question: TimbreQuestion): Instrument => {
  const truth = instrumentById(question.instrument);
  if (!truth) throw new Error(`no instrument ${question.instrument}`);
  return truth;
};
/** Another instrument of the same category and excitation, or null. */
const sibling = (truth: Instrument) => INSTRUMENTS.find((i) => i.id !== truth.id && i.category === truth.category && i.excitation === truth.excitation) ?? null;
/** An excitation other than the instrument's, within its category's answers. */
const otherExcitation = (truth: Instrument): TimbreAnswer['excitation'] => (truth.excitation === 'bowed' ? 'plucked' : 'bowed');

describe('timbre adaptive ladder', () => {
  it('goes down the Hornbostel-Sachs tree, the category first', () => {
    expect(TREE_LEVEL_LADDER).toEqual([1, 2, 3]);
    expect(timbreTreeLevelDimension.startIndex).toBe(0);
    expect(TREE_LEVEL_LADDER.map((level) => timbreTreeLevelDimension.settingsAt(level))).toEqual([{ mode: 'category' }, { mode: 'basic' }, { mode: 'advanced' }]);
  });

  it('asks at each level the levels of the tree down to it, in the right answer', () => {
    for (const level of TREE_LEVEL_LADDER) {
      for (const question of trialsAt(level)) {
        const truth = truthOf(question);
        expect(timbreDefinition.buildProcessing(question).stimulus).toMatchObject({ kind: 'clip' });
        expect(timbreDefinition.rightAnswer(question)).toEqual({
          category: truth.category,
          excitation: level >= 2 ? truth.excitation : null,
          instrument: level >= 3 ? truth.id : null,
        });
        const right = timbreDefinition.parseAnswer(JSON.parse(JSON.stringify(timbreDefinition.rightAnswer(question))));
        expect(right && timbreDefinition.score(question, right)).toMatchObject({ credit: 1, correct: true });
      }
    }
  });

  it('is harder one level down: an answer right to the level above is wrong there', () => {
    const question = trialsAt(1).find((q) => truthOf(q).excitation !== null && sibling(truthOf(q)) !== null);
    if (!question) throw new Error('no question with a sibling instrument');
    const truth = truthOf(question);
    const categoryOnly: TimbreAnswer = { category: truth.category, excitation: otherExcitation(truth), instrument: (sibling(truth) as Instrument).id };
    const upToExcitation: TimbreAnswer = { ...categoryOnly, excitation: truth.excitation };
    expect(timbreDefinition.score({ ...question, mode: 'category' }, categoryOnly).correct).toBe(true);
    expect(timbreDefinition.score({ ...question, mode: 'basic' }, categoryOnly).correct).toBe(false);
    expect(timbreDefinition.score({ ...question, mode: 'basic' }, upToExcitation).correct).toBe(true);
    expect(timbreDefinition.score({ ...question, mode: 'advanced' }, upToExcitation).correct).toBe(false);
    const guesses = TREE_LEVEL_LADDER.map((level) => timbreTreeLevelDimension.guessRate(level));
    expect(guesses).toEqual([1 / 5, 1 / 35, 1 / (35 * examInstruments({}).length)]);
  });

  it('says only a wrong family as the miss in the category test', () => {
    const question: TimbreQuestion = { instrument: 'violin', clip: 'violin.opus', mode: 'category', delaySeconds: 0, gainDb: 0 };
    expect(describeMiss(question, { category: 'chordophone', excitation: null, instrument: null })).toEqual({ kind: 'none' });
    expect(describeMiss(question, { category: 'aerophone', excitation: null, instrument: null })).toEqual({ kind: 'wrongFamily' });
  });
});

describe('timbre questions of the practice settings', () => {
  it('are those the generator gave before the category test (seed 7, generator version 1, still made for its results), and the category test draws the same sounds', () => {
    const sounds = (mode: 'category' | 'basic' | 'advanced') =>
      generateQuestionSet(timbreDefinition, 7, { mode }, 6, NO_QUESTION_CONTEXT, 1).map((q) => `${q.instrument}|${q.clip}|${q.delaySeconds}|${q.gainDb}`);
    const before = [
      'electric-bass|electric-bass.opus|0.042|0.35',
      'oboe|oboe.opus|0.047|-0.46',
      'tuba|tuba.opus|0.041|-0.18',
      'piano|piano.opus|0.047|-0.48',
      'piccolo|piccolo.opus|0.02|-0.08',
      'banjo|banjo.opus|0.031|0.38',
    ];
    expect(sounds('basic')).toEqual(before);
    expect(sounds('advanced')).toEqual(before);
    expect(sounds('category')).toEqual(before);
    expect(generateQuestionSet(timbreDefinition, 7, { mode: 'basic' }, 1, NO_QUESTION_CONTEXT, 1)).toEqual([
      { instrument: 'electric-bass', clip: 'electric-bass.opus', mode: 'basic', delaySeconds: 0.042, gainDb: 0.35 },
    ]);
  });
});

describe('timbre confusions', () => {
  const oboe: TimbreQuestion = { instrument: 'oboe', clip: 'oboe.opus', mode: 'advanced', delaySeconds: 0, gainDb: 0 };

  it('pair each asked level with the answer, the same for the right answer', () => {
    expect(timbreDefinition.confusions(oboe, timbreDefinition.rightAnswer(oboe))).toEqual([
      { axis: 'category', asked: 'aerophone', answered: 'aerophone' },
      { axis: 'excitation', asked: 'reed', answered: 'reed' },
      { axis: 'instrument', asked: 'oboe', answered: 'oboe' },
    ]);
    expect(timbreDefinition.confusions({ ...oboe, mode: 'category' }, { category: 'chordophone', excitation: null, instrument: null })).toEqual([
      { axis: 'category', asked: 'aerophone', answered: 'chordophone' },
    ]);
  });

  it('show the wrong level, name an electrophone’s missing excitation, and leave out an unanswered instrument', () => {
    expect(timbreDefinition.confusions(oboe, { category: 'aerophone', excitation: 'reed', instrument: 'clarinet' })).toContainEqual({ axis: 'instrument', asked: 'oboe', answered: 'clarinet' });
    expect(timbreDefinition.confusions({ ...oboe, mode: 'basic' }, { category: 'electrophone', excitation: null, instrument: null })).toEqual([
      { axis: 'category', asked: 'aerophone', answered: 'electrophone' },
      { axis: 'excitation', asked: 'reed', answered: 'none' },
    ]);
    expect(timbreDefinition.confusions(oboe, { category: 'aerophone', excitation: 'reed', instrument: null }).map((c) => c.axis)).toEqual(['category', 'excitation']);
  });

  it('read in words in both languages, in the catalogue’s order', () => {
    expect(timbreUi.describeCategory('category', 'aerophone', i18next.getFixedT('en', 'timbre'))).toBe('Aerophone');
    expect(timbreUi.describeCategory('excitation', 'none', i18next.getFixedT('en', 'timbre'))).toBe('None (electronic)');
    expect(timbreUi.describeCategory('instrument', 'oboe', i18next.getFixedT('zh-CN', 'timbre'))).toBe('双簧管');
    const sorted = (axis: string, values: string[]) => [...values].sort((a, b) => timbreUi.compareCategories?.(axis, a, b) ?? 0);
    expect(sorted('category', ['electrophone', 'chordophone', 'aerophone'])).toEqual(['chordophone', 'aerophone', 'electrophone']);
    expect(sorted('excitation', ['none', 'reed', 'bowed'])).toEqual(['bowed', 'reed', 'none']);
    expect(sorted('instrument', ['oboe', 'violin', 'flute'])).toEqual(['violin', 'flute', 'oboe']);
  });

  it('describe a category-test answer by its category alone', () => {
    const t = i18next.getFixedT('en', 'timbre');
    expect(timbreDefinition.describeAnswer({ category: 'aerophone', excitation: null, instrument: null }, t)).toBe('Aerophone');
    expect(timbreDefinition.describeAnswer({ category: 'electrophone', excitation: null, instrument: null }, t)).toBe('Electrophone, None (electronic)');
    expect(timbreDefinition.describeAnswer({ category: 'aerophone', excitation: 'reed', instrument: null }, t)).toBe('Aerophone, Reed');
  });
});

describe('timbre answer form in the category test', () => {
  it('asks the category alone and answers with it', async () => {
    const onChange = vi.fn();
    render(createElement(TimbreAnswerForm, { question: null, settings: timbreTreeLevelDimension.settingsAt(1), answer: null, onChange, disabled: false, revealed: false }));
    const form = screen.getByTestId('timbre-answer-form');
    expect(within(form).getAllByRole('radiogroup')).toHaveLength(1);
    expect(within(form).queryByRole('combobox')).toBeNull();
    await userEvent.setup().click(within(form).getByText('Idiophone'));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'idiophone', excitation: null, instrument: null });
  });
});
