import { useTranslation } from 'react-i18next';
import { AnglePicker } from '../../ui';
import type { AnswerFormProps } from '../../exam';
import { formatAzimuth } from './spatial-format';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';
import { sectorAngles, SECTOR_BOUNDS, type SpatialSettings } from './spatial-settings';

/** A point on the circle around the head, inside the sector the question comes from. */
export function SpatialAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<SpatialSettings, SpatialQuestion, SpatialAnswer>) {
  const { t } = useTranslation('spatial');
  return (
    <AnglePicker
      label={t('answer.direction')}
      layout="circle"
      angles={sectorAngles(settings.sector, settings.resolution)}
      sector={settings.sector === 'all' ? null : SECTOR_BOUNDS[settings.sector]}
      outsideMessage={t('answer.outside')}
      value={answer?.azimuth ?? null}
      onChange={(azimuth) => onChange({ azimuth })}
      disabled={disabled}
      right={revealed ? (question?.azimuth ?? null) : null}
      describe={(azimuth) => formatAzimuth(t, azimuth)}
      noneText={t('answer.none')}
      compass={[t('compass.front'), t('compass.right'), t('compass.back'), t('compass.left')]}
      data-testid="spatial-direction"
    />
  );
}
