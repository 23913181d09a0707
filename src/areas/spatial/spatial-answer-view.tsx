import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatAzimuth } from './spatial-format';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';

/** Where the source was beside the student's answer, the error in degrees, and a front-back confusion named. */
export function SpatialAnswerView({ question, answer, result }: AnswerViewProps<SpatialQuestion, SpatialAnswer>) {
  const { t } = useTranslation('spatial');
  const error = typeof result?.details?.errorDegrees === 'number' ? result.details.errorDegrees : null;
  return (
    <Typography variant="body2" component="p" data-testid="spatial-answer-view">
      <strong>{formatAzimuth(t, question.azimuth)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? formatAzimuth(t, answer.azimuth) : t('view.notAnswered') })}
      {error ? ` (${t('view.error', { value: error })})` : null}
      {result?.details?.frontBack === true ? (
        <>
          {' · '}
          <strong data-testid="front-back-confusion">{t('view.frontBack')}</strong>
        </>
      ) : null}
    </Typography>
  );
}
