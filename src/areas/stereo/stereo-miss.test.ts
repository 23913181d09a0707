import { describe, expect, it } from 'vitest';
import { describeMiss } from './stereo-miss';
import type { StereoQuestion } from './stereo-question';

const tenRight: StereoQuestion = { angle: 10, interval: 10, source: 'bursts' };

describe('the miss of a stereo localization answer', () => {
  it('is none at the right position', () => {
    expect(describeMiss(tenRight, { angle: 10 })).toEqual({ kind: 'none' });
  });

  it('gives the stage degrees, positive when the answer lies right of the source', () => {
    expect(describeMiss(tenRight, { angle: 30 })).toEqual({ kind: 'angle', degrees: 20 });
    expect(describeMiss(tenRight, { angle: -10 })).toEqual({ kind: 'angle', degrees: -20 });
    expect(describeMiss({ ...tenRight, angle: -30 }, { angle: 0 })).toEqual({ kind: 'angle', degrees: 30 });
  });
});
