import { describe, expect, it } from 'vitest';
import { runningScore } from './exam-progress';

describe('runningScore', () => {
  it('is the mean credit so far on the server’s 0 to 100 scale, one decimal', () => {
    expect(runningScore(0.5, 1)).toBe(50);
    expect(runningScore(1, 1)).toBe(100);
    expect(runningScore(2.5, 3)).toBe(83.3);
    expect(runningScore(0, 4)).toBe(0);
  });

  it('has no value before the first answer', () => {
    expect(runningScore(0, 0)).toBeNull();
  });
});
