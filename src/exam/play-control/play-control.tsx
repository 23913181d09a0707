import { mdiPause, mdiPlay } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAudioSourceError, type AudioEngineErrorCode, type Branch, type ChannelMode } from '../../audio';
import { audioErrorMessage } from './audio-error-message';
import { useAudioEngine } from './audio-engine-provider';
import { KeyHint } from './key-hint';
import { MdiIcon } from '../../ui';
import { SourcePicker, type UserSourceKind } from './source-picker';
import { usePlaybackShortcuts } from './use-playback-shortcuts';
import { VolumeControl } from './volume-control';

export interface PlayControlProps {
  /** Sources the user may pick; both by default. A question's stimulus overrides them. */
  sources?: readonly UserSourceKind[];
  /** Mono only while mounted (questions can also force it through QuestionProcessing.mono). */
  forceMono?: boolean;
  /** Stereo only while mounted (the width area): a mono file is pointed out. */
  requiresStereo?: boolean;
  /** Shows the level-match switch (default); false also switches matching off, e.g. for loudness. */
  allowLevelMatch?: boolean;
  /**
   * Set when the sound comes level-matched or not from the server (an official exam): the
   * switch gives way to a note, and the browser does not match again.
   */
  fixedLevelMatch?: boolean;
  /** Shown instead of the switch when `allowLevelMatch` is false: why matching is off. */
  levelMatchOffNote?: string;
  /** Space / W / E (default on). */
  shortcuts?: boolean;
  disabled?: boolean;
}

type LocalError = AudioEngineErrorCode | 'missing-file';

