/** How far a stereo localization answer was off, for the answer view to say in words. Pure. */
import type { StereoAnswer, StereoQuestion } from './stereo-question';

export type StereoMiss =
  | { kind: 'none' }
  /** Stage degrees, signed: positive is right of the source. */
  | { kind: 'angle'; degrees: number };

export function describeMiss(question: StereoQuestion, answer: StereoAnswer): StereoMiss {
  const degrees = answer.angle - question.angle;
  return degrees === 0 ? { kind: 'none' } : { kind: 'angle', degrees };
}
