import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';

/** The distortion as it was (soft clipping, 3 % THD) beside the student's answer. */
export function DistortionAnswerView({ question, answer }: AnswerViewProps<DistortionQuestion, DistortionAnswer>) {
  const { t } = useTranslation('distortion');
  const describe = (thd: number, type: DistortionAnswer['type']) =>
    type ? t('view.typed', { amount: t('percent', { value: thd }), type: t(`type.${type}`) }) : t('percent', { value: thd });
  return (
    <Typography variant="body2" component="p" data-testid="distortion-answer-view">
      <strong>{describe(question.thd, question.type)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? describe(answer.thd, answer.type) : t('view.notAnswered') })}
    </Typography>
  );
}
