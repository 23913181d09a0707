/**
 * Each mode's parts of the exam page's cards. The cards (src/exam/exam-*-card.tsx) lay out
 * what every mode shows and take the rest from the snapshot's mode here; the finished run's part
 * is in src/exam/exam-final-card.tsx, which loads only once an exam ends.
 */
import type { ExamMode, ExamSnapshot } from '../exam-types';
import { adaptiveCards } from './adaptive-cards';
import type { ModeCards } from './card-types';
import { examCards } from './exam-cards';
import { officialCards } from './official-cards';
import { trainingCards } from './training-cards';

export const MODE_CARDS: { [M in ExamMode]: ModeCards<M> } = {
  training: trainingCards,
  exam: examCards,
  adaptive: adaptiveCards,
  official: officialCards,
};

/** The cards of the snapshot's mode (their parts take that mode's snapshot, as `modeOf`'s methods do). */
export function cardsOf(s: ExamSnapshot<unknown, unknown, unknown, unknown>): ModeCards<ExamMode> {
  return MODE_CARDS[s.mode];
}
