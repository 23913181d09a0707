import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorStatus } from './use-api-resource';

/** A failed report request: a permission problem is said as such, anything else can be retried. */
export function ReportLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('reports');
  const status = errorStatus(error);
  if (status === 401 || status === 403) {
    return (
      <Alert severity="warning" data-testid="report-forbidden">
        {t(status === 403 ? 'errors.forbidden' : 'errors.signedOut')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      data-testid="report-load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t('errors.loadFailed')}
    </Alert>
  );
}
