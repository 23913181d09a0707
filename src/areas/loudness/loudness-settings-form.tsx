import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from '../../exam/area-ui';
import { hz } from '../../lib/units';
import { formatDb, formatHz } from './loudness-format';
import { CHANGE_TYPES, LEVEL_STEPS, LOUDNESS_SOURCES, SINE_FREQUENCIES, type LoudnessSettingsDraft } from './loudness-settings';

const EMPTY = '';

/** Spec section 3: source (and the sine's frequency), change type, loudness level step, size asked. */
export function LoudnessSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<LoudnessSettingsDraft>) {
  const { t } = useTranslation(['loudness', 'common']);
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const common = { select: true, fullWidth: true, size: 'small', disabled: readOnly } as const;
  const none = (
    <MenuItem value={EMPTY}>
      <em>{t('loudness:settings.none')}</em>
    </MenuItem>
  );
  return (
    <Stack spacing={2} data-testid="loudness-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...common}
          label={t('loudness:settings.source')}
          value={draft.source ?? EMPTY}
          error={Boolean(errors.source)}
          helperText={message('source')}
          onChange={(e) => onChange({ ...draft, source: LOUDNESS_SOURCES.find((s) => s === e.target.value) ?? null })}
        >
          {none}
          {LOUDNESS_SOURCES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`loudness:source.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          disabled={readOnly || draft.source !== 'sine'}
          label={t('loudness:settings.sineFrequency')}
          value={draft.sineFrequency ?? EMPTY}
          error={Boolean(errors.sineFrequency)}
          helperText={message('sineFrequency')}
          onChange={(e) => onChange({ ...draft, sineFrequency: e.target.value === EMPTY ? null : hz(Number(e.target.value)) })}
        >
          {none}
          {SINE_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {formatHz(f)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...common}
          label={t('loudness:settings.changeType')}
          value={draft.changeType ?? EMPTY}
          error={Boolean(errors.changeType)}
          helperText={message('changeType')}
          onChange={(e) => onChange({ ...draft, changeType: CHANGE_TYPES.find((c) => c === e.target.value) ?? null })}
        >
          {none}
          {CHANGE_TYPES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`loudness:changeType.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          label={t('loudness:settings.step')}
          value={draft.step ?? EMPTY}
          error={Boolean(errors.step)}
          helperText={message('step')}
          onChange={(e) => onChange({ ...draft, step: LEVEL_STEPS.find((s) => String(s) === e.target.value) ?? null })}
        >
          {none}
          {LEVEL_STEPS.map((s) => (
            <MenuItem key={s} value={s}>
              {formatDb(s)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...common}
        label={t('loudness:settings.asksSize')}
        value={draft.asksSize === null ? EMPTY : String(draft.asksSize)}
        error={Boolean(errors.asksSize)}
        helperText={message('asksSize')}
        onChange={(e) => onChange({ ...draft, asksSize: e.target.value === EMPTY ? null : e.target.value === 'true' })}
      >
        {none}
        <MenuItem value="false">{t('loudness:asksSize.false')}</MenuItem>
        <MenuItem value="true">{t('loudness:asksSize.true')}</MenuItem>
      </TextField>
    </Stack>
  );
}
