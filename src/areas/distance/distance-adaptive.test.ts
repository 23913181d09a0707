import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { distanceRatioDimension, RATIO_LADDER } from './distance-adaptive';
import { distanceDefinition } from './distance-definition';
import type { DistanceQuestion } from './distance-question';
import { DISTANCE_DIFFICULTY_PRESETS, DISTANCES } from './distance-settings';
import { distanceUi } from './distance-ui';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
const trialsAt = (level: number) => SEEDS.map((seed, i) => adaptiveTrialQuestion(distanceDefinition, distanceRatioDimension, seed, i, level));
const renderedDistance = (question: DistanceQuestion): number => {
  const spec = distanceDefinition.buildProcessing(question).chain[0];
  return spec?.kind === 'distance' ? spec.distance : Number.NaN;
};
const renderedDistancesAt = (level: number) => [...new Set(trialsAt(level).map(renderedDistance))].sort((a, b) => a - b);

describe('distance adaptive ladder', () => {
  it('runs from an octave of distance down past the 5-6 % threshold, finer near it', () => {
    expect(RATIO_LADDER[distanceRatioDimension.startIndex]).toBe(2);
    expect(RATIO_LADDER.at(-1)).toBeLessThan(1.05);
    expect(RATIO_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(RATIO_LADDER.length).toBeLessThanOrEqual(14);
  });

  it('starts at the basic test’s distances', () => {
    expect(renderedDistancesAt(2)).toEqual([...DISTANCES.basic]);
  });

  it.each(RATIO_LADDER.map((level) => [level]))('at %s: four distances from 1 m out, that ratio apart, rendered there', (level) => {
    const distances = renderedDistancesAt(level);
    expect(distances).toHaveLength(4);
    expect(distances[0]).toBe(1);
    for (let i = 1; i < distances.length; i++) expect((distances[i] as number) / (distances[i - 1] as number)).toBeCloseTo(level, 2);
    expect(distanceRatioDimension.guessRate(level)).toBe(1 / 4);
  });

  it('scores the right distance correct at every rung, and the next one out wrong', () => {
    for (const level of RATIO_LADDER) {
      const scale = renderedDistancesAt(level);
      for (const question of trialsAt(level)) {
        const right = distanceDefinition.parseAnswer(JSON.parse(JSON.stringify(distanceDefinition.rightAnswer(question))));
        expect(right && distanceDefinition.score(question, right).correct).toBe(true);
        const index = scale.indexOf(question.distance);
        const neighbour = scale[index === scale.length - 1 ? index - 1 : index + 1] as number;
        expect(distanceDefinition.score(question, { distance: neighbour })).toMatchObject({ correct: false, credit: 0.5 });
      }
    }
  });

  it('makes a smaller ratio a smaller spread of distances', () => {
    const spreads = RATIO_LADDER.map((level) => {
      const distances = renderedDistancesAt(level);
      return (distances.at(-1) as number) / (distances[0] as number);
    });
    for (let i = 1; i < spreads.length; i++) expect(spreads[i]).toBeLessThan(spreads[i - 1] as number);
  });
});

describe('distance questions of the practice settings', () => {
  it('are those the generator gave before the adaptive mode (seed 7, generator version 1, still made for its results)', () => {
    const distances = (id: string) => {
      const preset = DISTANCE_DIFFICULTY_PRESETS.find((p) => p.id === id);
      return preset ? generateQuestionSet(distanceDefinition, 7, preset.settings, 20, NO_QUESTION_CONTEXT, 1).map((q) => q.distance) : [];
    };
    expect(distances('basic')).toEqual([1, 2, 8, 8, 2, 4, 8, 1, 4, 1, 8, 2, 2, 2, 8, 1, 2, 1, 2, 2]);
    expect(distances('advanced')).toEqual([1.4, 2, 5.6, 5.6, 2, 2.8, 8, 1, 4, 1, 5.6, 2, 1.4, 1.4, 8, 1, 2, 1.4, 2, 2]);
    expect(generateQuestionSet(distanceDefinition, 7, { mode: 'basic', source: 'bursts' }, 1, NO_QUESTION_CONTEXT, 1)).toEqual([{ distance: 1, mode: 'basic', source: 'bursts' }]);
  });
});

describe('distance confusions', () => {
  const [question] = trialsAt(1.1);

  it('number the steps from the nearest, the same for the right answer', () => {
    if (!question) throw new Error('no question');
    const step = String(renderedDistancesAt(1.1).indexOf(question.distance) + 1);
    expect(distanceDefinition.confusions(question, distanceDefinition.rightAnswer(question))).toEqual([{ axis: 'step', asked: step, answered: step }]);
  });

  it('show a wrong step, and leave out a distance off the scale', () => {
    const q: DistanceQuestion = { distance: 2, mode: 'basic', source: 'bursts' };
    expect(distanceDefinition.confusions(q, { distance: 8 })).toEqual([{ axis: 'step', asked: '2', answered: '4' }]);
    expect(distanceDefinition.confusions({ ...q, ratio: 1.1, distance: 1.1 }, { distance: 1.331 })).toEqual([{ axis: 'step', asked: '2', answered: '4' }]);
    expect(distanceDefinition.confusions(q, { distance: 3 })).toEqual([]);
  });

  it('read as steps from the nearest', () => {
    expect(distanceUi.describeCategory('step', '1', i18next.getFixedT('en', 'distance'))).toBe('Step 1 (1 = nearest)');
    expect(distanceUi.describeCategory('step', '3', i18next.getFixedT('zh-CN', 'distance'))).toBe('第 3 档（1 = 最近）');
  });
});
