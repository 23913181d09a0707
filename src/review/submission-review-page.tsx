import { mdiArrowLeft } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { loadAreaDefinition, loadAreaUi, type AnyAreaUi } from '../areas/load-area';
import { fetchReviewAudio, ReviewList, type ReviewItem, type ReviewSoundSource } from '../exam';
import { AudioEngineProvider } from '../exam/play-control';
import type { AreaDefinition } from '../exam-contract';
import { ApiError } from '../lib/api-client';
import type { SubmissionReview } from '../api-contract';
import { areaRecord, type AreaId } from '../lib/area-registry';
import { isProgrammeLoopId } from '../audio/programme';
import { MdiIcon, PageHeading } from '../ui';
import { fetchSubmissionReview } from './review-api';
import { tallyAnswers } from './review-tally';

type LoadedArea = { area: AreaId; definition: AreaDefinition; ui: AnyAreaUi };
type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

function useLoaded<T>(load: (() => Promise<T>) | null, attempt: number): Loaded<T> {
  const [settled, setSettled] = useState<{ load: () => Promise<T>; attempt: number; state: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    load().then(
      (value) => current && setSettled({ load, attempt, state: { status: 'ready', value } }),
      (error: unknown) => current && setSettled({ load, attempt, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  return settled && settled.load === load && settled.attempt === attempt ? settled.state : { status: 'loading' };
}

function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('reports');
  // Another student's exam reads as not found: the server never says whose it is.
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert severity="warning" data-testid="review-not-found">
        {t('review.notFound')}
      </Alert>
    );
  }
  const key = error instanceof ApiError && error.status === 401 ? 'errors.signedOut' : error instanceof ApiError && error.status === 409 ? 'review.outdated' : 'review.loadFailed';
  return (
    <Alert
      severity="error"
      data-testid="review-load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t(key)}
    </Alert>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function ReviewBody({ review, area }: { review: SubmissionReview; area: LoadedArea }) {
  const { t, i18n } = useTranslation(['reports', 'audio', area.ui.namespace]);
  const loop = isProgrammeLoopId(review.programme) ? review.programme : null;
  const dateTime = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  const items: ReviewItem<unknown, unknown>[] = review.items.map((item) => ({
    question: item.question,
    answer: item.answer,
    result: { credit: item.credit, correct: item.correct, ...(item.details ? { details: item.details } : {}) },
  }));
  const { submitId } = review;
  const sound = useMemo<ReviewSoundSource<unknown, unknown>>(
    () =>
      review.sound === 'server'
        ? { kind: 'server', key: `review:${submitId}`, definition: area.definition, fetchAudio: (n, branch) => fetchReviewAudio(submitId, n, branch) }
        : { kind: 'browser', definition: area.definition, programme: loop },
    [review.sound, submitId, area.definition, loop],
  );
  const tally = tallyAnswers(items.map((item) => item.result));
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure label={t('reports:review.kind')} value={t(review.mode === 'official' ? 'reports:review.official' : 'reports:review.practice')} />
          <Figure label={t('reports:review.finishedAt')} value={dateTime.format(new Date(review.finishedAt))} />
          {loop && <Figure label={t('reports:review.material')} value={t(`audio:programme.${loop}.name`)} />}
          <Figure label={t('reports:columns.score')} value={t('reports:review.score', { score: Math.round(review.score) })} />
          <Figure
            label={t('reports:review.misses')}
            value={[
              t('reports:review.missCount', { count: tally.wrong, total: items.length }),
              ...(tally.partial > 0 ? [t('reports:review.partialCount', { count: tally.partial })] : []),
            ].join(t('reports:review.separator'))}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="review-questions">
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id="review-questions">
            {t('reports:review.questions')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t(review.sound === 'server' ? 'reports:review.soundServer' : 'reports:review.soundBrowser')}
          </Typography>
          <AudioEngineProvider>
            <ReviewList ui={area.ui} items={items} sound={sound} />
          </AudioEngineProvider>
        </Stack>
      </Paper>
    </>
  );
}

/** One of the student's own exams, reached from a row of their report: every question again, with its sound. */
export function SubmissionReviewPage() {
  const { t } = useTranslation('reports');
  const { submitId = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const loadReview = useCallback(() => fetchSubmissionReview(submitId), [submitId]);
  const review = useLoaded(loadReview, attempt);
  const area = review.status === 'ready' ? review.value.area : null;
  const loadArea = useMemo(
    () => (area === null ? null : async (): Promise<LoadedArea> => ({ area, definition: await loadAreaDefinition(area), ui: await loadAreaUi(area) })),
    [area],
  );
  const loadedArea = useLoaded(loadArea, attempt);
  const retry = () => setAttempt((n) => n + 1);
  const areaName = area ? t(`areas:${area}.name`) : '';
  const failure = review.status === 'failed' ? review.error : loadedArea.status === 'failed' ? loadedArea.error : null;

  return (
    <Stack spacing={3} component="article" data-testid="review-page" sx={{ maxWidth: 960, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      {area ? (
        <Box>
          <Button component={RouterLink} to={areaRecord(area).report[0]} startIcon={<MdiIcon path={mdiArrowLeft} />} size="small">
            {t('review.back', { area: areaName })}
          </Button>
        </Box>
      ) : null}
      <PageHeading title={area ? t('review.title', { area: areaName }) : t('review.titleLoading')} intro={t('review.intro')} />
      {failure !== null ? (
        <LoadError error={failure} onRetry={retry} />
      ) : review.status === 'ready' && loadedArea.status === 'ready' ? (
        <Suspense fallback={<CircularProgress aria-label={t('review.loading')} />}>
          <ReviewBody review={review.value} area={loadedArea.value} />
        </Suspense>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('review.loading')}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
