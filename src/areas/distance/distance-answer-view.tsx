import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { describeMiss, type DistanceMiss } from './distance-miss';
import type { DistanceAnswer, DistanceQuestion } from './distance-question';

function missInWords(t: TFunction<'distance'>, miss: DistanceMiss): string | null {
  switch (miss.kind) {
    case 'none':
      return t('view.exact');
    case 'steps':
      return t(miss.n > 0 ? 'view.tooFar' : 'view.tooNear', { count: Math.abs(miss.n) });
    case 'offScale':
      return null;
  }
}

/** The distance as it was beside the student's answer, and how many steps off it was. */
export function DistanceAnswerView({ question, answer }: AnswerViewProps<DistanceQuestion, DistanceAnswer>) {
  const { t } = useTranslation('distance');
  const miss = answer ? missInWords(t, describeMiss(question, answer)) : null;
  return (
    <Typography variant="body2" component="p" data-testid="distance-answer-view">
      <strong>{t('metres', { value: question.distance })}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? t('metres', { value: answer.distance }) : t('view.notAnswered') })}
      {miss ? ` · ${miss}` : null}
    </Typography>
  );
}
