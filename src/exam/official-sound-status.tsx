import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfficialExam } from '../api-contract';
import type { QuestionSound } from './use-question-sound';

const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();

/**
 * The official exam's title (a scheduled one), its attempt, when it ends (the server's
 * `expiresAt`: the exam's own time limit, cut at the schedule's closing) and its sound's state.
 */
export function OfficialSoundStatus({ sound, exam, now }: { sound: QuestionSound; exam: OfficialExam; now: () => number }) {
  const { t, i18n } = useTranslation('exam');
  const ends = new Date(exam.expiresAt);
  const withDate = !sameDay(ends, new Date(now()));
  const time = new Intl.DateTimeFormat(i18n.language, withDate ? { dateStyle: 'medium', timeStyle: 'short' } : { hour: '2-digit', minute: '2-digit' }).format(ends);
  const { official } = sound;
  return (
    <Stack spacing={1}>
      {exam.title ? (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="official-title">
          {exam.title}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" data-testid="official-ends-at">
        {t('official.timeLeft', { time })}
        {' · '}
        <span data-testid="official-attempt">{t('official.attempt', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}</span>
      </Typography>
      {official.status === 'loading' ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }} data-testid="official-sound-loading">
          <CircularProgress size={18} />
          <Typography variant="body2">{t('official.loading')}</Typography>
        </Stack>
      ) : null}
      {official.status === 'failed' ? (
        <Alert
          severity="error"
          data-testid="official-sound-failed"
          action={
            official.messageKey === 'exam:official.closed' || official.messageKey === 'exam:official.notForYou' ? undefined : (
              <Button color="inherit" size="small" onClick={sound.retry}>
                {t('actions.retry')}
              </Button>
            )
          }
        >
          {t(official.messageKey)}
        </Alert>
      ) : null}
    </Stack>
  );
}

