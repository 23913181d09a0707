import { describe, expect, it } from 'vitest';
import { describeMiss, isExact } from './distortion-miss';
import type { DistortionQuestion } from './distortion-question';

const question: DistortionQuestion = { type: 'soft', thd: 3, scale: [1, 3, 10, 30], asksType: true, sine: false };

describe('the miss of a distortion answer', () => {
  it('is exact for the right amount and type', () => {
    const miss = describeMiss(question, { thd: 3, type: 'soft' });
    expect(miss).toEqual({ steps: 0, wrongType: false });
    expect(isExact(miss)).toBe(true);
  });

  it('counts the steps on the amount scale, positive for more distortion', () => {
    expect(describeMiss(question, { thd: 30, type: 'soft' })).toEqual({ steps: 2, wrongType: false });
    expect(describeMiss(question, { thd: 1, type: 'soft' })).toEqual({ steps: -1, wrongType: false });
  });

  it('names a wrong type only when the type is asked', () => {
    const miss = describeMiss(question, { thd: 3, type: 'hard' });
    expect(miss).toEqual({ steps: 0, wrongType: true });
    expect(isExact(miss)).toBe(false);
    expect(describeMiss({ ...question, asksType: false }, { thd: 3, type: null })).toEqual({ steps: 0, wrongType: false });
  });

  it('counts no steps for an amount off the scale', () => {
    expect(describeMiss(question, { thd: 5, type: 'soft' })).toEqual({ steps: null, wrongType: false });
  });
});
