import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelMode } from '../../audio';
import type { Listening } from '../area-ui';
import { useAudioEngine } from './audio-engine-provider';
import { LevelMatchSetting, type LevelMatchSettingProps } from './level-match-setting';
import { ALL_SOURCES, choiceOf, isLoopChoice, loadLoop, useSoundChoice, type SourceChoice } from './sound-choice';
import { SourcePicker, type SourceRole } from './source-picker';

export interface SoundSettingsProps extends LevelMatchSettingProps {
  /** `clip` (timbre): the question brings its own recording, so there is no source to choose. */
  listening?: Listening;
  /** Sources the user may pick; all by default (an official exam: its material only). A question's stimulus overrides them. */
  sources?: readonly SourceChoice[];
  /**
   * What the pick of pink noise or a file is: the `input` source (by default), the `programme`
   * an area's own input-source setting chose, or nothing to pick (`none`: that setting chose a
   * sound of its own).
   */
  sourceRole?: SourceRole;
  /** Mono only while mounted (questions can also force it through QuestionProcessing.mono). */
  forceMono?: boolean;
  /** Stereo only while mounted (the width area): a mono file is pointed out. */
  requiresStereo?: boolean;
  disabled?: boolean;
}

/** What the sound is made of: the source (pink noise, a loop of music or the student's file), the channels and level matching. */
export function SoundSettings({ listening = 'compare', sources = ALL_SOURCES, sourceRole = 'input', forceMono = false, requiresStereo = false, disabled = false, ...levelMatch }: SoundSettingsProps) {
  const { t } = useTranslation(['audio', 'common']);
  const { engine, snapshot } = useAudioEngine();
  const channelsLabel = useId();
  const { choice, chosen, loadingLoop, loopProblem, store } = useSoundChoice(engine, sources);
  const [lastFile, setLastFile] = useState<File | null>(null);
  const [loadingName, setLoadingName] = useState<string | null>(null);

  const forcedMode: ChannelMode | null = forceMono ? 'mono' : requiresStereo ? 'stereo' : null;
  useEffect(() => {
    if (!forcedMode) return;
    const before = engine.getSnapshot().channelMode;
    engine.setChannelMode(forcedMode);
    return () => engine.setChannelMode(before);
  }, [engine, forcedMode]);

  const loadFile = (file: File): void => {
    setLoadingName(file.name);
    store.set({ missingFile: false });
    engine
      .setSource({ kind: 'file', file })
      // A refused file is the engine's error (origin 'source'), shown with the upload.
      .then(() => setLastFile(file), () => undefined)
      .finally(() => setLoadingName(null));
  };
  const chooseSource = (next: SourceChoice): void => {
    store.set({ choice: next, missingFile: false, loopProblem: null });
    if (snapshot.error?.origin === 'source') engine.clearError();
    if (next === 'pink-noise') engine.setSource({ kind: 'pink-noise' }).catch(() => undefined);
    else if (isLoopChoice(next)) void loadLoop(engine, next);
    else if (lastFile) loadFile(lastFile);
  };

  // The sound heard follows the choice offered: at first, and when an official exam offers only its
  // own material (and back). A loop that failed waits for the student; the student's file stays
  // while an official exam offers something else, whose questions bring their own sound anyway.
  const heard = choiceOf(snapshot.userSource);
  useEffect(() => {
    if (choice === heard || choice === loadingLoop || choice === loopProblem?.loop || (heard === 'file' && chosen === 'file')) return;
    if (choice === 'pink-noise') engine.setSource({ kind: 'pink-noise' }).catch(() => undefined);
    else if (isLoopChoice(choice)) void loadLoop(engine, choice);
  }, [engine, choice, chosen, heard, loadingLoop, loopProblem]);

  // Play pressed without a file is told beside Play (the play bar); a refused file here.
  const fileProblem = snapshot.error?.origin === 'source' ? snapshot.error.code : null;
  const monoFile = requiresStereo && !snapshot.sourceLocked && snapshot.source?.kind === 'file' && snapshot.source.channels < 2;
  const fileName = snapshot.userSource?.kind === 'file' ? snapshot.userSource.name : null;

  return (
    <Stack spacing={2} data-testid="sound-settings">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {listening === 'compare' && sourceRole !== 'none' && (
          <SourcePicker
            role={sourceRole}
            sources={sources}
            choice={choice}
            onChoice={chooseSource}
            onFile={loadFile}
            locked={snapshot.sourceLocked ? snapshot.source : null}
            fileName={fileName}
            loadingName={loadingName}
            fileProblem={fileProblem}
            onDismissProblem={() => engine.clearError()}
            loadingLoop={loadingLoop}
            loopProblem={loopProblem}
            onRetryLoop={(loop) => void loadLoop(engine, loop)}
            disabled={disabled}
          />
        )}
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
      <LevelMatchSetting {...levelMatch} disabled={disabled} />
    </Stack>
  );
}
