import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeSteppedMiss } from '../../exam-contract';
import { steppedMissInWords, type AnswerViewProps } from '../../exam';
import { formatDb } from './loudness-format';
import { levelChange, type LoudnessQuestion } from './loudness-question';
import type { LoudnessAnswer } from './loudness-scoring';

/** The change as it was (+4 dB) beside the student's answer, and how far off it was. */
export function LoudnessAnswerView({ question, answer }: AnswerViewProps<LoudnessQuestion, LoudnessAnswer>) {
  const { t } = useTranslation('loudness');
  const truth = formatDb(levelChange(question), true);
  let yours = t('view.notAnswered');
  if (answer) {
    yours = answer.steps === null ? t(`answer.${answer.direction}`) : formatDb(levelChange({ ...answer, steps: answer.steps, step: question.step }), true);
  }
  return (
    <Typography variant="body2" component="p" data-testid="loudness-answer-view">
      <strong>{t('view.change', { change: truth })}</strong>
      {' · '}
      {t('view.yours', { answer: yours })}
      {answer ? ` · ${steppedMissInWords(t, describeSteppedMiss(question, answer))}` : null}
    </Typography>
  );
}
