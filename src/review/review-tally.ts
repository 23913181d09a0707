import { answerOutcome, type AnswerOutcome } from '../exam-contract';

/** How many answers of an exam came out each way (`answerOutcome`). */
export type ReviewTally = Record<AnswerOutcome, number>;

/** A partly right answer (half credit for the right band with the wrong direction) is not a miss. */
export function tallyAnswers(results: readonly { credit: number; correct: boolean }[]): ReviewTally {
  const tally: ReviewTally = { right: 0, partial: 0, wrong: 0 };
  for (const result of results) tally[answerOutcome(result)] += 1;
  return tally;
}
