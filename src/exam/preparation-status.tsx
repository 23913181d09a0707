import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from './progress-bar';

export interface PreparationStatusProps {
  preparation: { progress: number; failed: boolean };
  onCancel(): void;
  onRetry(): void;
}

/** The initialising screen: the rooms of the exam being synthesised, with progress, cancel and retry. */
export function PreparationStatus({ preparation, onCancel, onRetry }: PreparationStatusProps) {
  const { t } = useTranslation('exam');
  const percent = Math.round(preparation.progress * 100);
  return (
    <Stack spacing={2} data-testid="exam-preparing" data-failed={preparation.failed}>
      <Typography variant="h6" component="h2">
        {t('preparing.title')}
      </Typography>
      {preparation.failed ? (
        <Alert
          severity="error"
          data-testid="exam-preparing-failed"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          }
        >
          {t('preparing.failed')}
        </Alert>
      ) : (
        <Stack spacing={1} role="status">
          <Typography color="text.secondary">{t('preparing.what')}</Typography>
          <ProgressBar variant="determinate" value={percent} aria-label={t('preparing.progress')} data-testid="exam-preparing-progress" />
          <Typography variant="caption" color="text.secondary">
            {t('preparing.percent', { percent })}
          </Typography>
        </Stack>
      )}
      <div>
        <Button variant="outlined" onClick={onCancel} data-testid="exam-preparing-cancel">
          {t('preparing.cancel')}
        </Button>
      </div>
    </Stack>
  );
}
