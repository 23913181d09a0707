import type { AreaDefinition, Confusion } from './area-definition';

/** How often one category was answered for another, on one axis. */
export interface ConfusionCount extends Confusion {
  count: number;
}

/** Counts confusions (of one exam, or of many) by axis, asked and answered; in first-seen order. */
export function countConfusions(confusions: Iterable<Confusion | ConfusionCount>): ConfusionCount[] {
  const counts = new Map<string, ConfusionCount>();
  for (const confusion of confusions) {
    const key = JSON.stringify([confusion.axis, confusion.asked, confusion.answered]);
    const n = 'count' in confusion ? confusion.count : 1;
    const counted = counts.get(key);
    if (counted) counted.count += n;
    else counts.set(key, { axis: confusion.axis, asked: confusion.asked, answered: confusion.answered, count: n });
  }
  return [...counts.values()];
}

/** The confusions of an exam's answers (untrusted: a malformed answer confuses nothing). */
export function examConfusions<S, Q, A>(area: AreaDefinition<S, Q, A>, questions: readonly Q[], answers: readonly unknown[]): ConfusionCount[] {
  return countConfusions(
    questions.flatMap((question, i) => {
      const answer = area.parseAnswer(answers[i]);
      return answer === null ? [] : area.confusions(question, answer);
    }),
  );
}
