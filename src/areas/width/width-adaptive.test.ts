import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { WIDTH_LADDER, widthDimension } from './width-adaptive';
import { widthDefinition } from './width-definition';
import type { WidthQuestion } from './width-question';
import { widthUi } from './width-ui';

const SEEDS = [1, 2, 3, 0xdeadbeef];
const trialsAt = (level: number) => SEEDS.flatMap((seed) => [0, 1, 2, 3].map((trial) => adaptiveTrialQuestion(widthDefinition, widthDimension, seed, trial, level)));

function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** Interchannel correlation of decorrelated stereo noise at a width (mid and side of equal power). */
const correlationAt = (width: number) => (1 - (width / 100) ** 2) / (1 + (width / 100) ** 2);

describe('the width adaptive ladder', () => {
  it('goes from mono-or-double past the correlation JND from 0 (about 50 % narrower) down to 10 %, finest near it', () => {
    expect(widthDefinition.adaptive).toEqual([widthDimension]);
    expect(WIDTH_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(WIDTH_LADDER.length).toBeLessThanOrEqual(14);
    // Pollack & Trittipoe 1959: a change of about 0.4 in the squared correlation from 0.
    const firstBelow = WIDTH_LADDER.findIndex((level) => correlationAt(100 - level) ** 2 < 0.4);
    expect(WIDTH_LADDER[firstBelow]).toBe(50);
    expect(WIDTH_LADDER.length - firstBelow).toBeGreaterThanOrEqual(5);
    expect(correlationAt(100 - (WIDTH_LADDER[widthDimension.startIndex] as number)) ** 2).toBeGreaterThan(0.9);
    const gaps = WIDTH_LADDER.slice(1).map((level, i) => (WIDTH_LADDER[i] as number) - level);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
    expect(gaps.slice(3, 8).every((gap) => gap === 5)).toBe(true);
  });

  it.each(WIDTH_LADDER)('at %s % every trial narrows or widens by exactly that much side level, direction only', (level) => {
    const questions = trialsAt(level);
    for (const question of questions) {
      expect(question).toMatchObject({ steps: 1, step: level, asksSize: false });
      const width = question.direction === 'wider' ? 100 + level : 100 - level;
      expect(widthDefinition.buildProcessing(question)).toEqual({ chain: [{ kind: 'width', width }] });
      expect(widthDefinition.score(question, widthDefinition.rightAnswer(question))).toMatchObject({ credit: 1, correct: true });
      const flipped = { direction: question.direction === 'wider' ? 'narrower' : 'wider', steps: null } as const;
      expect(widthDefinition.score(question, flipped).correct).toBe(false);
    }
    expect(new Set(questions.map((q) => q.direction))).toEqual(new Set(['narrower', 'wider']));
    expect(widthDimension.guessRate(level)).toBe(1 / 2);
  });

  it('leaves the questions of existing settings and seeds as they were (generator version 1, still made for its results)', () => {
    const d = widthDefinition;
    const cases = [['default', d.defaultSettings], ...d.difficultyPresets.map((p) => [p.id, p.settings] as const), ['official', d.officialExam.settings]] as const;
    const pinned = Object.fromEntries(cases.map(([id, settings]) => [id, fingerprint(generateQuestionSet(d, 2024, settings, 20, NO_QUESTION_CONTEXT, 1))]));
    expect(pinned).toEqual({ default: '2555ad9f', beginner: '5e613a93', easy: '2555ad9f', medium: 'ea396f7b', advanced: 'f3948ec9', expert: '46d310ef', official: 'ea396f7b' });
    expect(d.earlierVersions).toContain(1);
  });
});

describe('width confusions', () => {
  const sized: WidthQuestion = { direction: 'narrower', steps: 2, step: 25, asksSize: true };
  const plain: WidthQuestion = { ...sized, steps: 1, asksSize: false };

  it('count the change in signed steps: the right answer confuses nothing', () => {
    expect(widthDefinition.confusions(sized, widthDefinition.rightAnswer(sized))).toEqual([{ axis: 'change', asked: '-2', answered: '-2' }]);
    expect(widthDefinition.confusions(plain, widthDefinition.rightAnswer(plain))).toEqual([{ axis: 'change', asked: '-1', answered: '-1' }]);
  });

  it('show a wrong direction or size, and leave out a size asked but not given', () => {
    expect(widthDefinition.confusions(sized, { direction: 'narrower', steps: 3 })).toEqual([{ axis: 'change', asked: '-2', answered: '-3' }]);
    expect(widthDefinition.confusions(plain, { direction: 'wider', steps: null })).toEqual([{ axis: 'change', asked: '-1', answered: '1' }]);
    expect(widthDefinition.confusions(sized, { direction: 'narrower', steps: null })).toEqual([]);
  });

  it('read as the direction and the steps, in both languages', () => {
    const en = i18next.getFixedT('en', widthUi.namespace);
    const zh = i18next.getFixedT('zh-CN', widthUi.namespace);
    expect(widthUi.describeCategory('change', '2', en)).toBe('Wider, 2 steps');
    expect(widthUi.describeCategory('change', '-1', en)).toBe('Narrower, 1 step');
    expect(widthUi.describeCategory('change', '-1', zh)).toBe('变窄，1 级');
  });
});
