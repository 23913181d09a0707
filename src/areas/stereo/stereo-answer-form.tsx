import { useTranslation } from 'react-i18next';
import { AnglePicker, ChoiceChips } from '../../ui';
import { useHasKeyboard, type AnswerFormProps } from '../../exam';
import { formatStageAngle } from './stereo-format';
import type { StereoAnswer, StereoQuestion } from './stereo-question';
import { offeredPositions, type StereoSettings } from './stereo-settings';

/**
 * The position on the drawn stage, left to right. The adaptive mode's few centred positions
 * may lie half a degree apart, closer than a click on the drawing can tell apart: they are a
 * row of named choices instead. The label mentions the arrow keys only where there is a keyboard.
 */
export function StereoAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<StereoSettings, StereoQuestion, StereoAnswer>) {
  const { t } = useTranslation('stereo');
  const label = t(useHasKeyboard() ? 'answer.position' : 'answer.positionTouch');
  const positions = offeredPositions(settings);
  const right = revealed ? (question?.angle ?? null) : null;
  if (settings.positionCount !== undefined) {
    const chosen = answer?.angle ?? null;
    return (
      <ChoiceChips
        label={label}
        options={positions.map((angle) => ({ value: angle, label: formatStageAngle(t, angle) }))}
        value={chosen}
        onChange={(angle) => onChange({ angle })}
        disabled={disabled}
        highlight={(angle) => (right === null ? null : angle === right ? 'right' : angle === chosen ? 'wrong' : null)}
        data-testid="stereo-position"
      />
    );
  }
  return (
    <AnglePicker
      label={label}
      layout="stage"
      angles={positions}
      value={answer?.angle ?? null}
      onChange={(angle) => onChange({ angle })}
      disabled={disabled}
      right={right}
      describe={(angle) => formatStageAngle(t, angle)}
      noneText={t('answer.none')}
      compass={[t('compass.left'), t('compass.centre'), t('compass.right')]}
      data-testid="stereo-position"
    />
  );
}
