import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { checkAudioFile } from '../../audio/sources/audio-file';
import { ApiError } from '../../lib/api-client';
import type { InstrumentRecording } from '../../api-contract';
import { RECORDING_LIMITS } from './recording-limits';
import { deleteRecording, recordingObjectUrl, uploadRecording } from './recordings-api';

function RecordingPlayer({ recording, label }: { recording: InstrumentRecording; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation('timbre');
  useEffect(() => {
    let current: string | null = null;
    let live = true;
    recordingObjectUrl(recording.id).then(
      (made) => {
        current = made;
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [recording.id]);
  if (failed) return <Alert severity="error">{t('uploads.playFailed')}</Alert>;
  return url ? <audio controls src={url} aria-label={label} data-testid="uploaded-recording" /> : null;
}

export interface UploadedRecordingsProps {
  instrument: string;
  instrumentName: string;
  recordings: readonly InstrumentRecording[];
  canUpload: boolean;
  onChanged(): void;
}

/** The teachers' recordings of one instrument, and for teachers an upload (checked here and by the API). */
export function UploadedRecordings({ instrument, instrumentName, recordings, canUpload, onChanged }: UploadedRecordingsProps) {
  const { t } = useTranslation(['timbre', 'audio']);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const upload = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAudioFile(file, RECORDING_LIMITS);
    if (problem) {
      setMessage({ severity: 'error', text: t(`audio:errors.${problem.code}`, { megabytes: RECORDING_LIMITS.maxBytes / (1024 * 1024), minutes: RECORDING_LIMITS.maxSeconds / 60 }) });
      return;
    }
    setBusy(true);
    setMessage(null);
    uploadRecording(instrument, file)
      .then(
        () => {
          setMessage({ severity: 'success', text: t('timbre:uploads.added', { name: file.name }) });
          onChanged();
        },
        (error: unknown) => setMessage({ severity: 'error', text: t('timbre:uploads.refused', { reason: refusal(error) }) }),
      )
      .finally(() => setBusy(false));
  };
  /** Why the API refused the file, in the interface language. */
  const refusal = (error: unknown): string => {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 415) return t('audio:errors.unsupported-type');
    if (status === 413) return t('timbre:uploads.tooBig');
    if (status === 422) return t('timbre:uploads.undecodable');
    if (status === 403) return t('timbre:uploads.forbidden');
    return t('timbre:uploads.failed');
  };
  const remove = (id: string): void => {
    deleteRecording(id).then(onChanged, () => setMessage({ severity: 'error', text: t('timbre:uploads.deleteFailed') }));
  };
  return (
    <Stack spacing={1.5} data-testid="uploaded-recordings">
      {recordings.map((recording) => (
        <Stack key={recording.id} spacing={0.5}>
          <Typography variant="body2">{t('timbre:uploads.byTeacher', { name: recording.fileName, seconds: recording.durationSeconds.toFixed(1) })}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RecordingPlayer recording={recording} label={t('timbre:browser.recording', { name: instrumentName })} />
            {canUpload ? (
              <Button size="small" color="error" onClick={() => remove(recording.id)}>
                {t('timbre:uploads.delete')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ))}
      {canUpload ? (
        <div>
          <input id={inputId} type="file" accept=".wav,.ogg,.mp3,audio/wav,audio/ogg,audio/mpeg" hidden onChange={upload} data-testid="recording-upload-input" />
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
            {busy ? t('timbre:uploads.uploading') : t('timbre:uploads.button')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('timbre:uploads.hint')}
          </Typography>
        </div>
      ) : null}
      {message ? (
        <Alert severity={message.severity} data-testid="recording-upload-message" onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
