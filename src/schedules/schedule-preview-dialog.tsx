import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioEngineApi } from '../audio';
import { AudioEngineProvider } from '../exam/play-control';
import type { OfficialExamSchedule } from '../lib/api-types';
import { SchedulePreviewPlayer, type SchedulePreviewApi } from './schedule-preview-player';

export interface SchedulePreviewDialogProps {
  schedule: OfficialExamSchedule;
  api: SchedulePreviewApi;
  /** An engine to play with (tests inject a fake); the app's shared one otherwise. */
  engine?: AudioEngineApi;
  onClose(): void;
}

/** The teacher hears sample questions of a scheduled exam, one after the other. */
export function SchedulePreviewDialog({ schedule, api, engine, onClose }: SchedulePreviewDialogProps) {
  const { t } = useTranslation('schedules');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [sample, setSample] = useState(0);
  const [samples, setSamples] = useState<number | null>(null);
  const onSamples = useCallback((count: number) => setSamples(count), []);

  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-preview-title" maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id="schedule-preview-title">{t('preview.title', { title: schedule.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('preview.intro')}</DialogContentText>
        <Typography variant="subtitle2" sx={{ mb: 2 }} aria-live="polite">
          {samples === null ? t('preview.sample', { n: sample + 1 }) : t('preview.sampleOf', { n: sample + 1, total: samples })}
        </Typography>
        <AudioEngineProvider engine={engine}>
          <SchedulePreviewPlayer schedule={schedule} sample={sample} api={api} onSamples={onSamples} />
        </AudioEngineProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setSample((n) => (samples === null ? n : (n + 1) % samples))} disabled={samples === null || samples < 2}>
          {t('preview.next')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
