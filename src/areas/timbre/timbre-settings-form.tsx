import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from '../../exam/area-ui';
import { SettingsSelect } from '../../exam/settings-select';
import { TIMBRE_MODES, type TimbreSettingsDraft } from './timbre-settings';

/** Basic (category and excitation) or Advanced (and the instrument). */
export function TimbreSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<TimbreSettingsDraft>) {
  const { t } = useTranslation(['timbre', 'common']);
  return (
    <SettingsSelect
      label={t('timbre:settings.mode')}
      value={draft.mode}
      options={TIMBRE_MODES.map((m) => ({ value: m, label: t(`timbre:mode.${m}`) }))}
      error={errors.mode ? t(errors.mode) : undefined}
      noneLabel={t('timbre:settings.none')}
      disabled={readOnly}
      onChange={(mode) => onChange({ ...draft, mode })}
      data-testid="timbre-settings-form"
    />
  );
}
