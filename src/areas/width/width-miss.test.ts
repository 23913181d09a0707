import { describe, expect, it } from 'vitest';
import { describeSteppedMiss } from '../../exam-contract';
import type { WidthQuestion } from './width-question';

const widerBy3: WidthQuestion = { direction: 'wider', steps: 3, step: 25, asksSize: true };

describe('the miss of a width answer', () => {
  it('is none for the exact change', () => {
    expect(describeSteppedMiss(widerBy3, { direction: 'wider', steps: 3 })).toEqual({ kind: 'none' });
  });

  it('counts the steps, positive for a larger change and negative for a smaller one', () => {
    expect(describeSteppedMiss(widerBy3, { direction: 'wider', steps: 4 })).toEqual({ kind: 'steps', n: 1 });
    expect(describeSteppedMiss(widerBy3, { direction: 'wider', steps: 1 })).toEqual({ kind: 'steps', n: -2 });
    expect(describeSteppedMiss({ ...widerBy3, direction: 'narrower', steps: 2 }, { direction: 'narrower', steps: 4 })).toEqual({ kind: 'steps', n: 2 });
  });

  it('names the wrong direction, and a size left out when it was asked', () => {
    expect(describeSteppedMiss(widerBy3, { direction: 'narrower', steps: 3 })).toEqual({ kind: 'direction' });
    expect(describeSteppedMiss(widerBy3, { direction: 'wider', steps: null })).toEqual({ kind: 'noSize' });
    expect(describeSteppedMiss({ ...widerBy3, steps: 1, asksSize: false }, { direction: 'wider', steps: null })).toEqual({ kind: 'none' });
  });
});
