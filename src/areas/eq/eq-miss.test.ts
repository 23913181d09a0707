import { describe, expect, it } from 'vitest';
import { dB, hz, qFromBandwidth } from '../../lib/units';
import { describeMiss } from './eq-miss';
import type { EqQuestion } from './eq-question';

const question: EqQuestion = {
  resolution: 'third-octave',
  q: qFromBandwidth(1 / 3),
  asksDirection: true,
  bands: [
    { frequency: hz(250), gain: dB(6) },
    { frequency: hz(4000), gain: dB(-6) },
  ],
};

describe('the miss of an EQ answer', () => {
  it('is none for a band named exactly', () => {
    const [first] = describeMiss(question, { bands: [{ frequency: hz(250), direction: 'boost' }, { frequency: hz(4000), direction: 'cut' }] });
    expect(first).toEqual({ answered: { frequency: 250, direction: 'boost' }, miss: { kind: 'none' } });
  });

  it('gives the octaves off per band, negative when too low, paired as the score pairs them', () => {
    // Named in the other order: 1 kHz pairs with 4 kHz (2 octaves low), 315 Hz with 250 Hz (a third high).
    const misses = describeMiss(question, { bands: [{ frequency: hz(1000), direction: 'cut' }, { frequency: hz(315), direction: 'boost' }] });
    expect(misses.map((m) => m.miss)).toEqual([
      { kind: 'octaves', octaves: 0.33 },
      { kind: 'octaves', octaves: -2 },
    ]);
    expect(misses[1]?.answered).toEqual({ frequency: 1000, direction: 'cut' });
  });

  it('names boost and cut mixed up at the right frequency, and a band left without an answer', () => {
    const misses = describeMiss(question, { bands: [{ frequency: hz(250), direction: 'cut' }] });
    expect(misses).toEqual([
      { answered: { frequency: 250, direction: 'cut' }, miss: { kind: 'direction' } },
      { answered: null, miss: { kind: 'unanswered' } },
    ]);
  });
});
