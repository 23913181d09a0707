import { describe, expect, it } from 'vitest';
import { describeMiss } from './reverb-miss';
import type { ReverbQuestion } from './reverb-question';

const room: ReverbQuestion = { rt60: 1.2, drr: 0, decayScale: [0.96, 1.2, 1.5, 1.875], mixScale: [8, 4, 0, -4, -8], source: 'bursts' };

describe('the miss of a reverb answer', () => {
  it('is nothing when every asked part is right', () => {
    expect(describeMiss(room, { rt60: 1.2, drr: 0 })).toEqual([]);
  });

  it('gives the decay time difference in seconds, negative when too short, as the times read on screen', () => {
    expect(describeMiss(room, { rt60: 0.96, drr: 0 })).toEqual([{ kind: 'decay', seconds: -0.24 }]);
    // 1.875 s reads "1.88 s": 0.68 s more than "1.20 s".
    expect(describeMiss(room, { rt60: 1.875, drr: 0 })).toEqual([{ kind: 'decay', seconds: 0.68 }]);
  });

  it('gives the mix difference in dB of direct-to-reverberant ratio, positive when too dry', () => {
    expect(describeMiss(room, { rt60: 1.2, drr: 4 })).toEqual([{ kind: 'mix', db: 4 }]);
    expect(describeMiss(room, { rt60: 1.5, drr: -8 })).toEqual([
      { kind: 'decay', seconds: 0.3 },
      { kind: 'mix', db: -8 },
    ]);
  });

  it('looks only at the asked parts, and names an asked part left out', () => {
    expect(describeMiss({ ...room, mixScale: [] }, { rt60: 1.2, drr: null })).toEqual([]);
    expect(describeMiss({ ...room, decayScale: [] }, { rt60: null, drr: -4 })).toEqual([{ kind: 'mix', db: -4 }]);
    expect(describeMiss(room, { rt60: null, drr: 0 })).toEqual([{ kind: 'noDecay' }]);
  });
});
