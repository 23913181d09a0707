import { describe, expect, it } from 'vitest';
import { createSimulatedListener, levelAtPCorrect, type PsychometricFunction } from './simulated-listener';
import { LEVITT_3_DOWN_1_UP, boundAt, currentLevel, estimateThreshold, nextStaircase, startStaircase, type StaircaseConfig, type StaircaseState } from './staircase';

/** 12 dB down to 0.5 dB in 0.5 dB steps: an EQ-gain or level ladder. */
const DB_LADDER = Array.from({ length: 24 }, (_, i) => 12 - i * 0.5);
const CONFIG: StaircaseConfig = { ladder: DB_LADDER, startIndex: 0, ...LEVITT_3_DOWN_1_UP };

/** One-rung steps from 9.5 dB, stopping at the fourth reversal. */
const STEP_ONE: StaircaseConfig = { ...CONFIG, startIndex: 5, startStep: 1, halvings: 0, stopAfterReversals: 4 };
const WANDER = [true, false, true, false, true, true, true, false, true, true, true];

function run(config: StaircaseConfig, outcomes: readonly boolean[]): StaircaseState {
  return outcomes.reduce((state, correct) => nextStaircase(state, correct), startStaircase(config));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

describe('3-down 1-up staircase', () => {
  it('steps down after every correct answer until the first reversal, then after three in a row', () => {
    const config = { ...CONFIG, startStep: 1, halvings: 0, stopAfterReversals: 4 };
    const state = run(config, [true, true, false, true, true, true, true]);
    expect(state.trials.map((t) => t.level)).toEqual([12, 11.5, 11, 11.5, 11.5, 11.5, 11]);
    expect(state.trials.map((t) => t.reversal)).toEqual([false, false, true, false, false, true, false]);
    expect(currentLevel(state)).toBe(11);
  });

  it('halves its step at the first reversals, never below one rung', () => {
    let state = run(CONFIG, [true, true, false]);
    expect(state.trials.map((t) => t.levelIndex)).toEqual([0, 4, 8]);
    expect(state.step).toBe(2);
    state = run(CONFIG, [true, true, false, true, true, true]);
    expect(state.step).toBe(1);
    expect(state.levelIndex).toBe(6);
  });

  it('does not count a move blocked at the end of the ladder as a reversal', () => {
    const state = run({ ...CONFIG, startIndex: 23 }, [true, true, false]);
    expect(state.trials.map((t) => t.reversal)).toEqual([false, false, false]);
    expect(state.reversals).toBe(0);
  });

  it('stops after the set number of reversals or at the trial cap, and refuses more answers', () => {
    const capped = run({ ...CONFIG, maxTrials: 5 }, [true, true, true, true, true]);
    expect(capped.finished).toBe(true);
    expect(estimateThreshold(capped)).toBeNull();
    expect(() => nextStaircase(capped, true)).toThrow();
    const alternating = run(STEP_ONE, WANDER);
    expect(alternating.reversals).toBe(4);
    expect(alternating.finished).toBe(true);
  });

  it('stops a listener who hears even the hardest rung twelve times in a row, with that rung as an upper bound', () => {
    // 12 dB to 0.5 dB from the top in steps of 4 rungs: the floor (index 23) is the 7th trial.
    const allRight = (count: number) => run(CONFIG, Array.from({ length: count }, () => true));
    const toFloor = allRight(6).levelIndex;
    expect(toFloor).toBe(23);
    expect(allRight(6 + 11).finished).toBe(false);
    const pinned = allRight(6 + 12);
    expect(pinned.finished).toBe(true);
    expect(estimateThreshold(pinned)).toEqual({ threshold: 0.5, low: 0.5, high: 0.5, reversalLevels: [], bound: 'atOrBelow' });
  });

  it('gives the easiest rung as a lower bound for a listener who never leaves it, and the claim follows the ladder\'s direction', () => {
    const neverRight = run({ ...CONFIG, startIndex: 0 }, Array.from({ length: 12 }, () => false));
    expect(neverRight.finished).toBe(true);
    expect(estimateThreshold(neverRight)).toMatchObject({ threshold: 12, bound: 'atOrAbove' });
    // A rising ladder (timbre's depth): the hardest end is the top, so the bound is from below.
    const rising = run({ ...CONFIG, ladder: [1, 2, 3], startIndex: 0 }, Array.from({ length: 13 }, () => true));
    expect(estimateThreshold(rising)).toMatchObject({ threshold: 3, bound: 'atOrAbove' });
    expect(boundAt([1, 2, 3], 'easiest')).toBe('atOrBelow');
  });

  it('keeps the interval within the ladder: the test measures nothing beyond its ends', () => {
    const coarse = { ...CONFIG, ladder: [1, 2, 3], startIndex: 0, startStep: 1, halvings: 0, stopAfterReversals: 4 };
    // Reversals at 3, 2, 3, 2: 2.5, and a t interval over two pairs of -2.7 to 7.7.
    const estimate = estimateThreshold(run(coarse, [true, true, false, true, true, true, false, true, true, true]));
    expect(estimate?.threshold).toBe(2.5);
    expect(estimate).not.toBeNull();
    expect(estimate?.low).toBeGreaterThanOrEqual(1);
    expect(estimate?.high).toBeLessThanOrEqual(3);
  });

  it('rejects a ladder that is not strictly monotone, and a start off the ladder', () => {
    expect(() => startStaircase({ ...CONFIG, ladder: [1, 2, 2] })).toThrow(RangeError);
    expect(() => startStaircase({ ...CONFIG, ladder: [3, 1, 2] })).toThrow(RangeError);
    expect(() => startStaircase({ ...CONFIG, ladder: [1, 2, 3], startIndex: 0 })).not.toThrow();
    expect(() => startStaircase({ ...CONFIG, startIndex: 24 })).toThrow(RangeError);
    expect(() => startStaircase({ ...CONFIG, stopAfterReversals: 5 })).toThrow(RangeError);
  });

  it('estimates the mean of the reversals after the halvings, with a t interval counting peak-valley pairs', () => {
    const estimate = estimateThreshold(run(STEP_ONE, WANDER));
    expect(estimate?.reversalLevels).toEqual([9, 10, 9.5, 10]);
    expect(estimate?.threshold).toBeCloseTo(9.625, 9);
    // Reversals 9, 10, 9.5, 10: sd 0.479; two pairs, so se 0.479 / sqrt(2) = 0.339 and t(1) = 12.706.
    const halfWidth = 12.706 * (Math.sqrt(((9 - 9.625) ** 2 + 2 * (10 - 9.625) ** 2 + (9.5 - 9.625) ** 2) / 3) / Math.SQRT2);
    expect(estimate?.high).toBe(12); // 9.625 + 4.3 is above the ladder's top
    expect(estimate?.low).toBeCloseTo(9.625 - halfWidth, 6);
  });

  it('keeps the interval at least one final step wide when the pairs agree', () => {
    // Ten reversals between 9 and 9.5: t(4) * sd / sqrt(5) = 0.33 dB, narrower than the 0.5 dB step.
    const cycles = Array.from({ length: 4 }, () => [true, true, true, false]).flat();
    const estimate = estimateThreshold(run({ ...STEP_ONE, stopAfterReversals: 10 }, [true, false, ...cycles, true, true, true]));
    expect(estimate?.reversalLevels).toEqual([9, 9.5, 9, 9.5, 9, 9.5, 9, 9.5, 9, 9.5]);
    expect(estimate).toMatchObject({ threshold: 9.25, low: 8.75, high: 9.75 });
  });
});

describe('a simulated listener with a known threshold, 200 seeded runs on a dB ladder', () => {
  const listener: PsychometricFunction = { midpoint: 4, slope: 2, guessRate: 0.5, lapseRate: 0.02 };
  // 3-down 1-up converges where p(correct)^3 = 1/2, i.e. p = 0.794 (Levitt 1971): that level,
  // not the logistic's midpoint, is the threshold the staircase is meant to find.
  const trueThreshold = levelAtPCorrect(listener, 0.794);
  const runs = Array.from({ length: 200 }, (_, seed) => {
    const answer = createSimulatedListener(listener, 1000 + seed);
    let state = startStaircase(CONFIG);
    while (!state.finished) state = nextStaircase(state, answer.answer(currentLevel(state)));
    return { trials: state.trials.length, estimate: estimateThreshold(state) };
  });

  it('recovers the threshold within 10 % (median), its 95 % interval covers it in 90 % of runs, in at most 50 trials (median)', () => {
    const estimates = runs.map((r) => r.estimate).filter((e) => e !== null);
    expect(estimates).toHaveLength(200);
    const errorMedian = median(estimates.map((e) => Math.abs(e.threshold - trueThreshold) / trueThreshold));
    const coverage = estimates.filter((e) => e.low <= trueThreshold && trueThreshold <= e.high).length / estimates.length;
    const trialsMedian = median(runs.map((r) => r.trials));
    expect({ errorMedian, coverage, trialsMedian }).toEqual({
      errorMedian: expect.toSatisfy((v: number) => v <= 0.1),
      coverage: expect.toSatisfy((v: number) => v >= 0.9),
      trialsMedian: expect.toSatisfy((v: number) => v <= 50),
    });
  });

  it('is deterministic for a seed', () => {
    const again = createSimulatedListener(listener, 1000);
    let state = startStaircase(CONFIG);
    while (!state.finished) state = nextStaircase(state, again.answer(currentLevel(state)));
    expect(estimateThreshold(state)).toEqual(runs[0]?.estimate);
  });
});
