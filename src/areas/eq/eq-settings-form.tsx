import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from '../../exam/area-ui';
import { hz } from '../../lib/units';
import { formatFrequency } from './eq-format';
import {
  EQ_BAND_COUNTS,
  EQ_RESOLUTIONS,
  GAIN_DIRECTIONS,
  GAIN_MAGNITUDES,
  RANGE_FREQUENCIES,
  type EqSettingsDraft,
  type GainDirection,
  type GainMagnitude,
} from './eq-settings';

const EMPTY = '';

const gainValue = (draft: EqSettingsDraft): string =>
  draft.gainDirection && draft.gainMagnitude ? `${draft.gainDirection}:${draft.gainMagnitude}` : EMPTY;

function parseGain(value: string): Pick<EqSettingsDraft, 'gainDirection' | 'gainMagnitude'> {
  const [direction, magnitude] = value.split(':');
  return {
    gainDirection: GAIN_DIRECTIONS.find((d) => d === direction) ?? null,
    gainMagnitude: GAIN_MAGNITUDES.find((m) => String(m) === magnitude) ?? null,
  };
}

const frequencyOrNull = (value: string) => (value === EMPTY ? null : hz(Number(value)));

/** Spec section 2: resolution, number of bands, gain combination, frequency range from and to. */
export function EqSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<EqSettingsDraft>) {
  const { t } = useTranslation(['eq', 'common']);
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const gainError = errors.gainDirection ?? errors.gainMagnitude;
  const common = { select: true, fullWidth: true, size: 'small', disabled: readOnly } as const;
  const none = (
    <MenuItem value={EMPTY}>
      <em>{t('eq:settings.none')}</em>
    </MenuItem>
  );

  return (
    <Stack spacing={2} data-testid="eq-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...common}
          label={t('eq:settings.resolution')}
          value={draft.resolution ?? EMPTY}
          error={Boolean(errors.resolution)}
          helperText={message('resolution')}
          onChange={(e) => onChange({ ...draft, resolution: EQ_RESOLUTIONS.find((r) => r === e.target.value) ?? null })}
        >
          {none}
          {EQ_RESOLUTIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`eq:resolution.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common}
          label={t('eq:settings.bandCount')}
          value={draft.bandCount ?? EMPTY}
          error={Boolean(errors.bandCount)}
          helperText={message('bandCount')}
          onChange={(e) => onChange({ ...draft, bandCount: EQ_BAND_COUNTS.find((n) => String(n) === String(e.target.value)) ?? null })}
        >
          {none}
          {EQ_BAND_COUNTS.map((n) => (
            <MenuItem key={n} value={n}>
              {t(`eq:bandCount.${n}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...common}
        label={t('eq:settings.gain')}
        value={gainValue(draft)}
        error={Boolean(gainError)}
        helperText={gainError ? t(gainError) : undefined}
        onChange={(e) => onChange({ ...draft, ...parseGain(e.target.value) })}
      >
        {none}
        {GAIN_DIRECTIONS.flatMap((direction: GainDirection) =>
          GAIN_MAGNITUDES.map((magnitude: GainMagnitude) => (
            <MenuItem key={`${direction}:${magnitude}`} value={`${direction}:${magnitude}`}>
              {t(`eq:gain.${direction}`, { magnitude })}
            </MenuItem>
          )),
        )}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['rangeFrom', 'rangeTo'] as const).map((field) => (
          <TextField
            {...common}
            key={field}
            label={t(`eq:settings.${field}`)}
            value={draft[field] ?? EMPTY}
            error={Boolean(errors[field])}
            helperText={message(field)}
            onChange={(e) => onChange({ ...draft, [field]: frequencyOrNull(String(e.target.value)) })}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            {none}
            {RANGE_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {formatFrequency(f)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
    </Stack>
  );
}
