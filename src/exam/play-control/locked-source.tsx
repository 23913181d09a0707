import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SourceInfo } from '../../audio';

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
    case 'channel-tone':
      return t('playControl.source.channelTone');
    case 'programme':
      return t('playControl.source.loopOption', { name: t(`programme.${source.loop}.name`), instruments: t(`programme.${source.loop}.instruments`) });
    default:
      return t('playControl.source.recording');
  }
}

/** The sound a question plays instead of the student's choice, named under the picker's `label`. */
export function LockedSource({ label, source }: { label: string; source: SourceInfo }) {
  const { t } = useTranslation('audio');
  const text = lockedSourceText(t, source);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2">{text}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('playControl.source.locked')}
      </Typography>
    </Stack>
  );
}
