/** How far a distance answer was off, for the answer view to say in words. Pure. */
import type { DistanceAnswer, DistanceQuestion } from './distance-question';
import { distanceScale } from './distance-settings';

export type DistanceMiss =
  | { kind: 'none' }
  /** Steps on the ordered scale of distances, signed: positive is farther than the source. */
  | { kind: 'steps'; n: number }
  /** A distance the scale does not offer: no steps to count. */
  | { kind: 'offScale' };

export function describeMiss(question: DistanceQuestion, answer: DistanceAnswer): DistanceMiss {
  const scale = distanceScale(question);
  const answered = scale.indexOf(answer.distance);
  if (answered < 0) return { kind: 'offScale' };
  const n = answered - scale.indexOf(question.distance);
  return n === 0 ? { kind: 'none' } : { kind: 'steps', n };
}
