/**
 * A transformed up-down staircase (Levitt 1971, "Transformed up-down methods in psychoacoustics",
 * JASA 49:467): 3-down 1-up, which converges on the level answered correctly 79.4 % of the time
 * (p^3 = 0.5). Pure: the client runs it live, and the server replays it from the answers.
 *
 * The ladder is an ordered list of levels, easiest first (the largest physical difference), in
 * the units of the area's dimension; the staircase moves over its indices, so "harder" is a
 * higher index, and the threshold is a level of the ladder's units.
 */

export interface StaircaseConfig {
  /** Levels, easiest first, strictly monotone (decreasing for a physical difference; a tree's depth increases). */
  ladder: readonly number[];
  startIndex: number;
  /** Correct answers in a row that make the next trial harder (3 for 79.4 %). */
  down: number;
  /** The first step, in ladder indices. */
  startStep: number;
  /** The step is halved at each of this many first reversals, down to one index. */
  halvings: number;
  stopAfterReversals: number;
  /**
   * Trials in a row at an end of the ladder, the track pushing past it, that stop the run with
   * a bound for a result instead of a threshold.
   */
  stopWhenPinned: number;
  maxTrials: number;
}

export type Move = 'harder' | 'easier';

export interface StaircaseTrial {
  levelIndex: number;
  level: number;
  correct: boolean;
  /** This answer turned the track round: the level is a turning point. */
  reversal: boolean;
}

export interface StaircaseState {
  config: StaircaseConfig;
  trials: readonly StaircaseTrial[];
  /** The ladder index of the next trial. */
  levelIndex: number;
  step: number;
  lastMove: Move | null;
  correctInARow: number;
  reversals: number;
  finished: boolean;
}

/**
 * stopWhenPinned: a listener whose threshold is the hardest rung answers it right about 79 % of
 * the time, and 12 right in a row with a probability of 0.794^12 = 6 %; twelve in a row there
 * say the threshold lies beyond the ladder, and asking 60 more changes nothing.
 */
export const LEVITT_3_DOWN_1_UP = { down: 3, startStep: 4, halvings: 2, stopAfterReversals: 10, stopWhenPinned: 12, maxTrials: 80 } as const;

