import { describe, expect, it } from 'vitest';
import { checkTrials, checkVerdict, rightAnswer, stimulusOf, trialSeconds, type CheckTrial } from './check-trials';

const sequence = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};
const sum = (trials: readonly CheckTrial[]) => trials.reduce((total, trial) => total + trialSeconds(trial), 0);

describe('the listening checks', () => {
  it('headphones: one tone on each side first, then the six antiphase sets, each order once', () => {
    const trials = checkTrials('headphones', sequence([0.9, 0.1, 0.5, 0.3]));
    expect(trials.slice(0, 2).map((t) => t.kind)).toEqual(['side', 'side']);
    expect(new Set(trials.slice(0, 2).map((t) => (t.kind === 'side' ? t.side : null)))).toEqual(new Set(['left', 'right']));
    const sets = trials.slice(2).map((t) => (t.kind === 'antiphase' ? t.tones.join() : null));
    expect(sets).toHaveLength(6);
    expect(new Set(sets).size).toBe(6);
  });

  it('channels: each side twice, in an order that varies', () => {
    const orders = new Set<string>();
    for (const seed of [0.05, 0.3, 0.55, 0.8, 0.95]) {
      const trials = checkTrials('channels', sequence([seed, 1 - seed, seed / 2]));
      expect(trials.every((t) => t.kind === 'side')).toBe(true);
      expect(trials.map((t) => (t.kind === 'side' ? t.side : '')).sort()).toEqual(['left', 'left', 'right', 'right']);
      orders.add(trials.map((t) => (t.kind === 'side' ? t.side : '')).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('plays each trial as its own stimulus', () => {
    expect(stimulusOf({ kind: 'side', side: 'right' })).toEqual({ kind: 'channel-tone', side: 'right' });
    expect(stimulusOf({ kind: 'antiphase', tones: ['soft', 'normal', 'antiphase'] })).toEqual({ kind: 'headphone-trial', trial: ['soft', 'normal', 'antiphase'] });
  });

  it('sound for 25.2 s (headphones: 2 x 0.6 s + 6 x 4 s) and 2.4 s (channels: 4 x 0.6 s)', () => {
    expect(sum(checkTrials('headphones', Math.random))).toBeCloseTo(25.2, 9);
    expect(sum(checkTrials('channels', Math.random))).toBeCloseTo(2.4, 9);
  });

  it('pass with every side right and at least five sets of six; a single wrong side fails', () => {
    const trials = checkTrials('headphones', sequence([0.42]));
    const right = trials.map(rightAnswer);
    expect(checkVerdict(trials, right)).toMatchObject({ passed: true, sidesWrong: 0, setsRight: 6, sets: 6, sides: 2 });
    const oneSetWrong = trials.map((t, i) => (i === 5 && t.kind === 'antiphase' ? t.tones.indexOf('normal') : rightAnswer(t)));
    expect(checkVerdict(trials, oneSetWrong).passed).toBe(true);
    const twoSetsWrong = trials.map((t, i) => (i >= 6 && t.kind === 'antiphase' ? t.tones.indexOf('antiphase') : rightAnswer(t)));
    expect(checkVerdict(trials, twoSetsWrong)).toMatchObject({ passed: false, setsRight: 4 });
    const swapped = trials.map((t) => (t.kind === 'side' ? (t.side === 'left' ? 'right' : 'left') : rightAnswer(t)));
    expect(checkVerdict(trials, swapped)).toMatchObject({ passed: false, sidesWrong: 2, setsRight: 6 });
    expect(checkVerdict(trials, right.slice(0, 7)).passed).toBe(false);
  });
});
