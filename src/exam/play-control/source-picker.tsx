import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioEngineErrorCode, SourceInfo } from '../../audio';
import type { ProgrammeLoopId } from '../../audio/programme';
import { SelectField } from '../../ui';
import { isLoopChoice, type LoopProblem, type SourceChoice } from './sound-choice';

// Shown only while a question plays its own sound: it loads then, not with the page.
const LockedSource = lazy(() => import('./locked-source').then((m) => ({ default: m.LockedSource })));
// A loop's progress and the upload are shown only once a loop or a file is chosen (pink noise is
// the first choice): they load then, the upload with the file formats it names.
const LoopStatus = lazy(() => import('./loop-status').then((m) => ({ default: m.LoopStatus })));
const FileUpload = lazy(() => import('./file-upload').then((m) => ({ default: m.FileUpload })));

export type SourceRole = 'input' | 'programme' | 'none';

export interface SourcePickerProps {
  /** Named the input source, or the programme when an area's setting chose it as the input. */
  role?: Exclude<SourceRole, 'none'>;
  sources: readonly SourceChoice[];
  choice: SourceChoice;
  onChoice(choice: SourceChoice): void;
  onFile(file: File): void;
  /** The sound heard, when a question fixes it (the picker is then read-only). */
  locked: SourceInfo | null;
  fileName: string | null;
  loadingName: string | null;
  /** Why the last file was refused (shown with the upload). */
  fileProblem: AudioEngineErrorCode | null;
  onDismissProblem(): void;
  /** The loop being fetched and decoded, if one is. */
  loadingLoop?: SourceChoice | null;
  /** The loop that could not be loaded, and why. */
  loopProblem?: LoopProblem | null;
  onRetryLoop?(loop: ProgrammeLoopId): void;
  disabled?: boolean;
}

/**
 * The input source as one select: pink noise, each loop of the programme library (by name, with
 * its instruments), or the student's file. With one source only (an official exam's material) it
 * shows that source, fixed.
 */
export function SourcePicker(props: SourcePickerProps) {
  const { t } = useTranslation('audio');
  const { choice } = props;
  const loops = props.sources.filter(isLoopChoice);
  const label = t(props.role === 'programme' ? 'playControl.source.programmeLabel' : 'playControl.source.label');
  const loopLoading = props.loadingLoop === choice;
  const option = (choice: SourceChoice) => (
    <option key={choice} value={choice}>
      {choice === 'pink-noise'
        ? t('playControl.source.pinkNoise')
        : choice === 'file'
          ? t('playControl.source.file')
          : t('playControl.source.loopOption', { name: t(`programme.${choice}.name`), instruments: t(`programme.${choice}.instruments`) })}
    </option>
  );
  return (
    // Busy while a loop is fetched and decoded: a screen reader (and the first-sound bench) waits for it.
    <Stack spacing={1} sx={{ minWidth: 0, flex: '1 1 100%' }} aria-busy={loopLoading} data-testid="source-picker">
      {props.locked ? (
        <Suspense fallback={null}>
          <LockedSource label={label} source={props.locked} />
        </Suspense>
      ) : (
        <SelectField
          label={label}
          value={props.choice}
          disabled={props.disabled || props.sources.length < 2}
          data-testid="source-select"
          onChange={(value) => {
            const next = props.sources.find((choice) => choice === value);
            if (next) props.onChoice(next);
          }}
        >
          {props.sources.includes('pink-noise') && option('pink-noise')}
          {loops.length > 0 && <optgroup label={t('playControl.source.music')}>{loops.map(option)}</optgroup>}
          {props.sources.includes('file') && option('file')}
        </SelectField>
      )}
      {!props.locked && isLoopChoice(choice) && (
        <Suspense fallback={null}>
          <LoopStatus
            loop={choice}
            loading={loopLoading}
            problem={props.loopProblem?.loop === choice ? props.loopProblem : null}
            pinkNoiseOffered={props.sources.includes('pink-noise')}
            onPinkNoise={() => props.onChoice('pink-noise')}
            onRetry={() => props.onRetryLoop?.(choice)}
          />
        </Suspense>
      )}
      {!props.locked && props.choice === 'file' && (
        <Suspense fallback={null}>
          <FileUpload
            onFile={props.onFile}
            fileName={props.fileName}
            loadingName={props.loadingName}
            problem={props.fileProblem}
            onDismissProblem={props.onDismissProblem}
            disabled={props.disabled}
          />
        </Suspense>
      )}
    </Stack>
  );
}
