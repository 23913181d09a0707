import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { TEST_SOURCES } from '../../exam-contract';
import { RESOLUTIONS, SPATIAL_SECTORS, type SpatialSettingsDraft } from './spatial-settings';

/** The sector questions come from ('select angle'), the resolution, and the source. */
export function SpatialSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<SpatialSettingsDraft>) {
  const { t } = useTranslation(['spatial', 'common', 'exam']);
  const field = settingsFieldProps<SpatialSettingsDraft>('spatial', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="spatial-settings-form">
      <SettingsSelect
        {...field('sector')}
        value={draft.sector}
        options={SPATIAL_SECTORS.map((s) => ({ value: s, label: t(`spatial:sector.${s}`) }))}
        onChange={(sector) => onChange({ ...draft, sector })}
      />
      <SettingsSelect
        {...field('resolution')}
        value={draft.resolution}
        options={RESOLUTIONS.map((r) => ({ value: r, label: t('spatial:resolution', { value: r }) }))}
        onChange={(resolution) => onChange({ ...draft, resolution })}
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
