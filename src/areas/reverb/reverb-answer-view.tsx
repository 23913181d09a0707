import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatMixBoth, formatRt60 } from './reverb-format';
import { describeMiss, type ReverbMiss } from './reverb-miss';
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';

function missInWords(t: TFunction<'reverb'>, miss: ReverbMiss): string {
  switch (miss.kind) {
    case 'decay':
      return t(miss.seconds > 0 ? 'view.tooLong' : 'view.tooShort', { value: t('seconds', { value: String(Math.abs(miss.seconds)) }) });
    case 'mix':
      return t(miss.db > 0 ? 'view.tooDry' : 'view.tooWet', { value: t('db', { value: String(Math.abs(miss.db)) }) });
    case 'noDecay':
      return t('view.noDecay');
    case 'noMix':
      return t('view.noMix');
  }
}

/** The room as it was (RT60 1.20 s, mix +4 dB = wet 32 %) beside the student's answer, and how far off each part was. */
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
  const misses = answer ? describeMiss(question, answer) : [];
  let verdict: string | null = null;
  if (answer) verdict = misses.length === 0 ? t('view.exact') : misses.map((miss) => missInWords(t, miss)).join(t('view.separator'));
  return (
    <Typography variant="body2" component="p" data-testid="reverb-answer-view">
      <strong>{describe(question.rt60, question.drr)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? describe(answer.rt60, answer.drr) : t('view.notAnswered') })}
      {verdict ? ` · ${verdict}` : null}
    </Typography>
  );
}
