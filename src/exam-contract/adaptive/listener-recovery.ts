/**
 * How well an area's adaptive mode finds a known threshold: seeded runs of the staircase over
 * one dimension's ladder, answered by a simulated listener (simulated-listener.ts) whose
 * threshold and slope are set from that ladder. Pure, so a unit test and `npm run bench`
 * (bench/adaptive.bench.ts) measure the same thing.
 */
import { createRng } from '../../lib/rng';
import type { AdaptiveDimension } from '../area-definition';
import { adaptiveStaircaseConfig } from './adaptive-run';
import { TYPICAL_LAPSE_RATE, pCorrect } from './simulated-listener';
import { currentLevel, estimateThreshold, nextStaircase, startStaircase, type ThresholdEstimate } from './staircase';

/** 3-down 1-up converges where p(correct)^3 = 1/2 (Levitt 1971). */
export const TARGET_P_CORRECT = 0.5 ** (1 / 3);

export interface SimulatedListenerOf {
  /** The level the listener answers right 79.4 % of the time: the threshold a run should find. */
  threshold: number;
  /** p(correct) at a level, with the dimension's guess rate at that level and a 2 % lapse rate. */
  pCorrect(level: number): number;
}

/**
 * A listener whose threshold lies `position` of the way down the ladder (by rung, interpolated),
 * and whose psychometric function rises from 25 to 75 % of its range over `spreadRungs` rungs
 * there: ladders are spaced to about the width of a listener's psychometric function, so two
 * rungs is a typical listener, and more a shallow one.
 */
export function simulatedListenerOf<S>(dimension: AdaptiveDimension<S>, position = 0.6, spreadRungs = 2): SimulatedListenerOf {
  const { ladder } = dimension;
  const at = position * (ladder.length - 1);
  const below = Math.floor(at);
  const above = Math.min(ladder.length - 1, below + 1);
  const lower = ladder[below] as number;
  const upper = ladder[above] as number;
  const threshold = lower + (upper - lower) * (at - below);
  const spacing = Math.abs(upper - lower) || Math.abs((ladder[1] as number) - (ladder[0] as number));
  // A larger level is easier on a decreasing ladder, harder on an increasing one (a tree's depth).
  const slope = (Math.sign((ladder[0] as number) - (ladder[ladder.length - 1] as number)) * (2 * Math.log(3))) / (spreadRungs * spacing);
  const guessAt = dimension.guessRate(threshold);
  const logisticAtTarget = (TARGET_P_CORRECT - guessAt) / (1 - guessAt - TYPICAL_LAPSE_RATE);
  const midpoint = threshold - Math.log(logisticAtTarget / (1 - logisticAtTarget)) / slope;
  return {
    threshold,
    pCorrect: (level) => pCorrect({ midpoint, slope, guessRate: dimension.guessRate(level), lapseRate: TYPICAL_LAPSE_RATE }, level),
  };
}

export interface RecoveredRun {
  trials: number;
  estimate: ThresholdEstimate | null;
  /** |estimate - threshold| / threshold (for a ratio, over threshold - 1: a ratio's difference is its excess over 1); null without an estimate. */
  error: number | null;
  covered: boolean;
}

/** `runs` seeded runs over the dimension, each answered by the listener until the staircase stops. */
export function recoverThreshold<S>(dimension: AdaptiveDimension<S>, listener: SimulatedListenerOf, runs: number, seed: number): RecoveredRun[] {
  const scale = Math.abs(dimension.unit === 'ratio' ? listener.threshold - 1 : listener.threshold);
  return Array.from({ length: runs }, (_, run) => {
    const rng = createRng((seed + run * 7919) >>> 0);
    let state = startStaircase(adaptiveStaircaseConfig(dimension));
    while (!state.finished) {
      const level = currentLevel(state);
      state = nextStaircase(state, rng.next() < listener.pCorrect(level));
    }
    const estimate = estimateThreshold(state);
    return {
      trials: state.trials.length,
      estimate,
      error: estimate === null ? null : Math.abs(estimate.threshold - listener.threshold) / scale,
      covered: estimate !== null && estimate.low <= listener.threshold && listener.threshold <= estimate.high,
    };
  });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface RecoveryFigures {
  /** Median of |estimate - threshold| / threshold, in percent; a run without an estimate counts as 100 %. */
  errorPctMedian: number;
  /** The share of runs whose 95 % interval holds the threshold (a run without one does not). */
  ciCoverage: number;
  trialsMedian: number;
}

export function recoveryFigures(runs: readonly RecoveredRun[]): RecoveryFigures {
  return {
    errorPctMedian: 100 * median(runs.map((run) => run.error ?? 1)),
    ciCoverage: runs.filter((run) => run.covered).length / runs.length,
    trialsMedian: median(runs.map((run) => run.trials)),
  };
}
