import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { AMOUNT_COUNTS, amountScale, DISTORTION_SOURCES, TYPE_CHOICES, type DistortionSettingsDraft } from './distortion-settings';

/** Source, clipping types, the amounts on the scale, and whether the type is asked. */
export function DistortionSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<DistortionSettingsDraft>) {
  const { t } = useTranslation(['distortion', 'common']);
  const field = settingsFieldProps<DistortionSettingsDraft>('distortion', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="distortion-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('source')}
          value={draft.source}
          options={DISTORTION_SOURCES.map((s) => ({ value: s, label: t(`distortion:source.${s}`) }))}
          onChange={(source) => onChange({ ...draft, source })}
        />
        <SettingsSelect
          {...field('types')}
          value={draft.types}
          options={TYPE_CHOICES.map((c) => ({ value: c, label: t(`distortion:types.${c}`) }))}
          onChange={(types) => onChange({ ...draft, types })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('amounts')}
          value={draft.amounts}
          options={AMOUNT_COUNTS.map((c) => ({ value: c, label: amountScale(c).map((thd) => t('distortion:percent', { value: thd })).join(' · ') }))}
          onChange={(amounts) => onChange({ ...draft, amounts })}
        />
        <SettingsSelect
          {...field('asksType')}
          value={draft.asksType}
          options={[false, true].map((v) => ({ value: v, label: t(`distortion:asksType.${v}`) }))}
          onChange={(asksType) => onChange({ ...draft, asksType })}
        />
      </Stack>
    </Stack>
  );
}
