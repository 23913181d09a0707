import { useTranslation } from 'react-i18next';
import { SteppedAnswerForm, type AnswerFormProps } from '../../exam';
import type { WidthAnswer } from './width-definition';
import { offeredDirections, type WidthQuestion } from './width-question';
import { widthMaxSteps, type WidthSettings } from './width-settings';

/** Narrower or wider (only the directions the change setting names) and, when asked, by how many percent of side level. */
export function WidthAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<WidthSettings, WidthQuestion, WidthAnswer>) {
  const { t } = useTranslation('width');
  const sizes = settings.asksSize
    ? Array.from({ length: widthMaxSteps(settings.step) }, (_, i) => ({ value: i + 1, label: t('percent', { value: (i + 1) * settings.step }) }))
    : null;
  return (
    <SteppedAnswerForm
      testIdPrefix="width"
      directionLabel={t('answer.direction')}
      directions={offeredDirections(settings.change).map((d) => ({ value: d, label: t(`answer.${d}`) }))}
      sizeLabel={t('answer.size')}
      sizes={sizes}
      describeOffset={(offset) => t(offset > 0 ? 'answer.tooLarge' : 'answer.tooSmall', { count: Math.abs(offset) })}
      question={revealed ? question : null}
      answer={answer}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
