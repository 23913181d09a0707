import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { TEST_SOURCES } from '../../exam-contract';
import { PAN_INTERVALS, stagePositions, type StereoSettingsDraft } from './stereo-settings';

/** The spacing of the positions on the stage, and the source. */
export function StereoSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<StereoSettingsDraft>) {
  const { t } = useTranslation(['stereo', 'common', 'exam']);
  const field = settingsFieldProps<StereoSettingsDraft>('stereo', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="stereo-settings-form">
      <SettingsSelect
        {...field('interval')}
        value={draft.interval}
        options={PAN_INTERVALS.map((i) => ({ value: i, label: t('stereo:interval', { value: i, count: stagePositions(i).length }) }))}
        onChange={(interval) => onChange({ ...draft, interval })}
      />
      <SettingsSelect
        {...field('source')}
        value={draft.source}
        options={TEST_SOURCES.map((s) => ({ value: s, label: t(`exam:testSource.${s}`) }))}
        onChange={(source) => onChange({ ...draft, source })}
      />
    </Stack>
  );
}
