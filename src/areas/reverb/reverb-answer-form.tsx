import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AnswerFormProps } from '../../exam';
import { OrderedScale } from '../../ui';
import { formatMix, formatRt60 } from './reverb-format';
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';
import { decayScale, mixScale, type ReverbSettings } from './reverb-settings';

/** The decay time and/or the mix, each on its ordered scale (the mix in dB or as a wet share). */
export function ReverbAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<ReverbSettings, ReverbQuestion, ReverbAnswer>) {
  const { t } = useTranslation('reverb');
  const [rt60, setRt60] = useState<number | null>(answer?.rt60 ?? null);
  const [drr, setDrr] = useState<number | null>(answer?.drr ?? null);
  const shown = revealed ? question : null;
  const update = (nextRt60: number | null, nextDrr: number | null) => {
    setRt60(nextRt60);
    setDrr(nextDrr);
    const complete = (!settings.decay || nextRt60 !== null) && (!settings.mix || nextDrr !== null);
    onChange(complete ? { rt60: settings.decay ? nextRt60 : null, drr: settings.mix ? nextDrr : null } : null);
  };
  return (
    <Stack spacing={2.5} data-testid="reverb-answer-form">
      {settings.decay ? (
        <OrderedScale
          label={t('answer.decay')}
          steps={decayScale(settings.decayStep, settings.decayRange, settings.stepsEachSide).map((value) => ({ value, label: formatRt60(t, value) }))}
          value={rt60}
          disabled={disabled}
          onChange={(value) => update(value, drr)}
          right={shown?.rt60 ?? null}
          describeOffset={(offset) => t(offset > 0 ? 'answer.tooLong' : 'answer.tooShort', { count: Math.abs(offset) })}
          data-testid="reverb-decay"
        />
      ) : null}
      {settings.mix ? (
        <OrderedScale
          label={t(settings.mixUnit === 'db' ? 'answer.mixDb' : 'answer.mixPercent')}
          steps={mixScale(settings.mixStep, settings.stepsEachSide).map((value) => ({ value, label: formatMix(t, value, settings.mixUnit) }))}
          value={drr}
          disabled={disabled}
          onChange={(value) => update(rt60, value)}
          right={shown?.drr ?? null}
          describeOffset={(offset) => t(offset > 0 ? 'answer.tooWet' : 'answer.tooDry', { count: Math.abs(offset) })}
          data-testid="reverb-mix"
        />
      ) : null}
    </Stack>
  );
}
