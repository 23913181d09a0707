/**
 * A simulated listener for testing and benchmarking adaptive runs: a logistic psychometric
 * function of the level, between the task's guess rate and 1 minus a lapse rate, answering with
 * a seeded rng so that every run is reproducible.
 */
import { createRng, type Seed } from '../../lib/rng';

export interface PsychometricFunction {
  /** The level where the logistic part is at one half, in the ladder's units. */
  midpoint: number;
  /** Per ladder unit; positive, as a larger level is an easier trial. */
  slope: number;
  /** The chance of a right guess: 1 / n for n choices. */
  guessRate: number;
  /** Answers wrong whatever the level (attention, a slip of the key). */
  lapseRate: number;
}

export const TYPICAL_LAPSE_RATE = 0.02;

export function pCorrect(fn: PsychometricFunction, level: number): number {
  const logistic = 1 / (1 + Math.exp(-fn.slope * (level - fn.midpoint)));
  return fn.guessRate + (1 - fn.guessRate - fn.lapseRate) * logistic;
}

/** The level answered correctly with probability p; it must lie strictly between the guess and lapse limits. */
export function levelAtPCorrect(fn: PsychometricFunction, p: number): number {
  const logistic = (p - fn.guessRate) / (1 - fn.guessRate - fn.lapseRate);
  if (!(logistic > 0 && logistic < 1)) throw new RangeError(`p(correct) = ${p} is out of this listener's reach`);
  return fn.midpoint + Math.log(logistic / (1 - logistic)) / fn.slope;
}

export interface SimulatedListener {
  answer(level: number): boolean;
}

export function createSimulatedListener(fn: PsychometricFunction, seed: Seed): SimulatedListener {
  const rng = createRng(seed);
  return { answer: (level) => rng.next() < pCorrect(fn, level) };
}
