import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { WIDTH_CHANGES, WIDTH_STEPS, type WidthSettingsDraft } from './width-settings';

/** Which way the width changes, the step of side level, and whether its size is asked. */
export function WidthSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<WidthSettingsDraft>) {
  const { t } = useTranslation(['width', 'common']);
  const field = settingsFieldProps<WidthSettingsDraft>('width', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="width-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('change')}
          value={draft.change}
          options={WIDTH_CHANGES.map((c) => ({ value: c, label: t(`width:change.${c}`) }))}
          onChange={(change) => onChange({ ...draft, change })}
        />
        <SettingsSelect
          {...field('step')}
          value={draft.step}
          options={WIDTH_STEPS.map((s) => ({ value: s, label: t('width:percent', { value: s }) }))}
          onChange={(step) => onChange({ ...draft, step })}
        />
      </Stack>
      <SettingsSelect
        {...field('asksSize')}
        value={draft.asksSize}
        options={[false, true].map((v) => ({ value: v, label: t(`width:asksSize.${v}`) }))}
        onChange={(asksSize) => onChange({ ...draft, asksSize })}
      />
    </Stack>
  );
}
