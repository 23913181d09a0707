/** The parts of the score strip over a running question; each mode composes its own (src/exam/modes/*-cards.tsx). */
import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { answeredCount } from './exam-machine';
import type { ExamSnapshot } from './exam-types';
import { ProgressBar } from './progress-bar';

type AnySnapshot = ExamSnapshot<unknown, unknown, unknown, unknown>;

/** The running score on the server's scale: mean credit so far, 0 to 100, one decimal. */
export function runningScore(points: number, answered: number): number | null {
  return answered > 0 ? Math.round((1000 * points) / answered) / 10 : null;
}

/** The question on now (or, once finished, how many were answered). */
export function currentQuestion(snapshot: AnySnapshot): number {
  return snapshot.state === 'finished' ? answeredCount(snapshot) : snapshot.questionIndex + 1;
}

/** "Question 3 of 10", or "Question 3" without a limit. */
export function questionCounter(t: TFunction, snapshot: AnySnapshot): string {
  const current = currentQuestion(snapshot);
  return snapshot.questionCount === null ? t('question.counterUnlimited', { current }) : t('question.counter', { current, total: snapshot.questionCount });
}

export function ScoreChip({ label }: { label: string }) {
  return <Chip size="small" variant="outlined" color="primary" data-testid="exam-score" label={label} />;
}

export interface ProgressStripProps {
  snapshot: AnySnapshot;
  counter: string;
  /** The mode's chip: an official exam's stands out. */
  modeColor?: 'default' | 'secondary';
  /** After the mode's chip. */
  chips?: ReactNode;
  /** Below the counter's row. */
  note?: ReactNode;
}

/** Counter, the mode's chip and the mode's own chips, a note, and the bar of a run with a count. */
export function ProgressStrip({ snapshot, counter, modeColor = 'default', chips = null, note = null }: ProgressStripProps) {
  const { t } = useTranslation('exam');
  const { questionCount } = snapshot;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" data-testid="question-counter" sx={{ fontWeight: 600, mr: 'auto' }}>
          {counter}
        </Typography>
        <Chip size="small" label={t(`modes.${snapshot.mode}`)} color={modeColor} />
        {chips}
      </Stack>
      {note}
      {questionCount !== null ? (
        <ProgressBar
          variant="determinate"
          value={(100 * answeredCount(snapshot)) / questionCount}
          aria-label={t('question.progress')}
        />
      ) : null}
    </Stack>
  );
}

/** The strip of a run scored as it goes: its counter and running score. */
export function ScoredProgress({ snapshot }: { snapshot: AnySnapshot }) {
  const { t } = useTranslation('exam');
  const score = runningScore(snapshot.points, snapshot.history.length);
  return (
    <ProgressStrip
      snapshot={snapshot}
      counter={questionCounter(t, snapshot)}
      chips={<ScoreChip label={score === null ? t('score.runningEmpty') : t('score.running', { score })} />}
    />
  );
}
