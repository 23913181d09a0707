/**
 * Answers about a change on an ordered scale (a level, a width, an amount): its direction and,
 * when asked, its size in steps. Pure: areas parse and score with it, and so does the API.
 */
import type { ScoreResult } from './area-definition';

export interface SteppedChange<D extends string> {
  direction: D;
  /** 1, or 1 to the scale's length when the size is asked. */
  steps: number;
  asksSize: boolean;
}

export interface SteppedAnswer<D extends string> {
  direction: D;
  /** The size in steps, or null when the size is not asked. */
  steps: number | null;
}

export function parseSteppedAnswer<D extends string>(input: unknown, directions: readonly D[], maxSteps: number): SteppedAnswer<D> | null {
  if (typeof input !== 'object' || input === null) return null;
  const { direction: raw, steps } = input as Record<string, unknown>;
  const direction = directions.find((d) => d === raw);
  if (direction === undefined) return null;
  if (steps === null || steps === undefined) return { direction, steps: null };
  if (typeof steps !== 'number' || !Number.isInteger(steps) || steps < 1 || steps > maxSteps) return null;
  return { direction, steps };
}

/** The exact answer, as the stepped form gives it: no size when the size is not asked. */
export function rightSteppedAnswer<D extends string>(question: SteppedChange<D>): SteppedAnswer<D> {
  return { direction: question.direction, steps: question.asksSize ? question.steps : null };
}

/** Full credit when exact; half for a size one step off; a quarter for the right direction only. */
export function scoreSteppedAnswer<D extends string>(question: SteppedChange<D>, answer: SteppedAnswer<D>): ScoreResult {
  const details: Record<string, number | string | boolean> = { answeredDirection: answer.direction };
  if (answer.steps !== null) details.answeredSteps = answer.steps;
  if (answer.direction !== question.direction) return { credit: 0, correct: false, details };
  if (!question.asksSize) return { credit: 1, correct: true, details };
  if (answer.steps === null) return { credit: 0.25, correct: false, details };
  const off = answer.steps - question.steps;
  details.stepsOff = off;
  return { credit: off === 0 ? 1 : Math.abs(off) === 1 ? 0.5 : 0.25, correct: off === 0, details };
}

/** How far a stepped answer was off, for an answer view to say in words. */
export type SteppedMiss =
  | { kind: 'none' }
  /** The other direction (softer for louder, narrower for wider). */
  | { kind: 'direction' }
  /** The size was asked but not given. */
  | { kind: 'noSize' }
  /** The size in steps, signed: positive is a larger change than the question's. */
  | { kind: 'steps'; n: number };

export function describeSteppedMiss<D extends string>(question: SteppedChange<D>, answer: SteppedAnswer<D>): SteppedMiss {
  if (answer.direction !== question.direction) return { kind: 'direction' };
  if (!question.asksSize) return { kind: 'none' };
  if (answer.steps === null) return { kind: 'noSize' };
  const n = answer.steps - question.steps;
  return n === 0 ? { kind: 'none' } : { kind: 'steps', n };
}
