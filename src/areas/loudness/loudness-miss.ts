/** How far a loudness answer was off, for the answer view to say in words. Pure. */
import type { LoudnessQuestion } from './loudness-question';
import type { LoudnessAnswer } from './loudness-scoring';

export type LoudnessMiss =
  | { kind: 'none' }
  /** Louder said for softer, or the other way round. */
  | { kind: 'direction' }
  /** The size was asked but not given. */
  | { kind: 'noSize' }
  /** The size in steps, signed: positive is a larger change than the question's. */
  | { kind: 'steps'; n: number };

export function describeMiss(question: LoudnessQuestion, answer: LoudnessAnswer): LoudnessMiss {
  if (answer.direction !== question.direction) return { kind: 'direction' };
  if (!question.asksSize) return { kind: 'none' };
  if (answer.steps === null) return { kind: 'noSize' };
  const n = answer.steps - question.steps;
  return n === 0 ? { kind: 'none' } : { kind: 'steps', n };
}
