import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatDb } from './loudness-format';
import { describeMiss, type LoudnessMiss } from './loudness-miss';
import { levelChange, type LoudnessQuestion } from './loudness-question';
import type { LoudnessAnswer } from './loudness-scoring';

function missInWords(t: TFunction<'loudness'>, miss: LoudnessMiss): string {
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
      {answer ? ` · ${missInWords(t, describeMiss(question, answer))}` : null}
    </Typography>
  );
}
