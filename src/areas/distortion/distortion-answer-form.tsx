import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { DistortionType } from '../../audio/processors/processor-spec';
import type { AnswerFormProps } from '../../exam';
import { ChoiceChips, OrderedScale } from '../../ui';
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';
import { scaleOf, typesOf, type DistortionSettings } from './distortion-settings';

/** How much distortion (on the ordered scale of THD amounts) and, when asked, which type (of those the settings name). */
export function DistortionAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<DistortionSettings, DistortionQuestion, DistortionAnswer>) {
  const { t } = useTranslation('distortion');
  const [thd, setThd] = useState<number | null>(answer?.thd ?? null);
  const [type, setType] = useState<DistortionType | null>(answer?.type ?? null);
  const shown = revealed ? question : null;
  const update = (nextThd: number | null, nextType: DistortionType | null) => {
    setThd(nextThd);
    setType(nextType);
    const complete = nextThd !== null && (!settings.asksType || nextType !== null);
    onChange(complete ? { thd: nextThd, type: settings.asksType ? nextType : null } : null);
  };
  return (
    <Stack spacing={2.5} data-testid="distortion-answer-form">
      <OrderedScale
        label={t('answer.amount')}
        steps={scaleOf(settings).map((value) => ({ value, label: t('percent', { value }) }))}
        value={thd}
        disabled={disabled}
        onChange={(value) => update(value, type)}
        right={shown?.thd ?? null}
        describeOffset={(offset) => t(offset > 0 ? 'answer.tooMuch' : 'answer.tooLittle', { count: Math.abs(offset) })}
        data-testid="distortion-amount"
      />
      {settings.asksType ? (
        <ChoiceChips
          label={t('answer.type')}
          options={typesOf(settings.types).map((value) => ({ value, label: t(`type.${value}`) }))}
          value={type}
          disabled={disabled}
          onChange={(value) => update(thd, value)}
          highlight={(value) => (!shown ? null : value === shown.type ? 'right' : value === type ? 'wrong' : null)}
          data-testid="distortion-type"
        />
      ) : null}
    </Stack>
  );
}
