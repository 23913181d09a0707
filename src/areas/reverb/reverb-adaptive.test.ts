import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT, type AdaptiveDimension } from '../../exam-contract';
import { DECAY_STEP_LADDER, MIX_STEP_LADDER, reverbDecayDimension, reverbMixDimension } from './reverb-adaptive';
import { reverbDefinition } from './reverb-definition';
import { formatDrr, formatRt60 } from './reverb-format';
import type { ReverbQuestion } from './reverb-question';
import { REVERB_DIFFICULTY_PRESETS, type ReverbSettings } from './reverb-settings';
import { reverbUi } from './reverb-ui';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
const trialsAt = (dimension: AdaptiveDimension<ReverbSettings>, level: number) =>
  SEEDS.map((seed, i) => adaptiveTrialQuestion(reverbDefinition, dimension, seed, i, level));

/** The RT60 (s) and the DRR (dB) the processing renders. */
function rendered(question: ReverbQuestion): { rt60: number; drr: number } {
  const spec = reverbDefinition.buildProcessing(question).chain[0];
  if (spec?.kind !== 'reverb') return { rt60: Number.NaN, drr: Number.NaN };
  // The processor's equal-power mix: DRR = 20 log10(cot(m pi / 2)).
  return { rt60: spec.rt60, drr: 20 * Math.log10(1 / Math.tan(((spec.mix / 100) * Math.PI) / 2)) };
}
const sortedSet = (values: number[]) => [...new Set(values.map((v) => Math.round(v * 1e6) / 1e6))].sort((a, b) => a - b);

describe('reverb adaptive ladders', () => {
  it('run from well above the published thresholds (5 % of RT60, 2-3 dB of DRR) to well below, finer near them', () => {
    for (const [dimension, top, bottom] of [
      [reverbDecayDimension, 50, 1],
      [reverbMixDimension, 6, 0.5],
    ] as const) {
      expect(dimension.ladder[dimension.startIndex]).toBe(top);
      expect(dimension.ladder.at(-1)).toBe(bottom);
      expect(dimension.ladder.length).toBeGreaterThanOrEqual(8);
      expect(dimension.ladder.length).toBeLessThanOrEqual(14);
    }
  });

  it.each(DECAY_STEP_LADDER.map((level) => [level]))('decay at %s %%: five decay times that step apart around 1.2 s, the mix fixed', (level) => {
    const questions = trialsAt(reverbDecayDimension, level);
    const times = sortedSet(questions.map((q) => rendered(q).rt60));
    expect(times).toHaveLength(5);
    expect(times[2]).toBe(1.2);
    for (let i = 1; i < times.length; i++) expect((times[i] as number) / (times[i - 1] as number)).toBeCloseTo(1 + level / 100, 2);
    expect(sortedSet(questions.map((q) => rendered(q).drr))).toEqual([0]);
    expect(reverbDecayDimension.guessRate(level)).toBe(1 / 5);
  });

  it.each(MIX_STEP_LADDER.map((level) => [level]))('mix at %s dB: five mixes that step apart around 0 dB, the decay fixed', (level) => {
    const questions = trialsAt(reverbMixDimension, level);
    expect(sortedSet(questions.map((q) => rendered(q).drr))).toEqual([-2, -1, 0, 1, 2].map((k) => k * level));
    expect(sortedSet(questions.map((q) => rendered(q).rt60))).toEqual([1.2]);
    expect(reverbMixDimension.guessRate(level)).toBe(1 / 5);
  });

  it('scores the right answer correct at every rung, and the next step over wrong', () => {
    for (const dimension of [reverbDecayDimension, reverbMixDimension]) {
      for (const level of dimension.ladder) {
        for (const question of trialsAt(dimension, level)) {
          const right = reverbDefinition.parseAnswer(JSON.parse(JSON.stringify(reverbDefinition.rightAnswer(question))));
          expect(right && reverbDefinition.score(question, right).correct, `${dimension.id} ${level}`).toBe(true);
          const scale = dimension === reverbDecayDimension ? question.decayScale : question.mixScale;
          const asked = dimension === reverbDecayDimension ? question.rt60 : question.drr;
          const index = scale.indexOf(asked);
          const neighbour = scale[index === 0 ? 1 : index - 1] ?? Number.NaN;
          const wrong = dimension === reverbDecayDimension ? { rt60: neighbour, drr: null } : { rt60: null, drr: neighbour };
          expect(reverbDefinition.score(question, wrong)).toMatchObject({ correct: false, credit: 0.5 });
        }
      }
    }
  });

  it('keeps every rung’s choices apart in words, so the answer form stays usable', () => {
    const t = i18next.getFixedT('en', 'reverb');
    for (const level of DECAY_STEP_LADDER) {
      const scale = trialsAt(reverbDecayDimension, level)[0]?.decayScale ?? [];
      expect(new Set(scale.map((rt60) => formatRt60(t, rt60))).size, `${level} %`).toBe(5);
    }
    for (const level of MIX_STEP_LADDER) {
      const scale = trialsAt(reverbMixDimension, level)[0]?.mixScale ?? [];
      expect(new Set(scale.map((drr) => formatDrr(t, drr))).size, `${level} dB`).toBe(5);
    }
  });
});

