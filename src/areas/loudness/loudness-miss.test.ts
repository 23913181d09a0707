import { describe, expect, it } from 'vitest';
import { describeSteppedMiss } from '../../exam-contract';
import type { LoudnessQuestion } from './loudness-question';

const louderBy2: LoudnessQuestion = { direction: 'boost', steps: 2, step: 3, asksSize: true, sine: null };

describe('the miss of a loudness answer', () => {
  it('is none for the exact change', () => {
    expect(describeSteppedMiss(louderBy2, { direction: 'boost', steps: 2 })).toEqual({ kind: 'none' });
  });

  it('counts the steps, positive for a larger change and negative for a smaller one', () => {
    expect(describeSteppedMiss(louderBy2, { direction: 'boost', steps: 4 })).toEqual({ kind: 'steps', n: 2 });
    expect(describeSteppedMiss(louderBy2, { direction: 'boost', steps: 1 })).toEqual({ kind: 'steps', n: -1 });
    expect(describeSteppedMiss({ ...louderBy2, direction: 'cut', steps: 1 }, { direction: 'cut', steps: 4 })).toEqual({ kind: 'steps', n: 3 });
  });

  it('names the wrong direction rather than counting steps across it', () => {
    expect(describeSteppedMiss(louderBy2, { direction: 'cut', steps: 2 })).toEqual({ kind: 'direction' });
  });

  it('looks only at the direction when the size is not asked, and names a size left out when it is', () => {
    const louder = { ...louderBy2, steps: 1, asksSize: false };
    expect(describeSteppedMiss(louder, { direction: 'boost', steps: null })).toEqual({ kind: 'none' });
    expect(describeSteppedMiss(louder, { direction: 'cut', steps: null })).toEqual({ kind: 'direction' });
    expect(describeSteppedMiss(louderBy2, { direction: 'boost', steps: null })).toEqual({ kind: 'noSize' });
  });
});
