import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioEngineErrorCode, SourceInfo } from '../../audio';
import { FileUpload } from './file-upload';
import type { UserSourceKind } from './sound-choice';

// Shown only while a question plays its own sound: it loads then, not with the page.
const LockedSource = lazy(() => import('./locked-source').then((m) => ({ default: m.LockedSource })));

export type SourceRole = 'input' | 'programme' | 'none';

export interface SourcePickerProps {
  /** Named the input source, or the programme when an area's setting chose it as the input. */
  role?: Exclude<SourceRole, 'none'>;
  sources: readonly UserSourceKind[];
  choice: UserSourceKind;
  onChoice(kind: UserSourceKind): void;
  onFile(file: File): void;
  /** The sound heard, when a question fixes it (the picker is then read-only). */
  locked: SourceInfo | null;
  fileName: string | null;
  loadingName: string | null;
  /** Why the last file was refused (shown with the upload). */
  fileProblem: AudioEngineErrorCode | null;
  onDismissProblem(): void;
  disabled?: boolean;
}

export function SourcePicker(props: SourcePickerProps) {
  const { t } = useTranslation('audio');
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2">
        {t(props.role === 'programme' ? 'playControl.source.programmeLabel' : 'playControl.source.label')}
      </Typography>
      {props.locked ? (
        <Suspense fallback={null}>
          <LockedSource source={props.locked} />
        </Suspense>
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
        <FileUpload
          onFile={props.onFile}
          fileName={props.fileName}
          loadingName={props.loadingName}
          problem={props.fileProblem}
          onDismissProblem={props.onDismissProblem}
          disabled={props.disabled}
        />
      )}
    </Stack>
  );
}
