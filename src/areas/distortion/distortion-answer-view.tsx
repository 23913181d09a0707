import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { describeMiss, isExact, type DistortionMiss } from './distortion-miss';
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';

function missInWords(t: TFunction<'distortion'>, miss: DistortionMiss): string[] {
  if (isExact(miss)) return [t('view.exact')];
  const words: string[] = [];
  if (miss.steps !== null && miss.steps !== 0) words.push(t(miss.steps > 0 ? 'view.tooMuch' : 'view.tooLittle', { count: Math.abs(miss.steps) }));
  if (miss.wrongType) words.push(t('view.wrongType'));
  return words;
}

/** The distortion as it was (soft clipping, 3 % THD) beside the student's answer, and how far off it was. */
export function DistortionAnswerView({ question, answer }: AnswerViewProps<DistortionQuestion, DistortionAnswer>) {
  const { t } = useTranslation('distortion');
  const describe = (thd: number, type: DistortionAnswer['type']) =>
    type ? t('view.typed', { amount: t('percent', { value: thd }), type: t(`type.${type}`) }) : t('percent', { value: thd });
  const miss = answer ? missInWords(t, describeMiss(question, answer)) : [];
  return (
    <Typography variant="body2" component="p" data-testid="distortion-answer-view">
      <strong>{describe(question.thd, question.type)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? describe(answer.thd, answer.type) : t('view.notAnswered') })}
      {miss.length > 0 ? ` · ${miss.join(t('view.separator'))}` : null}
    </Typography>
  );
}
