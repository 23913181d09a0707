import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScoreResult } from '../exam-contract';
import type { AreaUi } from './area-ui';
import { primaryAction, primaryActionEnabled, type ExamMachine } from './exam-machine';
import { ExamProgress } from './exam-progress';
import type { ExamSnapshot, PrimaryAction } from './exam-types';
import { HeadphoneCheck } from './headphone-check';
import type { HeadphoneStatus } from './headphone-status';
import { PreparationStatus } from './preparation-status';
import type { HeadphoneCheckResult, OfficialExam } from '../lib/api-types';
import type { QuestionSound } from './use-question-sound';

export interface ExamQuestionCardProps<S, Q, A, D> {
  ui: AreaUi<S, Q, A, D>;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
  sound: QuestionSound;
  /** Training, after the check: hear the question or the student's own answer. */
  compare?: { hearing: 'question' | 'answer'; onChange(to: 'question' | 'answer'): void } | null;
  /** Areas that need headphones: the check's result, and whether it still stands before Start. */
  headphones?: { result: HeadphoneCheckResult; status: HeadphoneStatus; startBlocked: boolean } | null;
  /** The clock (milliseconds since the epoch): an end on another day is shown with its date. */
  now?: () => number;
}

const ACTION_LABELS: Record<PrimaryAction, string> = {
  start: 'actions.start',
  check: 'actions.check',
  next: 'actions.next',
  'submit-last': 'actions.submitLast',
  finish: 'actions.finish',
};

function verdict(result: ScoreResult): { severity: 'success' | 'warning' | 'error'; key: string } {
  if (result.correct) return { severity: 'success', key: 'result.correct' };
  return result.credit > 0 ? { severity: 'warning', key: 'result.partial' } : { severity: 'error', key: 'result.wrong' };
}

const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();

/**
 * The official exam's title (a scheduled one), its attempt, when it ends (the server's
 * `expiresAt`: the exam's own time limit, cut at the schedule's closing) and its sound's state.
 */
