import { mdiUpload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_FILE_ACCEPT, DEFAULT_AUDIO_FILE_LIMITS, type AudioEngineErrorCode } from '../../audio';
import { MdiIcon } from '../../ui';
import { audioErrorMessage } from './audio-error-message';

export interface FileUploadProps {
  onFile(file: File): void;
  fileName: string | null;
  loadingName: string | null;
  /** Why the last file was refused, if it was. */
  problem: AudioEngineErrorCode | null;
  onDismissProblem(): void;
  disabled?: boolean;
}

/** The student's own sound file: the upload button, its limits, the file chosen and why one was refused. */
export function FileUpload({ onFile, fileName, loadingName, problem, onDismissProblem, disabled }: FileUploadProps) {
  const { t } = useTranslation(['audio', 'common']);
  const hintId = useId();
  const errorId = useId();
  const limits = { megabytes: DEFAULT_AUDIO_FILE_LIMITS.maxBytes / (1024 * 1024), minutes: DEFAULT_AUDIO_FILE_LIMITS.maxSeconds / 60 };
  const onInput = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" variant="outlined" size="small" startIcon={<MdiIcon path={mdiUpload} />} disabled={disabled || loadingName !== null}>
        {fileName ? t('playControl.upload.replace') : t('playControl.upload.button')}
        <input
          type="file"
          hidden
          accept={AUDIO_FILE_ACCEPT}
          onChange={onInput}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
        />
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('playControl.upload.hint', limits)}
      </Typography>
      {(loadingName ?? fileName) && (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="play-control-file-name">
          {loadingName ? t('playControl.upload.loading', { name: loadingName }) : t('playControl.upload.current', { name: fileName })}
        </Typography>
      )}
      {problem && (
        <Alert id={errorId} severity="error" onClose={onDismissProblem} closeText={t('common:actions.close')} data-testid="play-control-error">
          {audioErrorMessage(t, problem)}
        </Alert>
      )}
    </Stack>
  );
}
