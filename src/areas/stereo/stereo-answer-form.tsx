import { useTranslation } from 'react-i18next';
import { AnglePicker } from '../../ui';
import type { AnswerFormProps } from '../../exam';
import { formatStageAngle } from './stereo-format';
import type { StereoAnswer, StereoQuestion } from './stereo-question';
import { stagePositions, type StereoSettings } from './stereo-settings';

/** The position on the drawn stage, left to right. */
export function StereoAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<StereoSettings, StereoQuestion, StereoAnswer>) {
  const { t } = useTranslation('stereo');
  return (
    <AnglePicker
      label={t('answer.position')}
      layout="stage"
      angles={stagePositions(settings.interval)}
      value={answer?.angle ?? null}
      onChange={(angle) => onChange({ angle })}
      disabled={disabled}
      right={revealed ? (question?.angle ?? null) : null}
      describe={(angle) => formatStageAngle(t, angle)}
      noneText={t('answer.none')}
      compass={[t('compass.left'), t('compass.centre'), t('compass.right')]}
      data-testid="stereo-position"
    />
  );
}
