import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SubmissionReceipt } from '../lib/api-types';
import { areaRecord, type AreaId } from '../lib/area-registry';
import type { AreaDefinition, ScoreResult, ThresholdBound } from '../exam-contract';
import type { AreaUi } from './area-ui';
import type { ExamMachine } from './exam-machine';
import type { ExamSnapshot } from './exam-types';
import { formatThreshold as formatThresholdIn } from '../i18n';
import { AdaptiveResult, SessionConfusions } from './adaptive';
import { ReviewList, type ReviewSoundSource } from './review';
import { usePendingSubmissions } from './submission-status';
import { visuallyHidden } from '../ui';

type FetchReviewAudioOf = (submitId: string, question: number, branch: 'original' | 'processed' | 'answer') => Promise<ArrayBuffer>;

export interface ExamFinalCardProps<S, Q, A, D> {
  area: AreaId;
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
  /** A submitted official exam's sounds, for its review. */
  fetchReviewAudio: FetchReviewAudioOf;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

function SubmissionNote({ submitId, formatThreshold }: { submitId: string; formatThreshold?: (value: number, bound: ThresholdBound | null) => string }) {
  const { t } = useTranslation('exam');
  const { receipts, pending, failed, outdated } = usePendingSubmissions();
  const receipt = receipts[submitId];
  if (receipt) {
    const threshold = receipt.threshold?.threshold;
    return (
      <Alert severity="success" data-testid="submission-received">
        {!receipt.threshold
          ? t('submission.received', { score: receipt.score, rate: receipt.correctRate })
          : threshold === null || threshold === undefined || !formatThreshold
            ? t('adaptive.receivedNone')
            : t('adaptive.received', { threshold: formatThreshold(threshold, receipt.threshold.bound) })}
      </Alert>
    );
  }
  // A refused result is shown by the pending-results indicator, not as "will be sent".
  if ([...failed, ...outdated].some((f) => f.submitId === submitId)) return null;
  return (
    <Alert severity={pending > 0 ? 'warning' : 'info'} data-testid="submission-queued">
      {t('submission.queued')}
    </Alert>
  );
}

interface FinalResult<Q, A> {
  score: number;
  correctRate: number;
  items: readonly { question: Q; answer: A; result: ScoreResult }[];
}

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

/** The final score with every question reviewed (official answers are revealed only here). */
export function ExamFinalCard<S, Q, A, D>({ area, definition, ui, fetchReviewAudio, snapshot, machine }: ExamFinalCardProps<S, Q, A, D>) {
  const { t, i18n } = useTranslation('exam');
  const { receipts } = usePendingSubmissions();
  const { final, history, submission, startedAt, finishedAt, mode } = snapshot;
  const adaptive = snapshot.mode === 'adaptive' ? snapshot.adaptive : null;
  const formatThreshold = adaptive
    ? (value: number, bound: ThresholdBound | null) => formatThresholdIn(t, i18n.language, adaptive.unit, value, bound)
    : undefined;
  const estimate = adaptive?.estimate;
  const result: FinalResult<Q, A> | null =
    mode === 'official'
      ? officialResult<Q, A>(submission ? receipts[submission.submitId] : undefined)
      : final && { score: final.score, correctRate: final.correctRate, items: history };
  const seconds = startedAt !== null && finishedAt !== null ? Math.round((finishedAt - startedAt) / 1000) : 0;
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = result !== null;
  const submitId = submission?.submitId ?? null;
  // An official exam's sounds were the server's: so are its review's. The others are built here.
  const sound = useMemo<ReviewSoundSource<Q, A>>(
    () =>
      mode === 'official' && submitId !== null
        ? { kind: 'server', key: `review:${submitId}`, definition: definition as AreaDefinition<unknown, Q, A>, fetchAudio: (n, branch) => fetchReviewAudio(submitId, n, branch) }
        : { kind: 'browser', definition: definition as AreaDefinition<unknown, Q, A> },
    [mode, submitId, definition, fetchReviewAudio],
  );

  // The question card, which held the focus, is gone: the focus would drop to the page's body
  // and the result go unannounced. The heading takes it (and reads out the score), unless the
  // student is busy elsewhere, say on the volume.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || cardRef.current?.contains(active)) headingRef.current?.focus();
  }, [shown]);

  return (
    <Card variant="outlined" data-testid="exam-final-card" data-result={shown ? 'shown' : 'waiting'} ref={cardRef}>
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} data-testid="final-heading" sx={{ outline: 'none' }}>
            {adaptive ? t('adaptive.threshold') : t('final.title')}
            {result ? (
              <>
                {' '}
                {/* Read by screen readers, not shown: the result is there in large type just below. */}
                <Box component="span" sx={visuallyHidden}>
                  {adaptive
                    ? estimate && formatThreshold
                      ? formatThreshold(estimate.threshold, estimate.bound)
                      : ''
                    : t('final.scoreValue', { score: result.score })}
                </Box>
              </>
            ) : null}
          </Typography>
          {result && adaptive ? (
            <>
              <AdaptiveResult definition={definition as AreaDefinition<unknown>} namespace={ui.namespace} dimension={snapshot.mode === 'adaptive' ? snapshot.dimension : ''} run={adaptive} />
              {submission ? <SubmissionNote submitId={submission.submitId} {...(formatThreshold ? { formatThreshold } : {})} /> : null}
              <SessionConfusions definition={definition} ui={ui as AreaUi<unknown, unknown, unknown, unknown>} items={result.items} />
            </>
          ) : result ? (
            <>
              <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Box>
                  <Typography variant="overline" color="text.secondary">
                    {t('final.score')}
                  </Typography>
                  <Typography
                    variant="h3"
                    component="p"
                    data-testid="final-score"
                    sx={{ fontSize: '2.5rem', fontWeight: 600, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {t('final.scoreValue', { score: result.score })}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="overline" color="text.secondary">
                    {t('final.correctRate')}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {t('final.percent', { value: result.correctRate })}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="overline" color="text.secondary">
                    {t('final.questions')}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {result.items.length}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="overline" color="text.secondary">
                    {t('final.duration')}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {t('final.seconds', { count: seconds })}
                  </Typography>
                </Box>
              </Stack>
              {submission ? <SubmissionNote submitId={submission.submitId} /> : <Alert severity="info">{t('final.trainingNote')}</Alert>}
              <Divider />
              <Typography variant="subtitle1" component="h3">
                {t('review.title')}
              </Typography>
              <ReviewList ui={ui} items={result.items} sound={sound} />
              <SessionConfusions definition={definition} ui={ui as AreaUi<unknown, unknown, unknown, unknown>} items={result.items} />
            </>
          ) : (
            <>
              {/* An official result is the server's: it shows once the server has the answers. */}
              <Typography color="text.secondary">{t('final.officialWaiting')}</Typography>
              {submission ? <SubmissionNote submitId={submission.submitId} /> : null}
            </>
          )}
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => machine.send({ type: 'RESTART' })} data-testid="exam-restart">
              {t('actions.newExam')}
            </Button>
            {submission ? (
              <Button variant="outlined" component={RouterLink} to={areaRecord(area).report[0]}>
                {t('actions.viewReport')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
