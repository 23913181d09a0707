import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatStageAngle } from './stereo-format';
import { describeMiss, type StereoMiss } from './stereo-miss';
import type { StereoAnswer, StereoQuestion } from './stereo-question';

function missInWords(t: TFunction<'stereo'>, miss: StereoMiss): string {
  if (miss.kind === 'none') return t('view.exact');
  return t(miss.degrees > 0 ? 'view.tooFarRight' : 'view.tooFarLeft', { value: Math.abs(miss.degrees) });
}

/** Where the source was (15° right) beside the student's answer, and how many degrees off, which way. */
export function StereoAnswerView({ question, answer }: AnswerViewProps<StereoQuestion, StereoAnswer>) {
  const { t } = useTranslation('stereo');
  return (
    <Typography variant="body2" component="p" data-testid="stereo-answer-view">
      <strong>{formatStageAngle(t, question.angle)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? formatStageAngle(t, answer.angle) : t('view.notAnswered') })}
      {answer ? ` · ${missInWords(t, describeMiss(question, answer))}` : null}
    </Typography>
  );
}
