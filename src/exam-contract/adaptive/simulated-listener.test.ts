import { describe, expect, it } from 'vitest';
import { createSimulatedListener, levelAtPCorrect, pCorrect } from './simulated-listener';

const TWO_CHOICES = { midpoint: 4, slope: 2, guessRate: 0.5, lapseRate: 0.02 };

describe('simulated listener', () => {
  it('answers between the guess rate and 1 minus the lapse rate, half way at the midpoint', () => {
    expect(pCorrect(TWO_CHOICES, -100)).toBeCloseTo(0.5, 6);
    expect(pCorrect(TWO_CHOICES, 100)).toBeCloseTo(0.98, 6);
    expect(pCorrect(TWO_CHOICES, 4)).toBeCloseTo(0.74, 6);
  });

  it('inverts its psychometric function, and refuses a p(correct) it cannot reach', () => {
    const level = levelAtPCorrect(TWO_CHOICES, 0.794);
    expect(pCorrect(TWO_CHOICES, level)).toBeCloseTo(0.794, 9);
    expect(level).toBeGreaterThan(4);
    expect(() => levelAtPCorrect(TWO_CHOICES, 0.99)).toThrow(RangeError);
    expect(() => levelAtPCorrect(TWO_CHOICES, 0.4)).toThrow(RangeError);
  });

  it('answers the same for the same seed, and as often right as its function says', () => {
    const answers = (seed: number) => {
      const listener = createSimulatedListener(TWO_CHOICES, seed);
      return Array.from({ length: 200 }, () => listener.answer(4.5));
    };
    expect(answers(7)).toEqual(answers(7));
    expect(answers(7)).not.toEqual(answers(8));
    const listener = createSimulatedListener(TWO_CHOICES, 7);
    const right = Array.from({ length: 4000 }, () => listener.answer(5)).filter(Boolean).length / 4000;
    expect(Math.abs(right - pCorrect(TWO_CHOICES, 5))).toBeLessThan(0.03);
  });
});
