import { useTranslation } from 'react-i18next';
import type { AnswerFormProps } from '../../exam';
import { OrderedScale } from '../../ui';
import type { DistanceAnswer, DistanceQuestion } from './distance-question';
import { distanceScale, type DistanceSettings } from './distance-settings';

/** The distance on the ordered scale, nearest first. */
export function DistanceAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<DistanceSettings, DistanceQuestion, DistanceAnswer>) {
  const { t } = useTranslation('distance');
  return (
    <OrderedScale
      label={t('answer.distance')}
      steps={distanceScale(settings).map((value) => ({ value, label: t('metres', { value }) }))}
      value={answer?.distance ?? null}
      disabled={disabled}
      onChange={(distance) => onChange({ distance })}
      right={revealed ? (question?.distance ?? null) : null}
      describeOffset={(offset) => t(offset > 0 ? 'answer.tooFar' : 'answer.tooNear', { count: Math.abs(offset) })}
      data-testid="distance-scale"
    />
  );
}
