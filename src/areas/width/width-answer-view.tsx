import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import type { WidthAnswer } from './width-definition';
import { describeMiss, type WidthMiss } from './width-miss';
import { questionWidth, type WidthQuestion } from './width-question';

function missInWords(t: TFunction<'width'>, miss: WidthMiss): string {
  switch (miss.kind) {
    case 'none':
      return t('view.exact');
    case 'direction':
      return t('view.wrongDirection');
    case 'noSize':
      return t('view.noSize');
    case 'steps':
      return t(miss.n > 0 ? 'view.tooMuch' : 'view.tooLittle', { count: Math.abs(miss.n) });
  }
}

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
      {answer ? ` · ${missInWords(t, describeMiss(question, answer))}` : null}
    </Typography>
  );
}
