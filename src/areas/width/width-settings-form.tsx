import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from '../../exam/area-ui';
import { WIDTH_CHANGES, WIDTH_STEPS, type WidthSettingsDraft } from './width-settings';

const EMPTY = '';

/** Which way the width changes, the step of side level, and whether its size is asked. */
export function WidthSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<WidthSettingsDraft>) {
  const { t } = useTranslation(['width', 'common']);
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const common = { select: true, fullWidth: true, size: 'small', disabled: readOnly } as const;
  const none = (
    <MenuItem value={EMPTY}>
      <em>{t('width:settings.none')}</em>
    </MenuItem>
  );
  return (
    <Stack spacing={2} data-testid="width-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...common}
          label={t('width:settings.change')}
          value={draft.change ?? EMPTY}
          error={Boolean(errors.change)}
          helperText={message('change')}
          onChange={(e) => onChange({ ...draft, change: WIDTH_CHANGES.find((c) => c === e.target.value) ?? null })}
        >
          {none}
          {WIDTH_CHANGES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`width:change.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          label={t('width:settings.step')}
          value={draft.step ?? EMPTY}
          error={Boolean(errors.step)}
          helperText={message('step')}
          onChange={(e) => onChange({ ...draft, step: WIDTH_STEPS.find((s) => String(s) === e.target.value) ?? null })}
        >
          {none}
          {WIDTH_STEPS.map((s) => (
            <MenuItem key={s} value={s}>
              {t('width:percent', { value: s })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...common}
        label={t('width:settings.asksSize')}
        value={draft.asksSize === null ? EMPTY : String(draft.asksSize)}
        error={Boolean(errors.asksSize)}
        helperText={message('asksSize')}
        onChange={(e) => onChange({ ...draft, asksSize: e.target.value === EMPTY ? null : e.target.value === 'true' })}
      >
        {none}
        <MenuItem value="false">{t('width:asksSize.false')}</MenuItem>
        <MenuItem value="true">{t('width:asksSize.true')}</MenuItem>
      </TextField>
    </Stack>
  );
}