describe('reverb questions of the practice settings', () => {
  it('are those the generator gave before the adaptive mode (seed 7, generator version 2, still made for its results)', () => {
    const rooms = (id: string) => {
      const preset = REVERB_DIFFICULTY_PRESETS.find((p) => p.id === id);
      return preset ? generateQuestionSet(reverbDefinition, 7, preset.settings, 8, NO_QUESTION_CONTEXT, 2).map((q) => [q.rt60, q.drr]) : [];
    };
    expect(rooms('beginner')).toEqual([[0.533, 0], [0.8, 0], [2.7, 0], [2.7, 0], [0.8, 0], [1.2, 0], [2.7, 0], [0.533, 0]]);
    expect(rooms('easy')).toEqual([[1.2, 12], [1.2, 6], [1.2, -12], [1.2, -12], [1.2, 6], [1.2, 0], [1.2, -12], [1.2, 12]]);
    expect(rooms('medium')).toEqual([[0.768, 4], [2.344, -8], [1.2, 0], [2.93, 12], [1.875, 12], [2.344, 4], [0.96, 8], [2.93, 12]]);
    expect(rooms('advanced')).toEqual([[0.902, 4], [1.597, -8], [1.091, 0], [1.757, 12], [1.32, 12], [1.597, 4], [0.992, 8], [1.757, 12]]);
    expect(rooms('expert')).toEqual([[1.037, 2], [1.389, -6], [1.143, 0], [1.459, 8], [1.26, 8], [1.389, 4], [1.088, 4], [1.459, 8]]);
    const [first] = generateQuestionSet(reverbDefinition, 7, REVERB_DIFFICULTY_PRESETS[0]?.settings as ReverbSettings, 1, NO_QUESTION_CONTEXT, 2);
    expect(first).toEqual({ rt60: 0.533, drr: 0, decayScale: [0.533, 0.8, 1.2, 1.8, 2.7], mixScale: [], source: 'bursts' });
  });
});

describe('reverb confusions', () => {
  const both: ReverbQuestion = { rt60: 1.2, drr: 4, decayScale: [0.96, 1.2, 1.5], mixScale: [8, 4, 0, -4, -8], source: 'bursts' };

  it('number each asked scale’s steps from 1, the same for the right answer', () => {
    expect(reverbDefinition.confusions(both, reverbDefinition.rightAnswer(both))).toEqual([
      { axis: 'decay', asked: '2', answered: '2' },
      { axis: 'mix', asked: '2', answered: '2' },
    ]);
  });

  it('show a wrong step, and leave out a part not asked or off its scale', () => {
    expect(reverbDefinition.confusions(both, { rt60: 1.5, drr: -8 })).toEqual([
      { axis: 'decay', asked: '2', answered: '3' },
      { axis: 'mix', asked: '2', answered: '5' },
    ]);
    expect(reverbDefinition.confusions({ ...both, mixScale: [] }, { rt60: 0.96, drr: null })).toEqual([{ axis: 'decay', asked: '2', answered: '1' }]);
    expect(reverbDefinition.confusions(both, { rt60: 2, drr: 0 })).toEqual([{ axis: 'mix', asked: '2', answered: '3' }]);
  });

  it('read as steps from the shortest and the driest', () => {
    const t = i18next.getFixedT('en', 'reverb');
    expect(reverbUi.describeCategory('decay', '1', t)).toBe('Step 1 (1 = shortest)');
    expect(reverbUi.describeCategory('mix', '5', t)).toBe('Step 5 (1 = driest)');
  });
});
