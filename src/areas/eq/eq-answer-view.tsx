import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatFrequency, formatGain, formatOctaves } from './eq-format';
import { describeMiss, type EqBandMiss } from './eq-miss';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';

function missInWords(t: TFunction<'eq'>, miss: EqBandMiss): string | null {
  switch (miss.kind) {
    case 'none':
      return t('view.exact');
    case 'unanswered':
      return null;
    case 'direction':
      return t('view.wrongDirection');
    case 'octaves': {
      const amount = formatOctaves(miss.octaves);
      const count = Math.abs(miss.octaves) <= 1.01 ? 1 : 2;
      return t(miss.octaves > 0 ? 'view.tooHigh' : 'view.tooLow', { amount, count });
    }
  }
}

/** Each band as it was (frequency and gain) beside the student's answer and how far off it was. */
export function EqAnswerView({ question, answer }: AnswerViewProps<EqQuestion, EqAnswer>) {
  const { t } = useTranslation('eq');
  const reviews = answer ? describeMiss(question, answer) : [];
  const several = question.bands.length > 1;
  return (
    <Stack spacing={0.5} data-testid="eq-answer-view">
      {question.bands.map((band, i) => {
        const review = reviews[i];
        const truth = t('view.band', { frequency: formatFrequency(band.frequency), gain: formatGain(band.gain) });
        let yours = t('view.notAnswered');
        if (review?.answered) {
          const text = formatFrequency(review.answered.frequency);
          const direction = review.answered.direction;
          yours = direction ? t('view.answerWithDirection', { frequency: text, direction: t(`answer.${direction}`) }) : text;
        }
        const verdict = review ? missInWords(t, review.miss) : null;
        return (
          <Typography key={i} variant="body2" component="p" data-testid={`eq-answer-view-band-${i}`}>
            <strong>{several ? t('view.bandN', { n: i + 1, text: truth }) : truth}</strong>
            {' · '}
            {t('view.yours', { answer: yours })}
            {verdict ? ` · ${verdict}` : null}
          </Typography>
        );
      })}
    </Stack>
  );
}
