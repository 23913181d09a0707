/** Item analysis with the real EQ area: answers grouped by their JSON, sorted by frequency, the commonest confusion. */
import { describe, expect, it } from 'vitest';
import { eqDefinition } from '../../../../src/areas/eq/eq-definition';
import type { EqQuestion } from '../../../../src/areas/eq/eq-question';
import type { AreaDefinition } from '../../../../src/exam-contract';
import { dB, hz } from '../../../../src/lib/units';
import { compareValues, itemAnalysis } from './schedule-results-items';

const EQ = eqDefinition as unknown as AreaDefinition;
const question = (frequency: number, gain: number): EqQuestion => ({
  resolution: 'octave',
  q: 1.41,
  bands: [{ frequency: hz(frequency), gain: dB(gain) }],
  asksDirection: true,
});
const answer = (frequency: number, direction: 'boost' | 'cut') => ({ bands: [{ frequency, direction }] });

describe('itemAnalysis', () => {
  it('groups by right answer (band and direction), lowest frequency first, with the most common wrong answer', () => {
    const attempts = [
      // 1 kHz boost: right; 500 Hz cut: said 1 kHz cut (the wrong band: nothing).
      { questions: [question(1000, 9), question(500, -9)], answers: [answer(1000, 'boost'), answer(1000, 'cut')] },
      // 1 kHz boost: said 2 kHz boost; 500 Hz cut: right.
      { questions: [question(1000, 9), question(500, -9)], answers: [answer(2000, 'boost'), answer(500, 'cut')] },
      // 1 kHz boost: said 2 kHz boost again; 500 Hz cut: said 500 Hz boost (half credit).
      { questions: [question(1000, 9), question(500, -9)], answers: [answer(2000, 'boost'), answer(500, 'boost')] },
      // 1 kHz boost: said 500 Hz boost; then 1 kHz boost: right.
      { questions: [question(1000, 9), question(1000, 9)], answers: [answer(500, 'boost'), answer(1000, 'boost')] },
    ];
    const items = itemAnalysis(EQ, attempts, 2);
    expect(items.positions).toEqual([
      // 1 of 4 right: credits 1, 0, 0, 0.
      { position: 0, answered: 4, correctRate: 25, averageCredit: 0.25 },
      // 2 of 4 right: credits 0, 1, 0.5, 1.
      { position: 1, answered: 4, correctRate: 50, averageCredit: 0.625 },
    ]);
    expect(items.answers).toEqual([
      // 500 Hz cut: asked 3, right once; 1 kHz cut and 500 Hz boost once each: the tie goes to the lower frequency.
      { answer: answer(500, 'cut'), asked: 3, correctRate: 33.3, confusion: { answer: answer(500, 'boost'), count: 1 } },
      // 1 kHz boost: asked 5, right twice; 2 kHz boost twice, 500 Hz boost once.
      { answer: answer(1000, 'boost'), asked: 5, correctRate: 40, confusion: { answer: answer(2000, 'boost'), count: 2 } },
    ]);
  });

  it('counts an answer that is not well formed as asked, unanswered and wrong, never as a confusion', () => {
    const items = itemAnalysis(EQ, [{ questions: [question(250, 9)], answers: [{ bands: [] }] }], 1);
    expect(items.positions).toEqual([{ position: 0, answered: 0, correctRate: 0, averageCredit: 0 }]);
    expect(items.answers).toEqual([{ answer: answer(250, 'boost'), asked: 1, correctRate: 0, confusion: null }]);
  });
});

describe('compareValues', () => {
  it('orders numbers by value, then strings, arrays and objects field by field', () => {
    const sorted = [answer(8000, 'cut'), answer(125, 'boost'), answer(1000, 'cut'), answer(1000, 'boost')].sort(compareValues);
    expect(sorted).toEqual([answer(125, 'boost'), answer(1000, 'boost'), answer(1000, 'cut'), answer(8000, 'cut')]);
    expect([10, 9, 100].sort(compareValues)).toEqual([9, 10, 100]);
    expect([['b'], 'a', 3, null].sort(compareValues)).toEqual([null, 3, 'a', ['b']]);
  });
});
