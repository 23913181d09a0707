import { describe, expect, it } from 'vitest';
import { ladderPosition } from './ladder-position';

describe('a level on the ladder', () => {
  it('counts rungs from the easiest, in between by linear interpolation, on falling and rising ladders', () => {
    const gains = [12, 6, 3, 1.5, 0.75];
    expect(gains.map((level) => ladderPosition(gains, level))).toEqual([0, 1, 2, 3, 4]);
    expect(ladderPosition(gains, 4.5)).toBeCloseTo(1.5, 9);
    expect(ladderPosition([1, 2, 3], 1.75)).toBeCloseTo(0.75, 9);
  });

  it('holds a level beyond either end at that end', () => {
    expect(ladderPosition([12, 6, 3], 20)).toBe(0);
    expect(ladderPosition([12, 6, 3], 1)).toBe(2);
    expect(ladderPosition([1, 2, 3], 0.5)).toBe(0);
  });
});
