import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioEngineApi } from '../audio';
import { AudioEngineProvider } from '../exam/play-control';
import type { OfficialExamSchedule } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import type { ProgrammeLoopId } from '../audio/programme';
import { SchedulePreviewPlayer } from './schedule-preview-player';
import { draftPreview, savedSchedulePreview, type DraftPreviewApi, type PreviewSource, type SchedulePreviewApi } from './schedule-preview-sources';

interface DialogOptions {
  /** An engine to play with (tests inject a fake); the app's shared one otherwise. */
  engine?: AudioEngineApi;
  onClose(): void;
}

export interface SchedulePreviewDialogProps extends DialogOptions {
  schedule: OfficialExamSchedule;
  api: SchedulePreviewApi;
}

/** The teacher hears sample questions of a saved exam. */
export function SchedulePreviewDialog({ schedule, api, ...options }: SchedulePreviewDialogProps) {
  const source = useMemo(() => savedSchedulePreview(api, schedule), [api, schedule]);
  return <PreviewDialog title={schedule.title} source={source} {...options} />;
}

export interface DraftPreviewDialogProps extends DialogOptions {
  /** The form's title, if it has one yet. */
  title: string;
  area: AreaId;
  /** The form's settings as the area validated them. */
  settings: unknown;
  /** The form's material; null: pink noise. */
  programme?: ProgrammeLoopId | null;
  api: DraftPreviewApi;
}

/** The teacher hears sample questions of the settings in the form, before saving them. */
export function DraftPreviewDialog({ title, area, settings, programme = null, api, ...options }: DraftPreviewDialogProps) {
  const { t } = useTranslation('schedules');
  const source = useMemo(() => draftPreview(api, area, settings, programme), [api, area, settings, programme]);
  return <PreviewDialog title={title.trim() || t('preview.untitled')} source={source} {...options} />;
}

/** Sample questions one after the other. */
function PreviewDialog({ title, source, engine, onClose }: DialogOptions & { title: string; source: PreviewSource }) {
  const { t } = useTranslation('schedules');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [sample, setSample] = useState(0);
  const [samples, setSamples] = useState<number | null>(null);
  const onSamples = useCallback((count: number) => setSamples(count), []);

  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-preview-title" maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id="schedule-preview-title">{t('preview.title', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('preview.intro')}</DialogContentText>
        <Typography variant="subtitle2" sx={{ mb: 2 }} aria-live="polite">
          {samples === null ? t('preview.sample', { n: sample + 1 }) : t('preview.sampleOf', { n: sample + 1, total: samples })}
        </Typography>
        <AudioEngineProvider engine={engine}>
          <SchedulePreviewPlayer source={source} sample={sample} onSamples={onSamples} />
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
