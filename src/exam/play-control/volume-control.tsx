import { mdiVolumeHigh, mdiVolumeOff } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { VOLUME_RANGE_DB, type AudioEngineApi } from '../../audio';
import { dB } from '../../lib/units';
import { MdiIcon } from '../../ui';

/** Mute and a volume slider, compact enough for the play bar: the level shows while the slider moves. */
export function VolumeControl({ engine, volumeDb, muted, disabled }: { engine: AudioEngineApi; volumeDb: number; muted: boolean; disabled?: boolean }) {
  const { t } = useTranslation('audio');
  const valueText = (value: number): string => t('playControl.volume.value', { value: Math.round(value) });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flex: '1 1 140px', minWidth: 120, maxWidth: 320 }}>
      <IconButton
        aria-label={t('playControl.volume.mute')}
        aria-pressed={muted}
        title={muted ? t('playControl.volume.unmute') : t('playControl.volume.mute')}
        onClick={() => engine.setMuted(!muted)}
        disabled={disabled}
        color={muted ? 'warning' : 'default'}
      >
        <MdiIcon path={muted ? mdiVolumeOff : mdiVolumeHigh} />
      </IconButton>
      <Slider
        aria-label={t('playControl.volume.label')}
        value={volumeDb}
        min={VOLUME_RANGE_DB.min}
        max={VOLUME_RANGE_DB.max}
        step={1}
        size="small"
        disabled={disabled}
        getAriaValueText={valueText}
        valueLabelFormat={valueText}
        valueLabelDisplay="auto"
        onChange={(_event, value) => engine.setVolume(dB(Array.isArray(value) ? (value[0] ?? 0) : value))}
        sx={{ flex: 1, mx: 1, opacity: muted ? 0.5 : 1 }}
      />
    </Stack>
  );
}
