import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { formatDb, formatHz } from './loudness-format';
import { CHANGE_TYPES, LEVEL_STEPS, LOUDNESS_SOURCES, SINE_FREQUENCIES, type LoudnessSettingsDraft } from './loudness-settings';

/** Spec section 3: source (and the sine's frequency), change type, loudness level step, size asked. */
export function LoudnessSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<LoudnessSettingsDraft>) {
  const { t } = useTranslation(['loudness', 'common']);
  const field = settingsFieldProps<LoudnessSettingsDraft>('loudness', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="loudness-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('source')}
          value={draft.source}
          options={LOUDNESS_SOURCES.map((s) => ({ value: s, label: t(`loudness:source.${s}`) }))}
          onChange={(source) => onChange({ ...draft, source })}
        />
        <SettingsSelect
          {...field('sineFrequency')}
          disabled={readOnly || draft.source !== 'sine'}
          value={draft.sineFrequency}
          options={SINE_FREQUENCIES.map((f) => ({ value: f, label: formatHz(f) }))}
          onChange={(sineFrequency) => onChange({ ...draft, sineFrequency })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('changeType')}
          value={draft.changeType}
          options={CHANGE_TYPES.map((c) => ({ value: c, label: t(`loudness:changeType.${c}`) }))}
          onChange={(changeType) => onChange({ ...draft, changeType })}
        />
        <SettingsSelect
          {...field('step')}
          value={draft.step}
          options={LEVEL_STEPS.map((s) => ({ value: s, label: formatDb(s) }))}
          onChange={(step) => onChange({ ...draft, step })}
        />
      </Stack>
      <SettingsSelect
        {...field('asksSize')}
        value={draft.asksSize}
        options={[false, true].map((v) => ({ value: v, label: t(`loudness:asksSize.${v}`) }))}
        onChange={(asksSize) => onChange({ ...draft, asksSize })}
      />
    </Stack>
  );
}
