import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { distortionDefinition } from './distortion-definition';
import type { DistortionQuestion } from './distortion-question';
import { AMOUNT_COUNTS, amountScale, TYPE_CHOICES, typesOf } from './distortion-settings';

describe('distortion settings', () => {
  it("says 'Required' for empty fields and refuses values off the lists", () => {
    expect(distortionDefinition.validateSettings({})).toEqual({
      ok: false,
      errors: { source: 'common:validation.required', types: 'common:validation.required', amounts: 'common:validation.required', asksType: 'common:validation.required' },
    });
    expect(distortionDefinition.validateSettings({ source: 'sine', types: 'fuzz', amounts: 5, asksType: true })).toEqual({
      ok: false,
      errors: { types: 'distortion:validation.invalid', amounts: 'distortion:validation.invalid' },
    });
  });

  it('offers THD steps of 10, 3, 1 and 0.3 %, smallest first on the answer scale', () => {
    expect(amountScale(2)).toEqual([3, 10]);
    expect(amountScale(4)).toEqual([0.3, 1, 3, 10]);
  });
});

describe('distortion questions', () => {
  it('stay within their settings over many seeds', () => {
    for (const types of TYPE_CHOICES) {
      for (const amounts of AMOUNT_COUNTS) {
        for (const source of ['programme', 'sine'] as const) {
          const settings = { source, types, amounts, asksType: types === 'all' };
          const questions = generateQuestionSet(distortionDefinition, amounts * 13, settings, 80);
          for (const q of questions) {
            expect(typesOf(types)).toContain(q.type);
            expect(amountScale(amounts)).toContain(q.thd);
            const processing = distortionDefinition.buildProcessing(q);
            expect(processing.chain).toEqual([{ kind: 'distortion', type: q.type, thd: q.thd }]);
            if (source === 'sine') expect(processing.stimulus).toMatchObject({ kind: 'sine', frequency: 1000 });
            else expect(processing.stimulus).toBeUndefined();
          }
          expect(new Set(questions.map((q) => q.thd)).size).toBe(amounts);
          if (types === 'all') expect(new Set(questions.map((q) => q.type)).size).toBe(3);
        }
      }
    }
  });

  it('score the amount on the ordered scale, and the type when asked', () => {
    const q: DistortionQuestion = { type: 'hard', thd: 3, scale: [0.3, 1, 3, 10], asksType: true, sine: false };
    const score = (answer: unknown) => {
      const parsed = distortionDefinition.parseAnswer(answer);
      return parsed ? distortionDefinition.score(q, parsed) : null;
    };
    expect(score({ thd: 3, type: 'hard' })).toMatchObject({ credit: 1, correct: true });
    expect(score({ thd: 10, type: 'hard' })).toMatchObject({ credit: 0.5, correct: false, details: { stepsOff: 1 } });
    expect(score({ thd: 3, type: 'soft' })).toMatchObject({ credit: 0.5, correct: false });
    expect(score({ thd: 0.3, type: 'hard' })).toMatchObject({ credit: 0 });
    expect(score({ thd: 7, type: 'hard' })).toMatchObject({ credit: 0 });
    expect(score({ thd: 3, type: 'fuzz' })).toBeNull();
    expect(score({ thd: 'much' })).toBeNull();
  });
});
