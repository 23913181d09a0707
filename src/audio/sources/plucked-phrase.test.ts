import { describe, expect, it } from 'vitest';
import { peak } from '../analysis/levels';
import { renderPhrase } from './plucked-phrase';

const RATE = 48_000;

describe('plucked phrase', () => {
  it('peaks at -6 dBFS, is silent at the end of each pattern (the room rings there), and is the same every time', () => {
    const length = Math.round(2 * 2.7 * RATE);
    const phrase = renderPhrase(length, RATE);
    expect(peak(phrase)).toBeCloseTo(0.5, 6);
    const patternEnd = phrase.subarray(Math.round(2.3 * RATE), Math.round(2.7 * RATE));
    expect(peak(patternEnd)).toBeLessThan(1e-4);
    expect(renderPhrase(length, RATE)).toEqual(phrase);
  });
});
