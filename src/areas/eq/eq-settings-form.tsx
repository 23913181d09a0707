import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ProgrammeLoopId } from '../../audio/programme';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { formatBandRuns, formatFrequency } from './eq-format';
import { eqCandidates } from './eq-programme';
import {
  EQ_BAND_COUNTS,
  EQ_RESOLUTIONS,
  GAIN_DIRECTIONS,
  GAIN_MAGNITUDES,
  RANGE_FREQUENCIES,
  centreFrequencies,
  type EqSettingsDraft,
} from './eq-settings';

/** Direction and magnitude share one select, as 'boost-cut:12'. */
const gainValue = (draft: EqSettingsDraft): string | null =>
  draft.gainDirection && draft.gainMagnitude ? `${draft.gainDirection}:${draft.gainMagnitude}` : null;

function parseGain(value: string | null): Pick<EqSettingsDraft, 'gainDirection' | 'gainMagnitude'> {
  const [direction, magnitude] = (value ?? '').split(':');
  return {
    gainDirection: GAIN_DIRECTIONS.find((d) => d === direction) ?? null,
    gainMagnitude: GAIN_MAGNITUDES.find((m) => String(m) === magnitude) ?? null,
  };
}

const GAIN_VALUES = GAIN_DIRECTIONS.flatMap((direction) => GAIN_MAGNITUDES.map((magnitude) => ({ direction, magnitude })));

/** On a loop that narrows the range: which of its bands the questions ask (null when it does not narrow it). */
function loopBands(draft: EqSettingsDraft, programme: ProgrammeLoopId | null): string | null {
  const { resolution, rangeFrom, rangeTo } = draft;
  if (!programme || !resolution || !rangeFrom || !rangeTo || rangeFrom >= rangeTo) return null;
  const inRange = centreFrequencies(resolution, rangeFrom, rangeTo);
  const revealed = eqCandidates({ resolution, rangeFrom, rangeTo }, { programme });
  return revealed.length === inRange.length || revealed.length === 0 ? null : formatBandRuns(inRange, revealed);
}

/** Spec section 2: resolution, number of bands, gain combination, frequency range from and to. */
export function EqSettingsForm({ draft, errors, readOnly, onChange, context }: SettingsFormProps<EqSettingsDraft>) {
  const { t } = useTranslation(['eq', 'common', 'audio']);
  const programme = context?.programme ?? null;
  const onLoop = loopBands(draft, programme);
  const field = settingsFieldProps<EqSettingsDraft>('eq', t, { errors, readOnly });
  const gainError = errors.gainDirection ?? errors.gainMagnitude;

  return (
    <Stack spacing={2} data-testid="eq-settings-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('resolution')}
          value={draft.resolution}
          options={EQ_RESOLUTIONS.map((r) => ({ value: r, label: t(`eq:resolution.${r}`) }))}
          onChange={(resolution) => onChange({ ...draft, resolution })}
        />
        <SettingsSelect
          {...field('bandCount')}
          value={draft.bandCount}
          options={EQ_BAND_COUNTS.map((n) => ({ value: n, label: t(`eq:bandCount.${n}`) }))}
          onChange={(bandCount) => onChange({ ...draft, bandCount })}
        />
      </Stack>
      <SettingsSelect
        label={t('eq:settings.gain')}
        error={gainError ? t(gainError) : undefined}
        noneLabel={t('eq:settings.none')}
        disabled={readOnly}
        value={gainValue(draft)}
        options={GAIN_VALUES.map(({ direction, magnitude }) => ({ value: `${direction}:${magnitude}`, label: t(`eq:gain.${direction}`, { magnitude }) }))}
        onChange={(value) => onChange({ ...draft, ...parseGain(value) })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['rangeFrom', 'rangeTo'] as const).map((name) => (
          <SettingsSelect
            key={name}
            {...field(name)}
            value={draft[name]}
            options={RANGE_FREQUENCIES.map((f) => ({ value: f, label: formatFrequency(f) }))}
            onChange={(frequency) => onChange({ ...draft, [name]: frequency })}
          />
        ))}
      </Stack>
      {onLoop && programme && (
        <Alert severity="info" variant="outlined" data-testid="eq-loop-bands">
          {t('eq:settings.onLoop', { name: t(`audio:programme.${programme}.name`), bands: onLoop })}
        </Alert>
      )}
    </Stack>
  );
}
