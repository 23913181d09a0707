import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from '../../exam/area-ui';
import { AMOUNT_COUNTS, amountScale, DISTORTION_SOURCES, TYPE_CHOICES, type DistortionSettingsDraft } from './distortion-settings';

const EMPTY = '';

/** Source, clipping types, the amounts on the scale, and whether the type is asked. */
export function DistortionSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<DistortionSettingsDraft>) {
  const { t } = useTranslation(['distortion', 'common']);
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const common = { select: true, fullWidth: true, size: 'small', disabled: readOnly } as const;
  const none = (
    <MenuItem value={EMPTY}>
      <em>{t('distortion:settings.none')}</em>
    </MenuItem>
  );
  return (
    <Stack spacing={2} data-testid="distortion-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...common}
          label={t('distortion:settings.source')}
          value={draft.source ?? EMPTY}
          error={Boolean(errors.source)}
          helperText={message('source')}
          onChange={(e) => onChange({ ...draft, source: DISTORTION_SOURCES.find((s) => s === e.target.value) ?? null })}
        >
          {none}
          {DISTORTION_SOURCES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`distortion:source.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          label={t('distortion:settings.types')}
          value={draft.types ?? EMPTY}
          error={Boolean(errors.types)}
          helperText={message('types')}
          onChange={(e) => onChange({ ...draft, types: TYPE_CHOICES.find((c) => c === e.target.value) ?? null })}
        >
          {none}
          {TYPE_CHOICES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`distortion:types.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...common}
          label={t('distortion:settings.amounts')}
          value={draft.amounts ?? EMPTY}
          error={Boolean(errors.amounts)}
          helperText={message('amounts')}
          onChange={(e) => onChange({ ...draft, amounts: AMOUNT_COUNTS.find((c) => String(c) === e.target.value) ?? null })}
        >
          {none}
          {AMOUNT_COUNTS.map((c) => (
            <MenuItem key={c} value={c}>
              {amountScale(c)
                .map((thd) => t('distortion:percent', { value: thd }))
                .join(' · ')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          label={t('distortion:settings.asksType')}
          value={draft.asksType === null ? EMPTY : String(draft.asksType)}
          error={Boolean(errors.asksType)}
          helperText={message('asksType')}
          onChange={(e) => onChange({ ...draft, asksType: e.target.value === EMPTY ? null : e.target.value === 'true' })}
        >
          {none}
          <MenuItem value="false">{t('distortion:asksType.false')}</MenuItem>
          <MenuItem value="true">{t('distortion:asksType.true')}</MenuItem>
        </TextField>
      </Stack>
    </Stack>
  );
}
