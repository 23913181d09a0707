import { mdiPause, mdiPlay } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../../audio';
import { MdiIcon } from '../../ui';
import type { Listening } from '../area-ui';
import { audioErrorMessage } from './audio-error-message';
import { useAudioEngine } from './audio-engine-provider';
import { KeyHint } from './key-hint';
import { ALL_SOURCES, useSoundChoice, type SourceChoice } from './sound-choice';
import { useHasKeyboard } from './use-has-keyboard';
import { usePlaybackShortcuts } from './use-playback-shortcuts';
import { VolumeControl } from './volume-control';

export interface PlayBarProps {
  /** `compare` (default): Original and Processed; `clip`: the question's recording as it is. */
  listening?: Listening;
  /** The sources the sound settings offer beside it (an official exam: its material only). */
  sources?: readonly SourceChoice[];
  /** Space / W / E (default on). Their hints show only where there is a keyboard. */
  shortcuts?: boolean;
  disabled?: boolean;
  /** Below `md`, stuck to the bottom of the viewport (a question runs on a phone). */
  sticky?: boolean;
}

/**
 * Across the card (whose padding is 2 below `md`), with a line and a shadow above it. Plain
 * values below `md` (not `xs` keys, which MUI wraps in a min-width: 0 media query).
 */
const stickyBelowMd = (theme: Theme) => ({
  position: 'sticky',
  bottom: 0,
  zIndex: theme.zIndex.appBar - 1,
  mx: -2,
  px: 2,
  py: 1.5,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  boxShadow: '0 -4px 8px -4px rgba(0, 0, 0, 0.2)',
  [theme.breakpoints.up('md')]: { position: 'static', mx: 0, px: 0, py: 0, borderTop: 0, boxShadow: 'none' },
});

/** Play or pause, Original or Processed, and the volume: what a question needs at hand. */
export function PlayBar({ listening = 'compare', sources = ALL_SOURCES, shortcuts = true, disabled = false, sticky = false }: PlayBarProps) {
  const { t } = useTranslation(['audio', 'common']);
  const { engine, snapshot } = useAudioEngine();
  const { choice, missingFile: missingFileTold, store } = useSoundChoice(engine, sources);
  const hints = useHasKeyboard() && shortcuts;
  const compare = listening === 'compare';

  // A clip is the question's recording at its matched level: the processed branch, never an A/B.
  useEffect(() => {
    if (compare) return;
    const before = engine.getSnapshot().selected;
    engine.select('processed');
    return () => engine.select(before);
  }, [engine, compare]);

  const playing = snapshot.transport === 'playing';
  const missingFile = !snapshot.sourceLocked && choice === 'file' && snapshot.userSource?.kind !== 'file';
  const togglePlay = (): void => {
    if (disabled) return;
    if (engine.getSnapshot().transport === 'playing') engine.pause();
    else if (missingFile) store.set({ missingFile: true });
    else engine.play();
  };
  const select = (branch: Branch): void => {
    if (!disabled && compare) engine.select(branch);
  };
  usePlaybackShortcuts({ togglePlay, selectOriginal: () => select('original'), selectProcessed: () => select('processed') }, shortcuts);

  // File problems show where the file is chosen (the sound settings); these where Play is.
  const engineError = snapshot.error && snapshot.error.origin !== 'source' ? snapshot.error.code : null;
  const message =
    missingFileTold && missingFile ? t('common:validation.unsupportedFile') : engineError === null ? null : audioErrorMessage(t, engineError);
  const dismiss = (): void => {
    store.set({ missingFile: false });
    engine.clearError();
  };

  return (
    <Box
      role="group"
      aria-label={t('playControl.label')}
      data-testid="play-control"
      data-transport={snapshot.transport}
      data-selected={snapshot.selected}
      data-source={snapshot.source?.kind ?? 'none'}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 1 }, sticky && stickyBelowMd]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="contained"
          onClick={togglePlay}
          disabled={disabled}
          aria-keyshortcuts={shortcuts ? 'Space' : undefined}
          startIcon={<MdiIcon path={playing ? mdiPause : mdiPlay} />}
          sx={{ minWidth: 104 }}
        >
          {playing ? t('playControl.transport.pause') : t('playControl.transport.play')}
          {hints && <KeyHint label={t('playControl.shortcuts.space')} />}
        </Button>
        {compare && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={snapshot.selected}
            aria-label={t('playControl.compare.label')}
            disabled={disabled}
            onChange={(_event, value: Branch | null) => value && select(value)}
          >
            <ToggleButton value="original" aria-keyshortcuts={shortcuts ? 'W' : undefined}>
              {t('playControl.compare.original')}
              {hints && <KeyHint label={t('playControl.shortcuts.w')} />}
            </ToggleButton>
            <ToggleButton value="processed" aria-keyshortcuts={shortcuts ? 'E' : undefined}>
              {t('playControl.compare.processed')}
              {hints && <KeyHint label={t('playControl.shortcuts.e')} />}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        <VolumeControl engine={engine} volumeDb={snapshot.volumeDb} muted={snapshot.muted} disabled={disabled} />
      </Box>
      {message && (
        <Alert severity="error" onClose={dismiss} closeText={t('common:actions.close')} data-testid="play-control-error">
          {message}
        </Alert>
      )}
    </Box>
  );
}
