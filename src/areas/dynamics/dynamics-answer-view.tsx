import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { describeDynamicsAnswer } from './dynamics-category-words';
import type { DynamicsQuestion } from './dynamics-question';
import { amountStepsOff, scoreDynamicsAnswer, type DynamicsAnswer } from './dynamics-scoring';

/** The compressor as it was (or none) beside the student's answer, and how far an amount was off. */
export function DynamicsAnswerView({ question, answer }: AnswerViewProps<DynamicsQuestion, DynamicsAnswer>) {
  const { t } = useTranslation('dynamics');
  const compressor = question.compressed
    ? t('view.compressor', {
        amount: t('answer.amountDb', { value: question.gainReductionDb }),
        ratio: t('answer.ratioValue', { value: question.ratio }),
        attack: question.attackMs,
        release: question.releaseMs,
      })
    : t('answer.presence.uncompressed');
  const off = answer ? amountStepsOff(question, answer) : null;
  const miss = !answer ? null : scoreDynamicsAnswer(question, answer).correct ? t('view.exact') : off ? t(off > 0 ? 'view.tooMuch' : 'view.tooLittle', { count: Math.abs(off) }) : null;
  return (
    <Typography variant="body2" component="p" data-testid="dynamics-answer-view">
      <strong>{compressor}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? describeDynamicsAnswer(answer, t) : t('view.notAnswered') })}
      {miss ? ` · ${miss}` : null}
    </Typography>
  );
}
