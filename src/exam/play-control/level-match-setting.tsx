import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioEngine } from './audio-engine-provider';

export interface LevelMatchSettingProps {
  /** Shows the switch (default); false also switches matching off, e.g. for loudness. */
  allowLevelMatch?: boolean;
  /**
   * Set when the sound comes level-matched or not from the server (an official exam): the
   * switch gives way to a note, and the browser does not match again.
   */
  fixedLevelMatch?: boolean;
  /** Shown instead of the switch when `allowLevelMatch` is false: why matching is off. */
  levelMatchOffNote?: string;
  /**
   * The area's official exam is level-matched: practice starts with matching on, as the exam
   * will sound, and says so. The student may still turn it off.
   */
  officialLevelMatched?: boolean;
  disabled?: boolean;
}

/** The level-match switch with what it is doing, or the note saying why there is none. */
export function LevelMatchSetting({ allowLevelMatch = true, fixedLevelMatch, levelMatchOffNote, officialLevelMatched = false, disabled = false }: LevelMatchSettingProps) {
  const { t } = useTranslation('audio');
  const { engine, snapshot } = useAudioEngine();
  const switchable = allowLevelMatch && fixedLevelMatch === undefined;
  const startOn = switchable && officialLevelMatched;
  // Set when the switch appears (or goes), not on every render: the student's own choice stands.
  useEffect(() => {
    if (engine.getSnapshot().levelMatch.enabled !== startOn) void engine.setLevelMatch(startOn);
  }, [engine, startOn]);

  if (fixedLevelMatch !== undefined) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="level-match-fixed">
        {fixedLevelMatch ? t('playControl.levelMatch.fixedOn') : t('playControl.levelMatch.fixedOff')}
      </Typography>
    );
  }
  if (!allowLevelMatch) {
    return levelMatchOffNote ? (
      <Typography variant="caption" color="text.secondary" data-testid="level-match-off">
        {levelMatchOffNote}
      </Typography>
    ) : null;
  }
  const { levelMatch } = snapshot;
  return (
    <Stack spacing={0.25}>
      <FormControlLabel
        control={<Switch checked={levelMatch.enabled} onChange={(_event, checked) => void engine.setLevelMatch(checked)} disabled={disabled} />}
        label={t('playControl.levelMatch.label')}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {/* Before the first gesture the engine only remembers the wish: nothing is measured yet. */}
        {snapshot.active && levelMatch.enabled && levelMatch.status === 'measuring'
          ? t('playControl.levelMatch.measuring')
          : levelMatch.enabled && levelMatch.status === 'ready'
            ? t('playControl.levelMatch.applied', { gain: levelMatch.gainDb.toFixed(1) })
            : t('playControl.levelMatch.help')}
      </Typography>
      {officialLevelMatched && (
        <Typography variant="caption" color="text.secondary" data-testid="level-match-official">
          {t('playControl.levelMatch.officialOn')}
        </Typography>
      )}
    </Stack>
  );
}
