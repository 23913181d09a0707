import { describe, expect, it } from 'vitest';
import { tallyAnswers } from './review-tally';

describe('tallyAnswers', () => {
  it('counts an answer with some credit as partly right, not as a miss', () => {
    const results = [
      { credit: 0, correct: false },
      { credit: 0.5, correct: false },
      { credit: 0, correct: false },
      { credit: 1, correct: true },
      { credit: 0, correct: false },
    ];
    expect(tallyAnswers(results)).toEqual({ right: 1, partial: 1, wrong: 3 });
  });
});
