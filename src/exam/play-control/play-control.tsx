import Stack from '@mui/material/Stack';
import { PlayBar, type PlayBarProps } from './play-bar';
import { SoundSettings, type SoundSettingsProps } from './sound-settings';

export type PlayControlProps = Omit<PlayBarProps, 'sticky'> & SoundSettingsProps;

/**
 * The play bar with the sound settings under it, for a place that has no question card and
 * settings card to split them between (a teacher's preview of a scheduled exam).
 */
export function PlayControl({ listening, sources, shortcuts, disabled, ...settings }: PlayControlProps) {
  return (
    <Stack spacing={2.5}>
      <PlayBar listening={listening} sources={sources} shortcuts={shortcuts} disabled={disabled} />
      <SoundSettings listening={listening} sources={sources} disabled={disabled} {...settings} />
    </Stack>
  );
}
