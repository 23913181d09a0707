import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatMixBoth, formatRt60 } from './reverb-format';
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';

/** The room as it was (RT60 1.20 s, mix +4 dB = wet 32 %) beside the student's answer. */
export function ReverbAnswerView({ question, answer }: AnswerViewProps<ReverbQuestion, ReverbAnswer>) {
  const { t } = useTranslation('reverb');
  const decayAsked = question.decayScale.length > 0;
  const mixAsked = question.mixScale.length > 0;
  const describe = (rt60: number | null, drr: number | null): string =>
    [
      decayAsked && rt60 !== null ? t('view.decay', { value: formatRt60(t, rt60) }) : null,
      mixAsked && drr !== null ? t('view.mix', { value: formatMixBoth(t, drr) }) : null,
    ]
      .filter((part): part is string => part !== null)
      .join(t('view.separator'));
  return (
    <Typography variant="body2" component="p" data-testid="reverb-answer-view">
      <strong>{describe(question.rt60, question.drr)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? describe(answer.rt60, answer.drr) : t('view.notAnswered') })}
    </Typography>
  );
}
