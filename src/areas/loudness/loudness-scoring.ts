/** Loudness answers: boost or cut and, when asked, the size in steps. Pure: the API re-scores with this. */
import type { ScoreResult } from '../../exam/area-definition';
import type { LevelDirection, LoudnessQuestion } from './loudness-question';
import { SIZE_STEPS } from './loudness-settings';

export interface LoudnessAnswer {
  direction: LevelDirection;
  /** The size in steps (1 to SIZE_STEPS), or null when the size is not asked. */
  steps: number | null;
}

export function parseLoudnessAnswer(input: unknown): LoudnessAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { direction, steps } = input as Record<string, unknown>;
  if (direction !== 'boost' && direction !== 'cut') return null;
  if (steps === null || steps === undefined) return { direction, steps: null };
  if (typeof steps !== 'number' || !Number.isInteger(steps) || steps < 1 || steps > SIZE_STEPS) return null;
  return { direction, steps };
}

/** Half credit for a size one step off; a quarter for the right direction only. */
export function scoreLoudnessAnswer(question: LoudnessQuestion, answer: LoudnessAnswer): ScoreResult {
  const directionRight = answer.direction === question.direction;
  const details: Record<string, number | string | boolean> = { answeredDirection: answer.direction };
  if (answer.steps !== null) details.answeredSteps = answer.steps;
  if (!directionRight) return { credit: 0, correct: false, details };
  if (!question.asksSize) return { credit: 1, correct: true, details };
  if (answer.steps === null) return { credit: 0.25, correct: false, details };
  const off = answer.steps - question.steps;
  details.stepsOff = off;
  const credit = off === 0 ? 1 : Math.abs(off) === 1 ? 0.5 : 0.25;
  return { credit, correct: off === 0, details };
}
