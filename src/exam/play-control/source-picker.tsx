import { mdiUpload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AUDIO_FILE_ACCEPT, DEFAULT_AUDIO_FILE_LIMITS, type SourceInfo } from '../../audio';
import { MdiIcon } from '../../ui';

export type UserSourceKind = 'pink-noise' | 'file';

export interface SourcePickerProps {
  sources: readonly UserSourceKind[];
  choice: UserSourceKind;
  onChoice(kind: UserSourceKind): void;
  onFile(file: File): void;
  /** The sound heard, when a question fixes it (the picker is then read-only). */
  locked: SourceInfo | null;
  fileName: string | null;
  loadingName: string | null;
  error: string | null;
  onDismissError(): void;
  disabled?: boolean;
}

function lockedSourceText(t: TFunction<'audio'>, source: SourceInfo): string {
  switch (source.kind) {
    case 'sine':
      return t('playControl.source.sine', { frequency: source.frequency, level: source.level });
    case 'clip':
      return t('playControl.source.clip');
    case 'pair':
      return t('playControl.source.official');
    case 'pink-bursts':
      return t('playControl.source.pinkBursts');
    case 'phrase':
      return t('playControl.source.phrase');
    case 'headphone-trial':
      return t('playControl.source.headphoneTrial');
    default:
      return t('playControl.source.recording');
  }
}

function LockedSource({ source }: { source: SourceInfo }) {
  const { t } = useTranslation('audio');
  const text = lockedSourceText(t, source);
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{text}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('playControl.source.locked')}
      </Typography>
    </Stack>
  );
}

export function SourcePicker(props: SourcePickerProps) {
  const { t } = useTranslation(['audio', 'common']);
  const labelId = useId();
  const errorId = useId();
  const hintId = useId();
  const limits = { megabytes: DEFAULT_AUDIO_FILE_LIMITS.maxBytes / (1024 * 1024), minutes: DEFAULT_AUDIO_FILE_LIMITS.maxSeconds / 60 };
  const onInput = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (file) props.onFile(file);
  };
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2">
        {t('playControl.source.label')}
      </Typography>
      {props.locked ? (
        <LockedSource source={props.locked} />
      ) : (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={props.choice}
          aria-labelledby={labelId}
          disabled={props.disabled}
          onChange={(_event, value: UserSourceKind | null) => value && props.onChoice(value)}
        >
          {props.sources.includes('pink-noise') && <ToggleButton value="pink-noise">{t('playControl.source.pinkNoise')}</ToggleButton>}
          {props.sources.includes('file') && <ToggleButton value="file">{t('playControl.source.file')}</ToggleButton>}
        </ToggleButtonGroup>
      )}
      {!props.locked && props.choice === 'file' && (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<MdiIcon path={mdiUpload} />}
            disabled={props.disabled || props.loadingName !== null}
          >
            {props.fileName ? t('playControl.upload.replace') : t('playControl.upload.button')}
            <input
              type="file"
              hidden
              accept={AUDIO_FILE_ACCEPT}
              onChange={onInput}
              aria-describedby={props.error ? `${errorId} ${hintId}` : hintId}
              aria-invalid={props.error ? true : undefined}
            />
          </Button>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('playControl.upload.hint', limits)}
          </Typography>
          {(props.loadingName ?? props.fileName) && (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="play-control-file-name">
              {props.loadingName
                ? t('playControl.upload.loading', { name: props.loadingName })
                : t('playControl.upload.current', { name: props.fileName })}
            </Typography>
          )}
        </Stack>
      )}
      {props.error && (
        <Alert id={errorId} severity="error" onClose={props.onDismissError} closeText={t('common:actions.close')} data-testid="play-control-error">
          {props.error}
        </Alert>
      )}
    </Stack>
  );
}
