/** What a reverb confusion matrix counts: the step of each asked scale, asked and answered. Pure. */
import type { Confusion } from '../../exam-contract';
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';

/**
 * Steps are numbered from 1, the shortest decay or the driest mix, so that the adaptive mode's
 * rungs, whose values differ, share one matrix. A part not asked, left unanswered or answered
 * off its scale is left out.
 */
function stepConfusion(axis: string, scale: readonly number[], asked: number, answered: number | null): Confusion[] {
  const index = answered === null ? -1 : scale.indexOf(answered);
  if (index < 0) return [];
  return [{ axis, asked: String(scale.indexOf(asked) + 1), answered: String(index + 1) }];
}

export function reverbConfusions(question: ReverbQuestion, answer: ReverbAnswer): Confusion[] {
  return [...stepConfusion('decay', question.decayScale, question.rt60, answer.rt60), ...stepConfusion('mix', question.mixScale, question.drr, answer.drr)];
}
