import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeSteppedMiss } from '../../exam-contract';
import { steppedMissInWords, type AnswerViewProps } from '../../exam';
import type { WidthAnswer } from './width-definition';
import { questionWidth, type WidthQuestion } from './width-question';

/** The width as it was (150 %) beside the student's answer, and how far off it was. */
export function WidthAnswerView({ question, answer }: AnswerViewProps<WidthQuestion, WidthAnswer>) {
  const { t } = useTranslation('width');
  let yours = t('view.notAnswered');
  if (answer) {
    yours = answer.steps === null ? t(`answer.${answer.direction}`) : t('percent', { value: questionWidth({ ...answer, steps: answer.steps, step: question.step }) });
  }
  return (
    <Typography variant="body2" component="p" data-testid="width-answer-view">
      <strong>{t('view.width', { value: questionWidth(question) })}</strong>
      {' · '}
      {t('view.yours', { answer: yours })}
      {answer ? ` · ${steppedMissInWords(t, describeSteppedMiss(question, answer))}` : null}
    </Typography>
  );
}
