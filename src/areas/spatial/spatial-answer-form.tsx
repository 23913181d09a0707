import { useTranslation } from 'react-i18next';
import { AnglePicker, ChoiceChips } from '../../ui';
import { useHasKeyboard, type AnswerFormProps } from '../../exam';
import { formatAzimuth } from './spatial-format';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';
import { offeredAngles, SECTOR_BOUNDS, type SpatialSettings } from './spatial-settings';

/**
 * A point on the circle around the head, inside the sector the question comes from. The
 * adaptive mode's few directions ahead may lie half a degree apart, closer than a click on the
 * circle can tell apart: they are a row of named choices instead, left to right. The label
 * mentions the arrow keys only where there is a keyboard.
 */
export function SpatialAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<SpatialSettings, SpatialQuestion, SpatialAnswer>) {
  const { t } = useTranslation('spatial');
  const touch = !useHasKeyboard();
  const angles = offeredAngles(settings);
  const right = revealed ? (question?.azimuth ?? null) : null;
  if (settings.positionCount !== undefined) {
    const chosen = answer?.azimuth ?? null;
    return (
      <ChoiceChips
        label={t(touch ? 'answer.directionChoiceTouch' : 'answer.directionChoice')}
        options={angles.map((azimuth) => ({ value: azimuth, label: formatAzimuth(t, azimuth) }))}
        value={chosen}
        onChange={(azimuth) => onChange({ azimuth })}
        disabled={disabled}
        highlight={(azimuth) => (right === null ? null : azimuth === right ? 'right' : azimuth === chosen ? 'wrong' : null)}
        data-testid="spatial-direction"
      />
    );
  }
  return (
    <AnglePicker
      label={t(touch ? 'answer.directionTouch' : 'answer.direction')}
      layout="circle"
      angles={angles}
      sector={settings.sector === 'all' ? null : SECTOR_BOUNDS[settings.sector]}
      outsideMessage={t('answer.outside')}
      value={answer?.azimuth ?? null}
      onChange={(azimuth) => onChange({ azimuth })}
      disabled={disabled}
      right={right}
      describe={(azimuth) => formatAzimuth(t, azimuth)}
      noneText={t('answer.none')}
      compass={[t('compass.front'), t('compass.right'), t('compass.back'), t('compass.left')]}
      data-testid="spatial-direction"
    />
  );
}
