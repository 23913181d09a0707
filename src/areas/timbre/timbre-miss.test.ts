import { describe, expect, it } from 'vitest';
import { describeMiss } from './timbre-miss';
import type { TimbreAnswer, TimbreQuestion } from './timbre-question';

const violin = (mode: TimbreQuestion['mode']): TimbreQuestion => ({ instrument: 'violin', clip: 'violin-1.ogg', mode, delaySeconds: 0, gainDb: 0 });
const answer = (category: TimbreAnswer['category'], excitation: TimbreAnswer['excitation'], instrument: string | null): TimbreAnswer => ({ category, excitation, instrument });

describe('the miss of a timbre answer', () => {
  it('is none when every asked level is right', () => {
    expect(describeMiss(violin('advanced'), answer('chordophone', 'bowed', 'violin'))).toEqual({ kind: 'none' });
    expect(describeMiss(violin('basic'), answer('chordophone', 'bowed', null))).toEqual({ kind: 'none' });
  });

  it('says right family, wrong instrument, for another instrument of the category', () => {
    expect(describeMiss(violin('advanced'), answer('chordophone', 'bowed', 'viola'))).toEqual({ kind: 'wrongInstrument' });
    expect(describeMiss(violin('advanced'), answer('chordophone', 'plucked', 'harp'))).toEqual({ kind: 'wrongInstrument' });
  });

  it('says wrong family for another category, whatever else is right', () => {
    expect(describeMiss(violin('advanced'), answer('aerophone', 'edge-blown', 'flute'))).toEqual({ kind: 'wrongFamily' });
    expect(describeMiss(violin('basic'), answer('aerophone', 'bowed', null))).toEqual({ kind: 'wrongFamily' });
  });

  it('names a wrong excitation within the right family in the basic test', () => {
    expect(describeMiss(violin('basic'), answer('chordophone', 'plucked', null))).toEqual({ kind: 'wrongExcitation' });
  });

  it('says nothing for an instrument not in the catalogue', () => {
    expect(describeMiss({ ...violin('basic'), instrument: 'theremin-x' }, answer('electrophone', null, null))).toBeNull();
  });
});
