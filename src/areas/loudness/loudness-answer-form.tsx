import { useTranslation } from 'react-i18next';
import { SteppedAnswerForm, type AnswerFormProps } from '../../exam';
import { formatDb } from './loudness-format';
import { offeredDirections, type LoudnessQuestion } from './loudness-question';
import type { LoudnessAnswer } from './loudness-scoring';
import { SIZE_STEPS, type LoudnessSettings } from './loudness-settings';

/**
 * Louder or softer (only the directions the change type names) and, when asked, by how much:
 * the rows follow the settings (an official exam gives no question).
 */
export function LoudnessAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<LoudnessSettings, LoudnessQuestion, LoudnessAnswer>) {
  const { t } = useTranslation('loudness');
  const sizes = settings.asksSize ? Array.from({ length: SIZE_STEPS }, (_, i) => ({ value: i + 1, label: formatDb((i + 1) * settings.step) })) : null;
  return (
    <SteppedAnswerForm
      testIdPrefix="loudness"
      directionLabel={t('answer.direction')}
      directions={offeredDirections(settings.changeType).map((d) => ({ value: d, label: t(`answer.${d}`) }))}
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
