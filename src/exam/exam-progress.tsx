import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLevel } from '../exam-contract';
import { formatLevel } from '../i18n';
import { answeredCount } from './exam-machine';
import type { ExamSnapshot } from './exam-types';
import { ProgressBar } from './progress-bar';

/** The running score on the server's scale: mean credit so far, 0 to 100, one decimal. */
export function runningScore(points: number, answered: number): number | null {
  return answered > 0 ? Math.round((1000 * points) / answered) / 10 : null;
}

/** The score strip: question counter, progress and the running score (hidden in official exams; none in threshold runs). */
export function ExamProgress({ snapshot }: { snapshot: ExamSnapshot<unknown, unknown, unknown, unknown> }) {
  const { t, i18n } = useTranslation('exam');
  const { questionIndex, questionCount, history, mode, state } = snapshot;
  const adaptive = snapshot.mode === 'adaptive' ? snapshot.adaptive : null;
  const answered = answeredCount(snapshot);
  const current = state === 'finished' ? answered : questionIndex + 1;
  const counter = adaptive
    ? t('adaptive.counter', { current, reversals: adaptive.staircase.reversals, total: adaptive.staircase.config.stopAfterReversals })
    : questionCount === null
      ? t('question.counterUnlimited', { current })
      : t('question.counter', { current, total: questionCount });
  const score = runningScore(snapshot.points, history.length);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" data-testid="question-counter" sx={{ fontWeight: 600, mr: 'auto' }}>
          {counter}
        </Typography>
        <Chip size="small" label={t(`modes.${mode}`)} color={mode === 'official' ? 'secondary' : 'default'} />
        {adaptive ? (
          <Chip
            size="small"
            variant="outlined"
            data-testid="adaptive-level"
            label={t('adaptive.level', { level: formatLevel(t, i18n.language, adaptive.unit, currentLevel(adaptive.staircase)) })}
          />
        ) : null}
        {/* A running score says nothing in a threshold run: right answers make it harder, so it hovers near 79 %. */}
        {adaptive ? null : (
          <Chip
            size="small"
            variant="outlined"
            color="primary"
            data-testid="exam-score"
            label={
              mode === 'official'
                ? t('score.hidden')
                : score === null
                  ? t('score.runningEmpty')
                  : t('score.running', { score })
            }
          />
        )}
      </Stack>
      {adaptive ? (
        <Typography variant="caption" color="text.secondary" data-testid="adaptive-counter-help">
          {t('adaptive.counterHelp', { count: adaptive.staircase.config.stopWhenPinned })}
        </Typography>
      ) : null}
      {questionCount !== null ? (
        <ProgressBar
          variant="determinate"
          value={(100 * answered) / questionCount}
          aria-label={t('question.progress')}
        />
      ) : null}
    </Stack>
  );
}
