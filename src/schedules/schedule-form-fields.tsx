import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTED_ATTEMPTS, type CountedAttempt, type Organization } from '../api-contract';
import { AREAS_IN_NAV_ORDER, isAreaId, type AreaId } from '../lib/area-registry';
import { SelectField } from '../ui';
import { LIMITS, type ScheduleFormErrors, type ScheduleFormValues } from './schedule-form-values';

interface FieldsProps {
  values: ScheduleFormValues;
  errors: ScheduleFormErrors['fields'];
  readOnly: boolean;
  onChange(values: ScheduleFormValues): void;
}

/** The exam's title and area, and who takes it. */
export function ScheduleWhatFields({ values, errors, readOnly, onChange, organizations, onArea }: FieldsProps & { organizations: readonly Organization[]; onArea(area: AreaId): void }) {
  const { t } = useTranslation(['schedules', 'common']);
  const organizationsLabel = useId();
  const toggle = (id: number, on: boolean) =>
    onChange({ ...values, organizations: on ? [...values.organizations, id] : values.organizations.filter((o) => o !== id) });

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={t('form.fields.title')}
          value={values.title}
          onChange={(event) => onChange({ ...values, title: event.target.value })}
          disabled={readOnly}
          required
          error={errors.title !== undefined}
          helperText={errors.title ? t(errors.title, { max: LIMITS.titleLength }) : t('form.fields.titleHelp')}
          slotProps={{ htmlInput: { maxLength: LIMITS.titleLength } }}
          sx={{ flex: 2 }}
        />
        <Stack sx={{ flex: 1 }}>
          <SelectField
            label={t('form.fields.area')}
            value={values.area}
            disabled={readOnly}
            data-testid="schedule-area"
            onChange={(area) => {
              if (isAreaId(area) && area !== values.area) onArea(area);
            }}
          >
            {AREAS_IN_NAV_ORDER.map((area) => (
              <option key={area.id} value={area.id}>
                {t(`common:nav.areas.${area.id}`)}
              </option>
            ))}
          </SelectField>
        </Stack>
      </Stack>
      <FormControl component="fieldset" error={errors.organizations !== undefined} disabled={readOnly} required>
        <FormLabel component="legend" id={organizationsLabel}>
          {t('form.fields.organizations')}
        </FormLabel>
        <FormGroup row aria-labelledby={organizationsLabel}>
          {organizations.map((o) => (
            <FormControlLabel
              key={o.id}
              label={o.name}
              control={<Checkbox checked={values.organizations.includes(o.id)} onChange={(_event, on) => toggle(o.id, on)} />}
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {errors.organizations ? t(errors.organizations) : organizations.length === 0 ? t('form.fields.noOrganizations') : t('form.fields.organizationsHelp')}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}

/** When it is open, how long an attempt lasts, how many there are and which one counts. */
export function ScheduleWhenFields({ values, errors, readOnly, onChange }: FieldsProps) {
  const { t } = useTranslation('schedules');
  const field = (name: 'opensAt' | 'closesAt' | 'timeLimitMinutes' | 'attempts', help: string, limits?: { min: number; max: number }) => {
    const error = errors[name];
    return {
      size: 'small' as const,
      label: t(`form.fields.${name}`),
      value: values[name],
      onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
      disabled: readOnly,
      error: error !== undefined,
      helperText: error ? t(error, limits) : help,
      sx: { flex: 1 },
    };
  };
  const numberInput = (limits: { min: number; max: number }) => ({ htmlInput: { ...limits, step: 1 }, inputLabel: { shrink: true } });

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('opensAt', t('form.fields.opensAtHelp'))} type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
        <TextField {...field('closesAt', t('form.fields.closesAtHelp'))} type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('timeLimitMinutes', t('form.fields.timeLimitHelp'), LIMITS.timeLimitMinutes)}
          type="number"
          required
          slotProps={numberInput(LIMITS.timeLimitMinutes)}
        />
        <TextField {...field('attempts', t('form.fields.attemptsHelp'), LIMITS.attempts)} type="number" required slotProps={numberInput(LIMITS.attempts)} />
        <Stack sx={{ flex: 1 }}>
          <SelectField
            label={t('form.fields.counts')}
            value={values.counts}
            disabled={readOnly}
            helperText={t('form.fields.countsHelp')}
            data-testid="schedule-counts"
            onChange={(value) => {
              const counts = COUNTED_ATTEMPTS.find((c): c is CountedAttempt => c === value);
              if (counts) onChange({ ...values, counts });
            }}
          >
            {COUNTED_ATTEMPTS.map((counts) => (
              <option key={counts} value={counts}>
                {t(`counts.${counts}`)}
              </option>
            ))}
          </SelectField>
        </Stack>
      </Stack>
    </Stack>
  );
}