function OfficialSoundStatus({ sound, exam, now }: { sound: QuestionSound; exam: OfficialExam; now: () => number }) {
  const { t, i18n } = useTranslation('exam');
  const ends = new Date(exam.expiresAt);
  const withDate = !sameDay(ends, new Date(now()));
  const time = new Intl.DateTimeFormat(i18n.language, withDate ? { dateStyle: 'medium', timeStyle: 'short' } : { hour: '2-digit', minute: '2-digit' }).format(ends);
  const { official } = sound;
  return (
    <Stack spacing={1}>
      {exam.title ? (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="official-title">
          {exam.title}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" data-testid="official-ends-at">
        {t('official.timeLeft', { time })}
        {' · '}
        <span data-testid="official-attempt">{t('official.attempt', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}</span>
      </Typography>
      {official.status === 'loading' ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }} data-testid="official-sound-loading">
          <CircularProgress size={18} />
          <Typography variant="body2">{t('official.loading')}</Typography>
        </Stack>
      ) : null}
      {official.status === 'failed' ? (
        <Alert
          severity="error"
          data-testid="official-sound-failed"
          action={
            official.messageKey === 'exam:official.closed' || official.messageKey === 'exam:official.notForYou' ? undefined : (
              <Button color="inherit" size="small" onClick={sound.retry}>
                {t('actions.retry')}
              </Button>
            )
          }
        >
          {t(official.messageKey)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The question and answer card: setup prompt, answer form, checked answer, and the action buttons. */
export function ExamQuestionCard<S, Q, A, D>({ ui, snapshot, machine, sound, compare = null, headphones = null, now = Date.now }: ExamQuestionCardProps<S, Q, A, D>) {
  const { t } = useTranslation('exam');
  const action = primaryAction(snapshot);
  const enabled = primaryActionEnabled(snapshot) && !headphones?.startBlocked;
  const [checkOpen, setCheckOpen] = useState(false);
  const { state, mode, question, settings } = snapshot;
  const lastAnswered = state === 'answered' ? snapshot.history[snapshot.history.length - 1] : undefined;
  const training = mode === 'training';
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  // A new question takes the focus (unless the student is busy elsewhere, say on the volume),
  // so a screen reader announces it and Tab leads straight into the answer.
  const questionKey = state === 'answering' ? snapshot.questionIndex : null;
  useEffect(() => {
    if (questionKey === null) return;
    const active = document.activeElement;
    if (!active || active === document.body || cardRef.current?.contains(active)) headingRef.current?.focus();
  }, [questionKey]);

  return (
    <Card variant="outlined" data-testid="exam-question-card" ref={cardRef}>
      <CardContent>
        <Stack spacing={2.5}>
          {state === 'setup' && headphones?.startBlocked ? <HeadphoneCheck status={headphones.status} /> : null}
          {state === 'setup' && !headphones?.startBlocked ? (
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                {snapshot.schedule ? t('setup.title.scheduled', { title: snapshot.schedule.title }) : t(`setup.title.${mode}`)}
              </Typography>
              <Typography color="text.secondary">
                {snapshot.schedule
                  ? t('setup.hint.scheduled', { count: snapshot.schedule.questionCount, minutes: Math.round(snapshot.schedule.timeLimitSeconds / 60) })
                  : t(`setup.hint.${mode}`)}
              </Typography>
            </Stack>
          ) : null}
          {state === 'setup' && headphones?.result === 'passed' ? (
            <Alert severity="success" data-testid="headphone-confirmed">
              {t('headphones.confirmed')}
            </Alert>
          ) : null}
          {state === 'setup' && training && headphones && headphones.result !== 'passed' ? (
            checkOpen ? (
              <HeadphoneCheck status={headphones.status} />
            ) : (
              <Alert
                severity="info"
                data-testid="headphone-notice"
                action={
                  <Button color="inherit" size="small" onClick={() => setCheckOpen(true)}>
                    {t('headphones.take')}
                  </Button>
                }
              >
                {t('headphones.trainingNotice')}
              </Alert>
            )
          ) : null}
          {state === 'issuing' ? (
            <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} />
              <Typography>{t('setup.issuing')}</Typography>
            </Stack>
          ) : null}
          {state === 'preparing' && snapshot.preparation ? (
            <PreparationStatus
              preparation={snapshot.preparation}
              onCancel={() => machine.send({ type: 'RESTART' })}
              onRetry={() => machine.send({ type: 'RETRY_PREPARATION' })}
            />
          ) : null}
          {(state === 'answering' || state === 'answered') && (question !== null || snapshot.official !== null) && settings !== null ? (
            <>
              <Box ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="question-heading">
                <ExamProgress snapshot={snapshot} />
              </Box>
              {snapshot.official ? <OfficialSoundStatus sound={sound} exam={snapshot.official} now={now} /> : null}
              <Typography color="text.secondary">
                {state === 'answering' ? t('question.prompt') : training ? t('question.checked') : t('question.lastShown')}
              </Typography>
              <ui.AnswerForm
                key={snapshot.questionIndex}
                question={question}
                settings={settings}
                answer={lastAnswered ? lastAnswered.answer : snapshot.answer}
                onChange={(answer) => machine.send({ type: 'SET_ANSWER', answer })}
                disabled={state !== 'answering'}
                revealed={lastAnswered !== undefined}
              />
              {lastAnswered ? (
                <Alert severity={verdict(lastAnswered.result).severity} data-testid="answer-verdict" role="status">
                  <Typography variant="subtitle2" component="p">
                    {t(verdict(lastAnswered.result).key)}
                  </Typography>
                  <ui.AnswerView question={lastAnswered.question} answer={lastAnswered.answer} result={lastAnswered.result} />
                </Alert>
              ) : null}
              {compare ? (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('compare.label')}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    color="primary"
                    value={compare.hearing}
                    aria-label={t('compare.label')}
                    onChange={(_event, value: 'question' | 'answer' | null) => value && compare.onChange(value)}
                    data-testid="compare-answer"
                  >
                    <ToggleButton value="question">{t('compare.question')}</ToggleButton>
                    <ToggleButton value="answer">{t('compare.answer')}</ToggleButton>
                  </ToggleButtonGroup>
                </Stack>
              ) : null}
            </>
          ) : null}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {action ? (
              <Button
                variant="contained"
                size="large"
                disabled={!enabled}
                data-testid="exam-primary-action"
                data-action={action}
                onClick={() => machine.send({ type: 'ENTER' })}
              >
                {t(ACTION_LABELS[action])}
              </Button>
            ) : null}
            {training && (state === 'answering' || state === 'answered') ? (
              <Button variant="outlined" onClick={() => machine.send({ type: 'FINISH' })} data-testid="exam-finish-training">
                {t('actions.finishTraining')}
              </Button>
            ) : null}
            {action ? (
              <Typography variant="caption" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                {t('shortcuts.enter')}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
