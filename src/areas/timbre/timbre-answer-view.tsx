import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { instrumentById, localized } from './catalogue';
import { describeMiss } from './timbre-miss';
import type { TimbreAnswer, TimbreQuestion } from './timbre-question';
import { asksExcitation } from './timbre-settings';

const MISS_KEYS = { none: 'view.exact', wrongFamily: 'view.wrongFamily', wrongInstrument: 'view.wrongInstrument', wrongExcitation: 'view.wrongExcitation' } as const;

/** The instrument as it was (with its category and excitation) beside the student's answer, and which level was missed. */
export function TimbreAnswerView({ question, answer }: AnswerViewProps<TimbreQuestion, TimbreAnswer>) {
  const { t, i18n } = useTranslation('timbre');
  const truth = instrumentById(question.instrument);
  const describe = (category: string, excitation: string | null, instrument: string | null, excitationAsked = true): string => {
    const name = instrument ? instrumentById(instrument) : undefined;
    const levels = excitationAsked
      ? t('view.levels', { category: t(`category.${category}`), excitation: t(`excitation.${excitation ?? 'none'}`) })
      : t(`category.${category}`);
    return name ? t('view.named', { name: localized(name.name, i18n.language), levels }) : levels;
  };
  const miss = answer ? describeMiss(question, answer) : null;
  return (
    <Typography variant="body2" component="p" data-testid="timbre-answer-view">
      <strong>{truth ? describe(truth.category, truth.excitation, truth.id) : question.instrument}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? describe(answer.category, answer.excitation, answer.instrument, asksExcitation(question.mode)) : t('view.notAnswered') })}
      {miss ? ` · ${t(MISS_KEYS[miss.kind])}` : null}
    </Typography>
  );
}
