import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { DECAY_RANGE_SECONDS, DECAY_RANGES, DECAY_STEPS, MIX_STEPS, MIX_UNITS, REVERB_SOURCES, type ReverbSettingsDraft } from './reverb-settings';

/** The test modes (decay time, mix, both), each with its difficulty, and the dry source. */
export function ReverbSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<ReverbSettingsDraft>) {
  const { t } = useTranslation(['reverb', 'common', 'exam']);
  const modesLabel = useId();
  const modesError = useId();
  const field = settingsFieldProps<ReverbSettingsDraft>('reverb', t, { errors, readOnly });
  const modeError = errors.modes ?? errors.decay ?? errors.mix;
  return (
    <Stack spacing={2} data-testid="reverb-settings-form">
      <FormControl component="fieldset" error={Boolean(modeError)} disabled={readOnly}>
        <FormLabel component="legend" id={modesLabel}>
          {t('reverb:settings.modes')}
        </FormLabel>
        <FormGroup row aria-labelledby={modesLabel} aria-describedby={modeError ? modesError : undefined}>
          <FormControlLabel
            control={<Checkbox checked={draft.decay === true} onChange={(event) => onChange({ ...draft, decay: event.target.checked })} />}
            label={t('reverb:mode.decay')}
            data-testid="reverb-mode-decay"
          />
          <FormControlLabel
            control={<Checkbox checked={draft.mix === true} onChange={(event) => onChange({ ...draft, mix: event.target.checked })} />}
            label={t('reverb:mode.mix')}
            data-testid="reverb-mode-mix"
          />
        </FormGroup>
        {modeError ? (
          <FormHelperText id={modesError} data-testid="reverb-modes-error">
            {t(modeError)}
          </FormHelperText>
        ) : null}
      </FormControl>
      <Stack spacing={2}>
        <SettingsSelect
          {...field('decayStep')}
          disabled={readOnly || draft.decay !== true}
          value={draft.decayStep}
          options={DECAY_STEPS.map((s) => ({ value: s, label: t(`reverb:decayStep.${s}`) }))}
          onChange={(decayStep) => onChange({ ...draft, decayStep })}
        />
        <SettingsSelect
          {...field('decayRange')}
          disabled={readOnly || draft.decay !== true}
          value={draft.decayRange}
          options={DECAY_RANGES.map((r) => ({ value: r, label: t(`reverb:decayRange.${r}`, DECAY_RANGE_SECONDS[r]) }))}
          onChange={(decayRange) => onChange({ ...draft, decayRange })}
        />
      </Stack>
      <Stack spacing={2}>
        <SettingsSelect
          {...field('mixStep')}
          disabled={readOnly || draft.mix !== true}
          value={draft.mixStep}
          options={MIX_STEPS.map((s) => ({ value: s, label: t(`reverb:mixStep.${s}`) }))}
          onChange={(mixStep) => onChange({ ...draft, mixStep })}
        />
        <SettingsSelect
          {...field('mixUnit')}
          disabled={readOnly || draft.mix !== true}
          value={draft.mixUnit}
          options={MIX_UNITS.map((u) => ({ value: u, label: t(`reverb:mixUnit.${u}`) }))}
          onChange={(mixUnit) => onChange({ ...draft, mixUnit })}
        />
      </Stack>
      <SettingsSelect
        {...field('source')}
        value={draft.source}
        options={REVERB_SOURCES.map((s) => ({ value: s, label: t(`exam:testSource.${s}`) }))}
        onChange={(source) => onChange({ ...draft, source })}
      />
    </Stack>
  );
}
