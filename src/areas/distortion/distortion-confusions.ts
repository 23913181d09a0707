/** Distortion confusions: the amount (THD in percent) and, when asked and given, the type. Pure. */
import type { Confusion } from '../../exam-contract';
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';
import { DISTORTION_TYPES } from './distortion-settings';

export function distortionConfusions(question: DistortionQuestion, answer: DistortionAnswer): Confusion[] {
  const amount: Confusion = { axis: 'amount', asked: String(question.thd), answered: String(answer.thd) };
  if (!question.asksType || answer.type === null) return [amount];
  return [amount, { axis: 'type', asked: question.type, answered: answer.type }];
}

/** Amounts smallest first; types in the order the answer offers them (soft, hard, asymmetric). */
export function compareDistortionCategories(axis: string, a: string, b: string): number {
  if (axis === 'amount') return Number(a) - Number(b);
  const order = (value: string) => DISTORTION_TYPES.findIndex((type) => type === value);
  return order(a) - order(b) || a.localeCompare(b);
}
