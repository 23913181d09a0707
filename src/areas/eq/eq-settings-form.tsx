import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from '../../exam';
import { SelectField } from '../../ui';
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
  const none = <option value={EMPTY}>{t('eq:settings.none')}</option>;

  return (
    <Stack spacing={2} data-testid="eq-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          disabled={readOnly}
          label={t('eq:settings.resolution')}
          value={draft.resolution ?? EMPTY}
          error={Boolean(errors.resolution)}
          helperText={message('resolution')}
          onChange={(value) => onChange({ ...draft, resolution: EQ_RESOLUTIONS.find((r) => r === value) ?? null })}
        >
          {none}
          {EQ_RESOLUTIONS.map((r) => (
            <option key={r} value={r}>
              {t(`eq:resolution.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          disabled={readOnly}
          label={t('eq:settings.bandCount')}
          value={String(draft.bandCount ?? EMPTY)}
          error={Boolean(errors.bandCount)}
          helperText={message('bandCount')}
          onChange={(value) => onChange({ ...draft, bandCount: EQ_BAND_COUNTS.find((n) => String(n) === value) ?? null })}
        >
          {none}
          {EQ_BAND_COUNTS.map((n) => (
            <option key={n} value={n}>
              {t(`eq:bandCount.${n}`)}
            </option>
          ))}
        </SelectField>
      </Stack>
      <SelectField
        disabled={readOnly}
        label={t('eq:settings.gain')}
        value={gainValue(draft)}
        error={Boolean(gainError)}
        helperText={gainError ? t(gainError) : undefined}
        onChange={(value) => onChange({ ...draft, ...parseGain(value) })}
      >
        {none}
        {GAIN_DIRECTIONS.flatMap((direction: GainDirection) =>
          GAIN_MAGNITUDES.map((magnitude: GainMagnitude) => (
            <option key={`${direction}:${magnitude}`} value={`${direction}:${magnitude}`}>
              {t(`eq:gain.${direction}`, { magnitude })}
            </option>
          )),
        )}
      </SelectField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['rangeFrom', 'rangeTo'] as const).map((field) => (
          <SelectField
            disabled={readOnly}
            key={field}
            label={t(`eq:settings.${field}`)}
            value={String(draft[field] ?? EMPTY)}
            error={Boolean(errors[field])}
            helperText={message(field)}
            onChange={(value) => onChange({ ...draft, [field]: frequencyOrNull(value) })}
          >
            {none}
            {RANGE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {formatFrequency(f)}
              </option>
            ))}
          </SelectField>
        ))}
      </Stack>
    </Stack>
  );
}
