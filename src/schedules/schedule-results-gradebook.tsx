import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScheduleResultRow } from '../api-contract';
import type { ReportFormat } from '../reports/report-format';

interface ScheduleResultsGradebookProps {
  rows: readonly ScheduleResultRow[];
  format: ReportFormat;
  /** Sends the scores not yet taken again at once; resolves to how many. */
  resend(): Promise<number>;
}

/**
 * For an exam that is a column of a course's gradebook (LTI): how many scores went there, how
 * many wait, how many the platform did not take, and the teacher's "send again".
 */
export function ScheduleResultsGradebook({ rows, format, resend }: ScheduleResultsGradebookProps) {
  const { t } = useTranslation('results');
  const [state, setState] = useState<{ busy: boolean; message: { ok: boolean; text: string } | null }>({ busy: false, message: null });
  const owed = rows.flatMap((row) => (row.gradebook ? [row.gradebook] : []));
  const count = (status: 'sent' | 'pending' | 'failed') => format.count(owed.filter((g) => g.status === status).length);
  const unsent = owed.some((g) => g.status !== 'sent');

  const sendAgain = async () => {
    setState({ busy: true, message: null });
    try {
      const queued = await resend();
      setState({ busy: false, message: { ok: true, text: t('gradebook.resent', { count: queued }) } });
    } catch (error) {
      console.error('Could not send the scores again', error);
      setState({ busy: false, message: { ok: false, text: t('gradebook.resendFailed') } });
    }
  };

  return (
    <Stack spacing={1} sx={{ px: 2, pt: 1.5 }} data-testid="schedule-gradebook">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="subtitle1" component="h3">
            {t('gradebook.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('gradebook.caption')}
          </Typography>
          <Typography variant="body2" data-testid="gradebook-counts">
            {t('gradebook.counts', { sent: count('sent'), waiting: count('pending'), failed: count('failed') })}
          </Typography>
        </div>
        {unsent && (
          <Button variant="outlined" onClick={() => void sendAgain()} disabled={state.busy} sx={{ flexShrink: 0 }}>
            {state.busy ? t('gradebook.resending') : t('gradebook.resend')}
          </Button>
        )}
      </Stack>
      {state.message && (
        <Alert severity={state.message.ok ? 'success' : 'error'} role="status">
          {state.message.text}
        </Alert>
      )}
    </Stack>
  );
}
