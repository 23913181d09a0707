import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { TEST_SOURCES } from '../../exam-contract';
import { DISTANCE_MODES, type DistanceSettingsDraft } from './distance-settings';

/** The test mode (basic or advanced) and the source. */
export function DistanceSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<DistanceSettingsDraft>) {
  const { t } = useTranslation(['distance', 'common', 'exam']);
  const field = settingsFieldProps<DistanceSettingsDraft>('distance', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="distance-settings-form">
      <SettingsSelect
        {...field('mode')}
        value={draft.mode}
        options={DISTANCE_MODES.map((m) => ({ value: m, label: t(`distance:mode.${m}`) }))}
        onChange={(mode) => onChange({ ...draft, mode })}
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
