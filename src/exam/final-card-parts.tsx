/**
 * The parts of the final card (./exam-final-card.tsx) that more than one mode shows: the card
 * with its heading and buttons, the submission's note, the score with its review. Loaded with
 * the final card only.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AreaDefinition, ScoreResult, ThresholdBound } from '../exam-contract';
import { visuallyHidden } from '../ui';
import { SessionConfusions } from './adaptive';
import type { AreaUi } from './area-ui';
import type { ExamMachine } from './exam-machine';
import type { ExamMode, ExamSnapshot, SnapshotIn } from './exam-types';
import { ReviewList, type ReviewSoundSource } from './review';
import { usePendingSubmissions } from './submission-status';

type FetchReviewAudioOf = (submitId: string, question: number, branch: 'original' | 'processed' | 'answer') => Promise<ArrayBuffer>;

export interface ExamFinalCardProps<S, Q, A, D> {
  /** The area's own report (src/exam/exam-page.tsx, ExamPageRecord). */
  reportPath: string;
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
  /** A submitted official exam's sounds, for its review. */
  fetchReviewAudio: FetchReviewAudioOf;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

/** The final card of mode `M`. */
export type ModeFinalProps<M extends ExamMode, S, Q, A, D> = Omit<ExamFinalCardProps<S, Q, A, D>, 'snapshot'> & { snapshot: SnapshotIn<M, S, Q, A, D> };

export interface FinalResult<Q, A> {
  score: number;
  correctRate: number;
  items: readonly { question: Q; answer: A; result: ScoreResult }[];
}

export function SubmissionNote({ submitId, formatThreshold }: { submitId: string; formatThreshold?: (value: number, bound: ThresholdBound | null) => string }) {
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

export interface FinalCardFrameProps<S, Q, A, D> extends Pick<ModeFinalProps<ExamMode, S, Q, A, D>, 'reportPath' | 'snapshot' | 'machine'> {
  title: string;
  /** What the heading reads out after its title once the result is in (the result, shown large below); null until then. */
  spoken: string | null;
  children: ReactNode;
}

/** The card: its heading (which takes the focus), the mode's content, a new exam and the report. */
export function FinalCardFrame<S, Q, A, D>({ reportPath, snapshot, machine, title, spoken, children }: FinalCardFrameProps<S, Q, A, D>) {
  const { t } = useTranslation('exam');
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = spoken !== null;

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
            {title}
            {spoken !== null ? (
              <>
                {' '}
                {/* Read by screen readers, not shown: the result is there in large type just below. */}
                <Box component="span" sx={visuallyHidden}>
                  {spoken}
                </Box>
              </>
            ) : null}
          </Typography>
          {children}
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => machine.send({ type: 'RESTART' })} data-testid="exam-restart">
              {t('actions.newExam')}
            </Button>
            {snapshot.submission ? (
              <Button variant="outlined" component={RouterLink} to={reportPath}>
                {t('actions.viewReport')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** No result yet: the server has it to score (an official exam), or is still to get it. */
export function WaitingForResult({ submitId }: { submitId: string | null }) {
  const { t } = useTranslation('exam');
  return (
    <>
      {/* An official result is the server's: it shows once the server has the answers. */}
      <Typography color="text.secondary">{t('final.officialWaiting')}</Typography>
      {submitId !== null ? <SubmissionNote submitId={submitId} /> : null}
    </>
  );
}

export interface ScoredResultProps<S, Q, A, D> extends Pick<ModeFinalProps<ExamMode, S, Q, A, D>, 'definition' | 'ui' | 'snapshot'> {
  result: FinalResult<Q, A>;
  sound: ReviewSoundSource<Q, A>;
}

/** The score and its figures, the submission's note (or training's), and every question reviewed. */
export function ScoredResult<S, Q, A, D>({ definition, ui, snapshot, result, sound }: ScoredResultProps<S, Q, A, D>) {
  const { t } = useTranslation('exam');
  const { startedAt, finishedAt, submission } = snapshot;
  const seconds = startedAt !== null && finishedAt !== null ? Math.round((finishedAt - startedAt) / 1000) : 0;
  return (
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
  );
}

/** A run scored here (training, a practice exam): its score, and its questions' sounds made again here. */
export function ScoredFinal<S, Q, A, D>(props: ModeFinalProps<ExamMode, S, Q, A, D>) {
  const { definition, snapshot } = props;
  const { t } = useTranslation('exam');
  const { final, history, submission } = snapshot;
  const result: FinalResult<Q, A> | null = final && { score: final.score, correctRate: final.correctRate, items: history };
  const sound = useMemo<ReviewSoundSource<Q, A>>(() => ({ kind: 'browser', definition: definition as AreaDefinition<unknown, Q, A> }), [definition]);
  return (
    <FinalCardFrame {...props} title={t('final.title')} spoken={result ? t('final.scoreValue', { score: result.score }) : null}>
      {result ? <ScoredResult {...props} result={result} sound={sound} /> : <WaitingForResult submitId={submission?.submitId ?? null} />}
    </FinalCardFrame>
  );
}
