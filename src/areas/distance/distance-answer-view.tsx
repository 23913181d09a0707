import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import type { DistanceAnswer, DistanceQuestion } from './distance-question';

/** The distance as it was beside the student's answer. */
export function DistanceAnswerView({ question, answer }: AnswerViewProps<DistanceQuestion, DistanceAnswer>) {
  const { t } = useTranslation('distance');
  return (
    <Typography variant="body2" component="p" data-testid="distance-answer-view">
      <strong>{t('metres', { value: question.distance })}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? t('metres', { value: answer.distance }) : t('view.notAnswered') })}
    </Typography>
  );
}
