import { mdiVolumeHigh, mdiVolumeOff } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUME_RANGE_DB, type AudioEngineApi } from '../../audio';
import { dB } from '../../lib/units';
import { MdiIcon } from '../../ui';

export function VolumeControl({ engine, volumeDb, muted, disabled }: { engine: AudioEngineApi; volumeDb: number; muted: boolean; disabled?: boolean }) {
  const { t } = useTranslation('audio');
  const labelId = useId();
  const valueText = (value: number): string => t('playControl.volume.value', { value: Math.round(value) });
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
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
      <Typography id={labelId} variant="body2" sx={{ minWidth: 56 }}>
        {t('playControl.volume.label')}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={volumeDb}
        min={VOLUME_RANGE_DB.min}
        max={VOLUME_RANGE_DB.max}
        step={1}
        disabled={disabled}
        getAriaValueText={valueText}
        valueLabelFormat={valueText}
        valueLabelDisplay="auto"
        onChange={(_event, value) => engine.setVolume(dB(Array.isArray(value) ? (value[0] ?? 0) : value))}
        sx={{ flex: 1, opacity: muted ? 0.5 : 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 56, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {valueText(volumeDb)}
      </Typography>
    </Stack>
  );
}
