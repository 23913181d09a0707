/** What a timbre confusion matrix counts: each asked level of the classification, asked and answered. Pure. */
import type { Confusion } from '../../exam-contract';
import { CATEGORIES, EXCITATIONS, INSTRUMENTS, instrumentById } from './catalogue';
import type { TimbreAnswer, TimbreQuestion } from './timbre-question';
import { asksExcitation } from './timbre-settings';

/** An electrophone has no excitation: 'none', as the form names it. */
const NO_EXCITATION = 'none';

/** Nothing for an instrument no longer in the catalogue; the instrument only where asked and answered. */
export function timbreConfusions(question: TimbreQuestion, answer: TimbreAnswer): Confusion[] {
  const truth = instrumentById(question.instrument);
  if (!truth) return [];
  const confusions: Confusion[] = [{ axis: 'category', asked: truth.category, answered: answer.category }];
  if (asksExcitation(question.mode)) {
    confusions.push({ axis: 'excitation', asked: truth.excitation ?? NO_EXCITATION, answered: answer.excitation ?? NO_EXCITATION });
  }
  if (question.mode === 'advanced' && answer.instrument !== null) confusions.push({ axis: 'instrument', asked: truth.id, answered: answer.instrument });
  return confusions;
}

const ORDERS: Readonly<Record<string, readonly string[]>> = {
  category: CATEGORIES,
  excitation: [...EXCITATIONS, NO_EXCITATION],
  instrument: INSTRUMENTS.map((instrument) => instrument.id),
};

/** The catalogue's order: categories, excitations and instruments as the answer form lists them. */
export function compareTimbreCategories(axis: string, a: string, b: string): number {
  const order = ORDERS[axis] ?? [];
  return order.indexOf(a) - order.indexOf(b);
}
