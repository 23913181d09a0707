import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatFrequency, formatGain, formatOctaves } from './eq-format';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';

/** Each band as it was (frequency and gain) beside the student's answer and how far off it was. */
export function EqAnswerView({ question, result }: AnswerViewProps<EqQuestion, EqAnswer>) {
  const { t } = useTranslation('eq');
  const details = result?.details ?? {};
  const several = question.bands.length > 1;
  return (
    <Stack spacing={0.5} data-testid="eq-answer-view">
      {question.bands.map((band, i) => {
        const answered = details[`band${i}AnsweredFrequency`];
        const direction = details[`band${i}AnsweredDirection`];
        const off = details[`band${i}OctavesOff`];
        const credit = details[`band${i}Credit`];
        const truth = t('view.band', { frequency: formatFrequency(band.frequency), gain: formatGain(band.gain) });
        let yours = t('view.notAnswered');
        if (typeof answered === 'number') {
          const text = formatFrequency(answered);
          yours = typeof direction === 'string' ? t('view.answerWithDirection', { frequency: text, direction: t(`answer.${direction}`) }) : text;
        }
        let verdict = '';
        if (typeof off === 'number' && off !== 0) {
          const amount = formatOctaves(off);
          const count = Math.abs(off) <= 1.01 ? 1 : 2;
          verdict = off > 0 ? t('view.tooHigh', { amount, count }) : t('view.tooLow', { amount, count });
        } else if (credit === 1) verdict = t('view.exact');
        else if (typeof credit === 'number' && credit > 0) verdict = t('view.wrongDirection');
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