export function checkStaircaseConfig(config: StaircaseConfig): void {
  const { ladder, startIndex, down, startStep, halvings, stopAfterReversals, stopWhenPinned, maxTrials } = config;
  if (ladder.length < 2 || !ladder.every(Number.isFinite)) throw new RangeError('a ladder needs two or more finite levels');
  const direction = Math.sign((ladder[1] as number) - (ladder[0] as number));
  if (direction === 0 || ladder.some((level, i) => i > 0 && Math.sign(level - (ladder[i - 1] as number)) !== direction)) {
    throw new RangeError('a ladder goes from the easiest level to the hardest, strictly monotone');
  }
  const counts = { startIndex, down, startStep, halvings, stopAfterReversals, stopWhenPinned, maxTrials };
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0`);
  }
  if (startIndex >= ladder.length) throw new RangeError('startIndex is off the ladder');
  if (down < 1 || startStep < 1 || maxTrials < 1) throw new RangeError('down, startStep and maxTrials must be >= 1');
  if (stopWhenPinned < down) throw new RangeError('stopWhenPinned must be at least down: the track must have tried to move past the end');
  if (stopAfterReversals < halvings + 4) throw new RangeError('stopAfterReversals must leave four reversals (two midpoints) after the halvings');
}

export function startStaircase(config: StaircaseConfig): StaircaseState {
  checkStaircaseConfig(config);
  return {
    config,
    trials: [],
    levelIndex: config.startIndex,
    step: config.startStep,
    lastMove: null,
    correctInARow: 0,
    reversals: 0,
    finished: false,
  };
}

/** The level of the next trial, in the ladder's units. */
export function currentLevel(state: StaircaseState): number {
  return state.config.ladder[state.levelIndex] as number;
}

export function nextStaircase(state: StaircaseState, correct: boolean): StaircaseState {
  if (state.finished) throw new Error('the staircase has stopped');
  const { config } = state;
  // Until the first reversal one correct answer is enough to step down: a start well above
  // threshold then costs one trial per step, not three, which keeps a run under 50 trials. The
  // 3-down rule, and so the 79.4 % target, holds for every reversal that is averaged.
  const downNeeded = state.reversals === 0 ? 1 : config.down;
  const correctInARow = correct ? state.correctInARow + 1 : 0;
  const move: Move | null = !correct ? 'easier' : correctInARow >= downNeeded ? 'harder' : null;
  const target = move === null ? state.levelIndex : state.levelIndex + (move === 'harder' ? state.step : -state.step);
  const levelIndex = Math.min(config.ladder.length - 1, Math.max(0, target));
  // A move blocked by the end of the ladder is not a move: it cannot turn the track round.
  const moved = levelIndex !== state.levelIndex ? move : null;
  const reversal = moved !== null && state.lastMove !== null && moved !== state.lastMove;
  const reversals = state.reversals + (reversal ? 1 : 0);
  // Large steps find the region quickly; smaller ones after the first reversals keep the
  // averaged turning points close together, and those are the only ones averaged.
  const step = reversal && reversals <= config.halvings ? Math.max(1, Math.floor(state.step / 2)) : state.step;
  const trials = [...state.trials, { levelIndex: state.levelIndex, level: currentLevel(state), correct, reversal }];
  return {
    config,
    trials,
    levelIndex,
    step,
    lastMove: moved ?? state.lastMove,
    correctInARow: move === null ? correctInARow : 0,
    reversals,
    finished: reversals >= config.stopAfterReversals || trials.length >= config.maxTrials || pinnedTrials(trials, levelIndex, config) >= config.stopWhenPinned,
  };
}

export type LadderEnd = 'hardest' | 'easiest';

/** Which end of the ladder an index is, if it is one. */
function endAt(config: StaircaseConfig, levelIndex: number): LadderEnd | null {
  if (levelIndex === config.ladder.length - 1) return 'hardest';
  return levelIndex === 0 ? 'easiest' : null;
}

/** How many trials in a row, up to the next, sit at the end of the ladder the next one is at (0 when it is not at one). */
function pinnedTrials(trials: readonly StaircaseTrial[], nextIndex: number, config: StaircaseConfig): number {
  if (endAt(config, nextIndex) === null) return 0;
  let count = 0;
  for (let i = trials.length - 1; i >= 0 && (trials[i] as StaircaseTrial).levelIndex === nextIndex; i -= 1) count += 1;
  return count;
}

/**
 * What a result beyond an end of the ladder claims, in the ladder's units: the hardest rung of a
 * decreasing ladder (the smallest difference) bounds the threshold from above, and so on.
 */
export function boundAt(ladder: readonly number[], end: LadderEnd): ThresholdBound {
  const decreasing = (ladder[1] as number) < (ladder[0] as number);
  return (end === 'hardest') === decreasing ? 'atOrBelow' : 'atOrAbove';
}

/** The threshold lies at or beyond the level given: `atOrBelow` it, or `atOrAbove` it. */
export type ThresholdBound = 'atOrBelow' | 'atOrAbove';

export interface ThresholdEstimate {
  /** The mean level of the averaged reversals, in the ladder's units; or, with `bound`, the end of the ladder. */
  threshold: number;
  /** A 95 % interval for it, within the ladder (the test measures nothing beyond); both the end with `bound`. */
  low: number;
  high: number;
  reversalLevels: readonly number[];
  /** Set when the run stopped pinned at an end of the ladder: the threshold lies beyond it. */
  bound: ThresholdBound | null;
}

/**
 * The mean of the reversals after the step halvings (an even number of them, so peaks and
 * valleys weigh alike), with a 95 % interval. Successive reversals are not independent (a peak
 * and the next valley straddle the threshold; the track drifts), so the interval takes the
 * spread of the single reversals but counts only the peak-valley pairs as samples: t(n - 1) *
 * sd(reversals) / sqrt(n) for n pairs, and never narrower than one final step each side.
 * Against simulated listeners whose psychometric function rises over one to two rungs, a t
 * interval over the pairs' midpoints held the threshold in 77-94 % of runs, this one in 92-99 %
 * (adaptive/staircase.test.ts, bench/adaptive.bench.ts). Closed-form rather than a bootstrap, so
 * the server reproduces it without an rng. A run that stopped pinned at an end of the ladder
 * gives that end as a bound. Null when neither: fewer than two pairs (a run cut off by the trial
 * cap, or not finished).
 */
export function estimateThreshold(state: StaircaseState): ThresholdEstimate | null {
  const { config } = state;
  const end = endAt(config, state.levelIndex);
  if (end !== null && pinnedTrials(state.trials, state.levelIndex, config) >= config.stopWhenPinned) {
    const level = currentLevel(state);
    return { threshold: level, low: level, high: level, reversalLevels: [], bound: boundAt(config.ladder, end) };
  }
  const averaged = state.trials.filter((trial) => trial.reversal).map((trial) => trial.level).slice(state.config.halvings);
  const reversalLevels = averaged.slice(averaged.length % 2);
  const pairs = reversalLevels.length / 2;
  if (pairs < 2) return null;
  const mean = reversalLevels.reduce((sum, level) => sum + level, 0) / reversalLevels.length;
  const variance = reversalLevels.reduce((sum, level) => sum + (level - mean) ** 2, 0) / (reversalLevels.length - 1);
  const halfWidth = Math.max(tQuantile975(pairs - 1) * Math.sqrt(variance / pairs), finalStepAt(state, mean));
  const [bottom, top] = [Math.min(...config.ladder), Math.max(...config.ladder)];
  const within = (level: number) => Math.min(top, Math.max(bottom, level));
  return { threshold: mean, low: within(mean - halfWidth), high: within(mean + halfWidth), reversalLevels, bound: null };
}

function finalStepAt(state: StaircaseState, level: number): number {
  const { ladder } = state.config;
  const nearest = ladder.reduce((best, candidate, i) => (Math.abs(candidate - level) < Math.abs((ladder[best] as number) - level) ? i : best), 0);
  const harder = Math.min(ladder.length - 1, nearest + state.step);
  const easier = Math.max(0, nearest - state.step);
  return Math.abs((ladder[easier] as number) - (ladder[harder] as number)) / (harder - easier === 0 ? 1 : 2);
}

// Student's t, 97.5th percentile, for 1 to 30 degrees of freedom.
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

export function tQuantile975(degreesOfFreedom: number): number {
  // Beyond the table, the Cornish-Fisher expansion z + (z^3 + z) / 4df is within 0.001.
  return T_975[degreesOfFreedom - 1] ?? 1.96 + 2.372 / degreesOfFreedom;
}
