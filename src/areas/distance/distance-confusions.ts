/** What a distance confusion matrix counts: the step of the scale asked and answered. Pure. */
import type { Confusion } from '../../exam-contract';
import type { DistanceAnswer, DistanceQuestion } from './distance-question';
import { distanceScale } from './distance-settings';

/**
 * Steps are numbered from 1, the nearest, so that the adaptive mode's rungs, whose distances
 * differ, share one matrix. An answer off the scale has no step and is left out.
 */
export function distanceConfusions(question: DistanceQuestion, answer: DistanceAnswer): Confusion[] {
  const scale = distanceScale(question);
  const answered = scale.indexOf(answer.distance);
  if (answered < 0) return [];
  return [{ axis: 'step', asked: String(scale.indexOf(question.distance) + 1), answered: String(answered + 1) }];
}
