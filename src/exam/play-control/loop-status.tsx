import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgrammeLoopId } from '../../audio/programme';
import type { LoopProblem } from './sound-choice';

export interface LoopStatusProps {
  loop: ProgrammeLoopId;
  /** Being fetched and decoded now. */
  loading: boolean;
  problem: LoopProblem | null;
  pinkNoiseOffered: boolean;
  onPinkNoise(): void;
  onRetry(): void;
}

/**
 * A loop of the programme library on its way (fetched and decoded like a file), or why it did not
 * come: the sound heard meanwhile stays what it was, and pink noise is one click away.
 */
export function LoopStatus({ loop, loading, problem, pinkNoiseOffered, onPinkNoise, onRetry }: LoopStatusProps) {
  const { t } = useTranslation('audio');
  const name = t(`programme.${loop}.name`);
  if (problem) {
    const reason = problem.code === 'decode-failed' ? 'decode' : 'fetch';
    return (
      // The buttons under the message, not as the alert's action: beside a long message the
      // action wrapped the message onto a line of its own, under the icon.
      <Alert severity="error" data-testid="loop-problem">
        {t(`playControl.source.loopFailed.${reason}`, { name })}
        <Stack direction="row" spacing={1} sx={{ mt: 1, ml: -0.5 }}>
          {pinkNoiseOffered && (
            <Button color="inherit" size="small" onClick={onPinkNoise} data-testid="loop-problem-pink-noise">
              {t('playControl.source.usePinkNoise')}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('playControl.source.retryLoop')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!loading) return null;
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }} data-testid="loop-loading">
      <CircularProgress size={16} />
      <Typography variant="body2">{t('playControl.source.loopLoading', { name })}</Typography>
    </Stack>
  );
}
