import { describe, expect, it } from 'vitest';
import { describeMiss } from './distance-miss';
import type { DistanceQuestion } from './distance-question';

const at2m: DistanceQuestion = { distance: 2, mode: 'advanced', source: 'bursts' };

describe('the miss of a distance answer', () => {
  it('is none at the right distance', () => {
    expect(describeMiss(at2m, { distance: 2 })).toEqual({ kind: 'none' });
  });

  it('counts steps on the scale of the mode, positive for farther', () => {
    expect(describeMiss(at2m, { distance: 2.8 })).toEqual({ kind: 'steps', n: 1 });
    expect(describeMiss(at2m, { distance: 1 })).toEqual({ kind: 'steps', n: -2 });
    expect(describeMiss({ ...at2m, mode: 'basic' }, { distance: 8 })).toEqual({ kind: 'steps', n: 2 });
  });

  it('counts no steps for a distance the scale does not offer', () => {
    expect(describeMiss({ ...at2m, mode: 'basic' }, { distance: 2.8 })).toEqual({ kind: 'offScale' });
  });
});
