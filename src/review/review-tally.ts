/** How the answers of an exam came out: wholly right, partly right (some credit) and wrong (none). */
export interface ReviewTally {
  right: number;
  partial: number;
  wrong: number;
}

/** A partly right answer (half credit for the right band with the wrong direction) is not a miss. */
export function tallyAnswers(results: readonly { credit: number; correct: boolean }[]): ReviewTally {
  const tally: ReviewTally = { right: 0, partial: 0, wrong: 0 };
  for (const { credit, correct } of results) {
    if (correct) tally.right += 1;
    else if (credit > 0) tally.partial += 1;
    else tally.wrong += 1;
  }
  return tally;
}
