import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { loudnessLevelDimension, LEVEL_LADDER } from './loudness-adaptive';
import { loudnessDefinition } from './loudness-definition';
import type { LoudnessQuestion } from './loudness-question';
import { loudnessUi } from './loudness-ui';

const SEEDS = [1, 2, 3, 0xdeadbeef];
const trialsAt = (level: number) => SEEDS.flatMap((seed) => [0, 1, 2, 3].map((trial) => adaptiveTrialQuestion(loudnessDefinition, loudnessLevelDimension, seed, trial, level)));

function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

describe('the loudness adaptive ladder', () => {
  it('goes from 6 dB down past the level JND of broadband noise (about 0.4-1 dB), finest near it', () => {
    expect(loudnessDefinition.adaptive).toEqual([loudnessLevelDimension]);
    expect(LEVEL_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(LEVEL_LADDER.length).toBeLessThanOrEqual(14);
    expect(LEVEL_LADDER[loudnessLevelDimension.startIndex]).toBeGreaterThanOrEqual(3);
    expect(LEVEL_LADDER.at(-1)).toBeLessThan(0.4);
    const gaps = LEVEL_LADDER.slice(1).map((level, i) => (LEVEL_LADDER[i] as number) - level);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
    expect(Math.max(...gaps.slice(-6))).toBeLessThanOrEqual(0.2 + 1e-9);
  });

  it.each(LEVEL_LADDER)('at %s dB every trial is a boost or cut of exactly that level, direction only, on the programme', (level) => {
    const questions = trialsAt(level);
    for (const question of questions) {
      expect(question).toMatchObject({ steps: 1, step: level, asksSize: false, sine: null });
      const processing = loudnessDefinition.buildProcessing(question);
      expect(processing).toEqual({ chain: [{ kind: 'gain', gain: question.direction === 'boost' ? level : -level }] });
      expect(loudnessDefinition.score(question, loudnessDefinition.rightAnswer(question))).toMatchObject({ credit: 1, correct: true });
      const flipped = { direction: question.direction === 'boost' ? 'cut' : 'boost', steps: null } as const;
      expect(loudnessDefinition.score(question, flipped).correct).toBe(false);
    }
    expect(new Set(questions.map((q) => q.direction))).toEqual(new Set(['boost', 'cut']));
    expect(loudnessLevelDimension.guessRate(level)).toBe(1 / 2);
  });

  it('leaves the questions of existing settings and seeds as they were (generator version 1, still made for its results)', () => {
    const d = loudnessDefinition;
    const cases = [['default', d.defaultSettings], ...d.difficultyPresets.map((p) => [p.id, p.settings] as const), ['official', d.officialExam.settings]] as const;
    const pinned = Object.fromEntries(cases.map(([id, settings]) => [id, fingerprint(generateQuestionSet(d, 2024, settings, 20, NO_QUESTION_CONTEXT, 1))]));
    expect(pinned).toEqual({ default: 'd37d5399', beginner: 'ba555981', easy: 'd37d5399', medium: '63b935d7', advanced: '536b5d63', expert: '3fd4a263', official: '63b935d7' });
    expect(d.earlierVersions).toContain(1);
  });
});

describe('loudness confusions', () => {
  const sized: LoudnessQuestion = { direction: 'boost', steps: 3, step: 2, asksSize: true, sine: null };
  const plain: LoudnessQuestion = { ...sized, steps: 1, asksSize: false };

  it('count the change in signed steps: the right answer confuses nothing', () => {
    expect(loudnessDefinition.confusions(sized, loudnessDefinition.rightAnswer(sized))).toEqual([{ axis: 'change', asked: '3', answered: '3' }]);
    expect(loudnessDefinition.confusions(plain, loudnessDefinition.rightAnswer(plain))).toEqual([{ axis: 'change', asked: '1', answered: '1' }]);
  });

  it('show a wrong direction or size, and leave out a size asked but not given', () => {
    expect(loudnessDefinition.confusions(sized, { direction: 'cut', steps: 2 })).toEqual([{ axis: 'change', asked: '3', answered: '-2' }]);
    expect(loudnessDefinition.confusions(plain, { direction: 'cut', steps: null })).toEqual([{ axis: 'change', asked: '1', answered: '-1' }]);
    expect(loudnessDefinition.confusions(sized, { direction: 'boost', steps: null })).toEqual([]);
  });

  it('read as the direction and the steps, in both languages', () => {
    const en = i18next.getFixedT('en', loudnessUi.namespace);
    const zh = i18next.getFixedT('zh-CN', loudnessUi.namespace);
    expect(loudnessUi.describeCategory('change', '2', en)).toBe('Louder, 2 steps');
    expect(loudnessUi.describeCategory('change', '-1', en)).toBe('Softer, 1 step');
    expect(loudnessUi.describeCategory('change', '-1', zh)).toBe('变轻，1 级');
    expect(en('adaptive.level')).toBe('Level difference');
  });
});
