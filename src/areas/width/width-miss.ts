/** How far a width answer was off, for the answer view to say in words. Pure. */
import type { WidthAnswer } from './width-definition';
import type { WidthQuestion } from './width-question';

export type WidthMiss =
  | { kind: 'none' }
  /** Narrower said for wider, or the other way round. */
  | { kind: 'direction' }
  /** The size was asked but not given. */
  | { kind: 'noSize' }
  /** The size in steps, signed: positive is a larger change than the question's. */
  | { kind: 'steps'; n: number };

export function describeMiss(question: WidthQuestion, answer: WidthAnswer): WidthMiss {
  if (answer.direction !== question.direction) return { kind: 'direction' };
  if (!question.asksSize) return { kind: 'none' };
  if (answer.steps === null) return { kind: 'noSize' };
  const n = answer.steps - question.steps;
  return n === 0 ? { kind: 'none' } : { kind: 'steps', n };
}
