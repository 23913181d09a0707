import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficialExamSchedule } from '../api-contract';
import { scheduleErrorMessage } from './schedule-errors';

export interface ConfirmScheduleChangeProps {
  kind: 'close' | 'delete';
  schedule: OfficialExamSchedule;
  /** Makes the change; a refusal keeps the dialog open and says why. */
  onConfirm(schedule: OfficialExamSchedule): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
}

/** Closing an exam early or deleting one cannot be undone: the teacher confirms first. */
export function ConfirmScheduleChange({ kind, schedule, onConfirm, onDone, onCancel }: ConfirmScheduleChangeProps) {
  const { t } = useTranslation('schedules');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(schedule);
      onDone();
    } catch (cause) {
      setError(scheduleErrorMessage(t, cause));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="schedule-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="schedule-confirm-title">{t(`list.confirm.${kind}.title`, { title: schedule.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`list.confirm.${kind}.text`)}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('list.confirm.cancel')}
        </Button>
        <Button variant="contained" color={kind === 'delete' ? 'error' : 'warning'} onClick={() => void confirm()} disabled={busy}>
          {t(`list.confirm.${kind}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
