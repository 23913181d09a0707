import { mdiPause, mdiPlay } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { answerOutcome, type AnswerOutcome, type ScoreResult } from '../../exam-contract';
import { MdiIcon } from '../../ui';
import type { AreaUi } from '../area-ui';
import { useAudioEngine } from '../play-control';
import { VolumeControl } from '../play-control/volume-control';
import { canHearAnswer, type ReviewHearing, type ReviewSoundSource } from './review-sound';
import { useReviewPlayer, type ReviewPlayer } from './use-review-player';

export interface ReviewItem<Q, A> {
  question: Q;
  answer: A;
  result: ScoreResult;
}

export interface ReviewListProps<S, Q, A, D> {
  ui: AreaUi<S, Q, A, D>;
  items: readonly ReviewItem<Q, A>[];
  /** Where each question's sound comes from. */
  sound: ReviewSoundSource<Q, A>;
}

/** What an item offers to hear: the original where the area compares, the question, and a missed answer where it has a sound. */
const OUTCOME_COLOURS: Record<AnswerOutcome, 'success' | 'warning' | 'error'> = { right: 'success', partial: 'warning', wrong: 'error' };

function hearingsOf<Q, A>(ui: Pick<AreaUi<unknown, Q, A, unknown>, 'listening'>, sound: ReviewSoundSource<Q, A>, item: ReviewItem<Q, A>): ReviewHearing[] {
  return [
    ...(ui.listening === 'clip' ? [] : (['original'] as const)),
    'question',
    ...(!item.result.correct && canHearAnswer(sound) ? (['answer'] as const) : []),
  ];
}

function HearButtons<Q, A>({ index, item, hearings, player }: { index: number; item: ReviewItem<Q, A>; hearings: readonly ReviewHearing[]; player: ReviewPlayer }) {
  const { t } = useTranslation('exam');
  const { state, playing } = player;
  const mine = state.status !== 'idle' && state.index === index ? state : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label={t('review.sound.label', { n: index + 1 })}>
        {hearings.map((hearing) => {
          const on = playing?.index === index && playing.hearing === hearing;
          const loading = mine?.status === 'loading' && mine.hearing === hearing;
          return (
            <Button
              key={hearing}
              size="small"
              variant={on ? 'contained' : 'outlined'}
              aria-pressed={on}
              data-testid={`review-hear-${hearing}`}
              startIcon={loading ? <CircularProgress size={16} color="inherit" /> : <MdiIcon path={on ? mdiPause : mdiPlay} />}
              onClick={() => player.toggle(index, item, hearing)}
            >
              {t(`review.sound.${hearing}`)}
            </Button>
          );
        })}
      </Stack>
      {mine?.status === 'failed' ? (
        <Alert severity="warning" data-testid="review-sound-error">
          {t(mine.messageKey)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Each question of an exam with the right answer, the student's, the credit, and (with a sound) buttons to hear it again. */
export function ReviewList<S, Q, A, D>({ ui, items, sound }: ReviewListProps<S, Q, A, D>) {
  const { t } = useTranslation('exam');
  const { engine, snapshot } = useAudioEngine();
  const player = useReviewPlayer(engine, snapshot.transport, sound);
  return (
    <Stack spacing={1.5}>
      {/* A row: the control sizes itself along one (in a column its basis would be its height). */}
      <Box sx={{ display: 'flex' }}>
        <VolumeControl engine={engine} volumeDb={snapshot.volumeDb} muted={snapshot.muted} />
      </Box>
      {/* Rules between the items are their borders: an <hr> is no list item, so not inside the <ol>. */}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Stack
            component="li"
            key={index}
            direction="row"
            spacing={2}
            data-testid="review-item"
            data-correct={item.result.correct}
            sx={{ '& + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}
          >
            <Typography sx={{ minWidth: 32, fontWeight: 600, color: 'text.secondary' }}>{t('review.number', { n: index + 1 })}</Typography>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Box>
                <ui.AnswerView question={item.question} answer={item.answer} result={item.result} />
              </Box>
              <HearButtons index={index} item={item} hearings={hearingsOf(ui, sound, item)} player={player} />
            </Stack>
            <Chip
              size="small"
              color={OUTCOME_COLOURS[answerOutcome(item.result)]}
              label={t('review.credit', { value: Math.round(item.result.credit * 100) })}
            />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
