import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { DYNAMICS_LOOPS, DYNAMICS_TESTS, GAIN_REDUCTIONS, type DynamicsSettingsDraft } from './dynamics-settings';

/** The loop, what is asked and, unless the amount is asked, how much the loop is compressed. */
export function DynamicsSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<DynamicsSettingsDraft>) {
  const { t } = useTranslation(['dynamics', 'audio', 'common']);
  const field = settingsFieldProps<DynamicsSettingsDraft>('dynamics', t, { errors, readOnly });
  return (
    <Stack spacing={2} data-testid="dynamics-settings-form">
      <SettingsSelect
        {...field('test')}
        value={draft.test}
        options={DYNAMICS_TESTS.map((test) => ({ value: test, label: t(`dynamics:test.${test}`) }))}
        onChange={(test) => onChange({ ...draft, test })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingsSelect
          {...field('programme')}
          value={draft.programme}
          options={DYNAMICS_LOOPS.map((loop) => ({ value: loop, label: t(`audio:programme.${loop}.name`) }))}
          onChange={(programme) => onChange({ ...draft, programme })}
        />
        {draft.test === 'amount' ? null : (
          <SettingsSelect
            {...field('gainReductionDb')}
            value={draft.gainReductionDb}
            options={GAIN_REDUCTIONS.map((value) => ({ value, label: t('dynamics:answer.amountDb', { value }) }))}
            onChange={(gainReductionDb) => onChange({ ...draft, gainReductionDb })}
          />
        )}
      </Stack>
    </Stack>
  );
}
