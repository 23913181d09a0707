/** How far a distortion answer was off, for the answer view to say in words. Pure. */
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';

export interface DistortionMiss {
  /** Steps on the amount scale, signed: positive is more distortion than the question's; null off the scale. */
  steps: number | null;
  /** The type was asked and named wrong. */
  wrongType: boolean;
}

export function describeMiss(question: DistortionQuestion, answer: DistortionAnswer): DistortionMiss {
  const answered = question.scale.indexOf(answer.thd);
  return {
    steps: answered < 0 ? null : answered - question.scale.indexOf(question.thd),
    wrongType: question.asksType && answer.type !== question.type,
  };
}

export const isExact = (miss: DistortionMiss): boolean => miss.steps === 0 && !miss.wrongType;
