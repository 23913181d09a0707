import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatStageAngle } from './stereo-format';
import type { StereoAnswer, StereoQuestion } from './stereo-question';

/** Where the source was (15° right) beside the student's answer, and how many positions off. */
export function StereoAnswerView({ question, answer }: AnswerViewProps<StereoQuestion, StereoAnswer>) {
  const { t } = useTranslation('stereo');
  const off = answer ? Math.abs(answer.angle - question.angle) / question.interval : 0;
  return (
    <Typography variant="body2" component="p" data-testid="stereo-answer-view">
      <strong>{formatStageAngle(t, question.angle)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? formatStageAngle(t, answer.angle) : t('view.notAnswered') })}
      {off > 0 ? ` (${t('view.off', { count: off })})` : null}
    </Typography>
  );
}
