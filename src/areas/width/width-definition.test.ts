import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { widthDefinition } from './width-definition';
import { questionWidth } from './width-question';
import { WIDTH_CHANGES, WIDTH_DIFFICULTY_PRESETS, WIDTH_STEPS, widthMaxSteps } from './width-settings';

describe('width settings', () => {
  it('takes the presets from steps of 50 % down to 10 %', () => {
    expect(WIDTH_DIFFICULTY_PRESETS.map((p) => p.settings.step)).toEqual([50, 25, 25, 15, 10]);
  });

  it("says 'Required' for empty fields and refuses values off the lists", () => {
    expect(widthDefinition.validateSettings({ change: null, step: '', asksSize: undefined })).toEqual({
      ok: false,
      errors: { change: 'common:validation.required', step: 'common:validation.required', asksSize: 'common:validation.required' },
    });
    expect(widthDefinition.validateSettings({ change: 'both', step: 30, asksSize: false })).toEqual({
      ok: false,
      errors: { change: 'width:validation.invalid', step: 'width:validation.invalid' },
    });
  });
});

describe('width questions', () => {
  it('stay between mono (0 %) and twice the side level (200 %), within their settings, over many seeds', () => {
    for (const change of WIDTH_CHANGES) {
      for (const step of WIDTH_STEPS) {
        for (const asksSize of [false, true]) {
          const questions = generateQuestionSet(widthDefinition, step + (asksSize ? 1 : 0), { change, step, asksSize }, 80);
          for (const q of questions) {
            if (change !== 'either') expect(q.direction).toBe(change);
            expect(q.steps).toBeLessThanOrEqual(asksSize ? widthMaxSteps(step) : 1);
            const width = questionWidth(q);
            expect(width).toBeGreaterThanOrEqual(0);
            expect(width).toBeLessThanOrEqual(200);
            expect(width).not.toBe(100);
            expect(widthDefinition.buildProcessing(q)).toEqual({ chain: [{ kind: 'width', width }] });
          }
          if (asksSize) expect(new Set(questions.map((q) => q.steps)).size).toBe(widthMaxSteps(step));
        }
      }
    }
    expect(widthMaxSteps(50)).toBe(2);
    expect(widthMaxSteps(10)).toBe(4);
  });

  it('score direction and size on the ordered scale', () => {
    const q = { direction: 'wider', steps: 2, step: 25, asksSize: true } as const;
    const score = (answer: unknown) => {
      const parsed = widthDefinition.parseAnswer(answer);
      return parsed ? widthDefinition.score(q, parsed) : null;
    };
    expect(score({ direction: 'wider', steps: 2 })).toMatchObject({ credit: 1, correct: true });
    expect(score({ direction: 'wider', steps: 3 })).toMatchObject({ credit: 0.5, correct: false, details: { stepsOff: 1 } });
    expect(score({ direction: 'narrower', steps: 2 })).toMatchObject({ credit: 0 });
    expect(score({ direction: 'louder', steps: 2 })).toBeNull();
  });
});