/** The play control every area shares: source, channels, volume, A/B, level match, transport. */
export function PlayControl({
  sources = ['pink-noise', 'file'],
  forceMono = false,
  requiresStereo = false,
  allowLevelMatch = true,
  fixedLevelMatch,
  levelMatchOffNote,
  shortcuts = true,
  disabled = false,
}: PlayControlProps) {
  const { t } = useTranslation(['audio', 'common']);
  const { engine, snapshot } = useAudioEngine();
  const channelsLabel = useId();
  const [choice, setChoice] = useState<UserSourceKind>(() =>
    snapshot.userSource?.kind === 'file' && sources.includes('file') ? 'file' : (sources[0] ?? 'pink-noise'),
  );
  const [lastFile, setLastFile] = useState<File | null>(null);
  const [loadingName, setLoadingName] = useState<string | null>(null);
  const [localError, setLocalError] = useState<LocalError | null>(null);

  useEffect(() => {
    if (engine.getSnapshot().userSource === null && choice === 'pink-noise') engine.setSource({ kind: 'pink-noise' }).catch(() => undefined);
  }, [engine, choice]);

  const forcedMode: ChannelMode | null = forceMono ? 'mono' : requiresStereo ? 'stereo' : null;
  useEffect(() => {
    if (!forcedMode) return;
    const before = engine.getSnapshot().channelMode;
    engine.setChannelMode(forcedMode);
    return () => engine.setChannelMode(before);
  }, [engine, forcedMode]);

  const switchable = allowLevelMatch && fixedLevelMatch === undefined;
  useEffect(() => {
    if (!switchable && engine.getSnapshot().levelMatch.enabled) void engine.setLevelMatch(false);
  }, [engine, switchable]);

  const playing = snapshot.transport === 'playing';
  const monoFile = requiresStereo && !snapshot.sourceLocked && snapshot.source?.kind === 'file' && snapshot.source.channels < 2;
  const fileName = snapshot.userSource?.kind === 'file' ? snapshot.userSource.name : null;
  const missingFile = !snapshot.sourceLocked && choice === 'file' && fileName === null;

  const togglePlay = (): void => {
    if (disabled) return;
    if (engine.getSnapshot().transport === 'playing') engine.pause();
    else if (missingFile) setLocalError('missing-file');
    else engine.play();
  };
  const select = (branch: Branch): void => {
    if (!disabled) engine.select(branch);
  };
  usePlaybackShortcuts({ togglePlay, selectOriginal: () => select('original'), selectProcessed: () => select('processed') }, shortcuts);

  const loadFile = (file: File): void => {
    setLoadingName(file.name);
    setLocalError(null);
    engine
      .setSource({ kind: 'file', file })
      .then(() => setLastFile(file))
      .catch((error: unknown) => setLocalError(isAudioSourceError(error) ? error.code : 'decode-failed'))
      .finally(() => setLoadingName(null));
  };
  const chooseSource = (kind: UserSourceKind): void => {
    setChoice(kind);
    setLocalError(null);
    if (kind === 'pink-noise') engine.setSource({ kind: 'pink-noise' }).catch(() => undefined);
    else if (lastFile) loadFile(lastFile);
  };

  const engineError = snapshot.error && snapshot.error.origin !== 'source' ? snapshot.error.code : null;
  const shownError = localError ?? engineError;
  const message = shownError === null ? null : shownError === 'missing-file' ? t('common:validation.unsupportedFile') : audioErrorMessage(t, shownError);
  const dismissError = (): void => {
    setLocalError(null);
    engine.clearError();
  };
  const { levelMatch } = snapshot;

  return (
    <Stack
      spacing={2.5}
      role="group"
      aria-label={t('playControl.label')}
      data-testid="play-control"
      data-transport={snapshot.transport}
      data-selected={snapshot.selected}
      data-source={snapshot.source?.kind ?? 'none'}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          size="large"
          onClick={togglePlay}
          disabled={disabled}
          aria-keyshortcuts={shortcuts ? 'Space' : undefined}
          startIcon={<MdiIcon path={playing ? mdiPause : mdiPlay} />}
          sx={{ minWidth: 150 }}
        >
          {playing ? t('playControl.transport.pause') : t('playControl.transport.play')}
          {shortcuts && <KeyHint label={t('playControl.shortcuts.space')} />}
        </Button>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={snapshot.selected}
          aria-label={t('playControl.compare.label')}
          disabled={disabled}
          onChange={(_event, value: Branch | null) => value && select(value)}
        >
          <ToggleButton value="original" aria-keyshortcuts={shortcuts ? 'W' : undefined}>
            {t('playControl.compare.original')}
            {shortcuts && <KeyHint label={t('playControl.shortcuts.w')} />}
          </ToggleButton>
          <ToggleButton value="processed" aria-keyshortcuts={shortcuts ? 'E' : undefined}>
            {t('playControl.compare.processed')}
            {shortcuts && <KeyHint label={t('playControl.shortcuts.e')} />}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap>
        <SourcePicker
          sources={sources}
          choice={choice}
          onChoice={chooseSource}
          onFile={loadFile}
          locked={snapshot.sourceLocked ? snapshot.source : null}
          fileName={fileName}
          loadingName={loadingName}
          error={message}
          onDismissError={dismissError}
          disabled={disabled}
        />
        <Stack spacing={1}>
          <Typography id={channelsLabel} variant="subtitle2">
            {t('playControl.channels.label')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={snapshot.channelMode}
            aria-labelledby={channelsLabel}
            disabled={disabled || forcedMode !== null || snapshot.channelModeLocked}
            onChange={(_event, value: ChannelMode | null) => value && engine.setChannelMode(value)}
          >
            <ToggleButton value="mono">{t('playControl.channels.mono')}</ToggleButton>
            <ToggleButton value="stereo">{t('playControl.channels.stereo')}</ToggleButton>
          </ToggleButtonGroup>
          {(forceMono || snapshot.channelModeLocked) && (
            <Typography variant="caption" color="text.secondary">
              {t('playControl.channels.forced')}
            </Typography>
          )}
          {requiresStereo && (
            <Typography variant="caption" color="text.secondary">
              {t('playControl.channels.stereoNeeded')}
            </Typography>
          )}
        </Stack>
      </Stack>

      {monoFile && (
        <Alert severity="warning" data-testid="mono-file-warning">
          {t('playControl.source.monoFile')}
        </Alert>
      )}

      <VolumeControl engine={engine} volumeDb={snapshot.volumeDb} muted={snapshot.muted} disabled={disabled} />

      {fixedLevelMatch === undefined && !allowLevelMatch && levelMatchOffNote && (
        <Typography variant="caption" color="text.secondary" data-testid="level-match-off">
          {levelMatchOffNote}
        </Typography>
      )}
      {fixedLevelMatch !== undefined && (
        <Typography variant="caption" color="text.secondary" data-testid="level-match-fixed">
          {fixedLevelMatch ? t('playControl.levelMatch.fixedOn') : t('playControl.levelMatch.fixedOff')}
        </Typography>
      )}
      {switchable && (
        <Stack spacing={0.25}>
          <FormControlLabel
            control={<Switch checked={levelMatch.enabled} onChange={(_event, checked) => void engine.setLevelMatch(checked)} disabled={disabled} />}
            label={t('playControl.levelMatch.label')}
          />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {levelMatch.enabled && levelMatch.status === 'measuring'
              ? t('playControl.levelMatch.measuring')
              : levelMatch.enabled && levelMatch.status === 'ready'
                ? t('playControl.levelMatch.applied', { gain: levelMatch.gainDb.toFixed(1) })
                : t('playControl.levelMatch.help')}
          </Typography>
        </Stack>
      )}

      {shortcuts && (
        <Typography variant="caption" color="text.secondary">
          {t('playControl.shortcuts.label')}
          {': '}
          <KeyHint label={t('playControl.shortcuts.space')} /> {t('playControl.shortcuts.playPause')}
          <KeyHint label={t('playControl.shortcuts.w')} /> {t('playControl.shortcuts.original')}
          <KeyHint label={t('playControl.shortcuts.e')} /> {t('playControl.shortcuts.processed')}
        </Typography>
      )}
    </Stack>
  );
}
