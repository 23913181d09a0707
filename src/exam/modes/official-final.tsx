import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaDefinition } from '../../exam-contract';
import type { SubmissionReceipt } from '../../api-contract';
import { FinalCardFrame, ScoredResult, WaitingForResult, type FinalResult, type ModeFinalProps } from '../final-card-parts';
import type { ReviewSoundSource } from '../review';
import { usePendingSubmissions } from '../submission-status';

/** An official exam's result is the server's: the receipt holds the score and, now, the questions. */
function officialResult<Q, A>(receipt: SubmissionReceipt | undefined): FinalResult<Q, A> | null {
  if (!receipt?.review) return null;
  return {
    score: receipt.score,
    correctRate: receipt.correctRate,
    items: receipt.review.map((item) => ({
      question: item.question as Q,
      answer: item.answer as A,
      result: { credit: item.credit, correct: item.correct, ...(item.details ? { details: item.details } : {}) },
    })),
  };
}

/** The server's score and review, once its receipt is in (official answers are revealed only here). */
export function OfficialFinal<S, Q, A, D>(props: ModeFinalProps<'official', S, Q, A, D>) {
  const { definition, fetchReviewAudio, snapshot } = props;
  const { t } = useTranslation('exam');
  const { receipts } = usePendingSubmissions();
  const submitId = snapshot.submission?.submitId ?? null;
  const result = officialResult<Q, A>(submitId === null ? undefined : receipts[submitId]);
  // An official exam's sounds were the server's: so are its review's.
  const sound = useMemo<ReviewSoundSource<Q, A>>(
    () =>
      submitId !== null
        ? { kind: 'server', key: `review:${submitId}`, definition: definition as AreaDefinition<unknown, Q, A>, fetchAudio: (n, branch) => fetchReviewAudio(submitId, n, branch) }
        : { kind: 'browser', definition: definition as AreaDefinition<unknown, Q, A> },
    [submitId, definition, fetchReviewAudio],
  );
  return (
    <FinalCardFrame {...props} title={t('final.title')} spoken={result ? t('final.scoreValue', { score: result.score }) : null}>
      {result ? <ScoredResult {...props} result={result} sound={sound} /> : <WaitingForResult submitId={submitId} />}
    </FinalCardFrame>
  );
}
