import { useEffect, useRef } from 'react';
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
import { answerOutcome, type AnswerOutcome, type ScoreResult } from '../exam-contract';
import type { AreaUi } from './area-ui';
import { primaryAction, primaryActionEnabled, type ExamMachine } from './exam-machine';
import type { ExamSnapshot, PrimaryAction } from './exam-types';
import { ListeningCheck, type ListeningCheckGate } from './listening-check';
import { modeOf } from './modes';
import { cardsOf } from './modes/mode-cards';
import { PlayBar, useAudioEngine, useHasKeyboard } from './play-control';
import { PreparationStatus } from './preparation-status';
import { offeredSources } from './sound-material';
import type { QuestionSound } from './use-question-sound';

export interface ExamQuestionCardProps<S, Q, A, D> {
  ui: AreaUi<S, Q, A, D>;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
  sound: QuestionSound;
  /** Training, after the check: hear the question or the student's own answer. */
  compare?: { hearing: 'question' | 'answer'; onChange(to: 'question' | 'answer'): void } | null;
  /** The area's listening check (headphones, or left and right), and whether it still stands before Start. */
  listeningCheck?: ListeningCheckGate | null;
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

/** The focus is nowhere in particular (the page, a control just disabled) or in the card: the card may move it. */
function focusIsLoose(card: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled') || Boolean(card?.contains(active));
}

const VERDICTS: Record<AnswerOutcome, { severity: 'success' | 'warning' | 'error'; key: string }> = {
  right: { severity: 'success', key: 'result.correct' },
  partial: { severity: 'warning', key: 'result.partial' },
  wrong: { severity: 'error', key: 'result.wrong' },
};

const verdict = (result: ScoreResult) => VERDICTS[answerOutcome(result)];

/** The question and answer card: setup prompt, answer form, checked answer, and the action buttons. */
export function ExamQuestionCard<S, Q, A, D>({ ui, snapshot, machine, sound, compare = null, listeningCheck = null, now = Date.now }: ExamQuestionCardProps<S, Q, A, D>) {
  const { t } = useTranslation('exam');
  const action = primaryAction(snapshot);
  const enabled = primaryActionEnabled(snapshot) && !listeningCheck?.startBlocked;
  const { state, question, settings } = snapshot;
  const mode = modeOf(snapshot);
  const cards = cardsOf(snapshot);
  const issued = mode.issuedExam?.(snapshot) ?? null;
  const lastAnswered = state === 'answered' ? snapshot.history[snapshot.history.length - 1] : undefined;
  const checksEachAnswer = mode.checksEachAnswer;
  const prompt = cards.setupPrompt(snapshot, t, ui.listening === 'clip');
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const clip = ui.listening === 'clip';
  const running = state === 'answering' || state === 'answered';
  const hasKeyboard = useHasKeyboard();
  const { engine } = useAudioEngine();
  // Right after the answer form, so listening and answering sit together (and Tab goes from the
  // question into its form first). On a phone it sticks to the bottom of the viewport while a
  // question runs, so Play stays under the thumb as the form scrolls. A clip area has nothing
  // to play before its first question.
  const playBar =
    clip && !running ? null : (
      <PlayBar listening={ui.listening} sources={offeredSources(snapshot)} sticky={running} />
    );

  // A new question takes the focus (unless the student is busy elsewhere, say on the volume),
  // so a screen reader announces it and Tab leads straight into the answer. The settings are not
  // elsewhere: once started they turn read-only, in a render that may come after this one
  // (exam-page.tsx), so a field still focused there (Enter on the question count) gives way too.
  const questionKey = state === 'answering' ? snapshot.questionIndex : null;
  useEffect(() => {
    if (questionKey === null) return;
    const inSettings = document.activeElement?.closest('[data-testid="exam-settings-card"]');
    if (focusIsLoose(cardRef.current) || inSettings) headingRef.current?.focus();
  }, [questionKey]);

  // A checked answer disables the form the focus was in, which drops it to the page: the next
  // step (Next, or the last question's Finish) takes it, so Enter or Space goes on from there.
  const answeredKey = state === 'answered' ? snapshot.history.length : null;
  useEffect(() => {
    if (answeredKey === null) return;
    if (focusIsLoose(cardRef.current)) actionRef.current?.focus();
  }, [answeredKey]);

  return (
    // Visible overflow: a sticky bar needs the viewport, not the card, as its scroll container.
    <Card variant="outlined" data-testid="exam-question-card" ref={cardRef} sx={{ overflow: 'visible' }}>
      <CardContent>
        {/* Gaps, not margins: the stuck play bar reaches to the card's edges with negative margins. */}
        <Stack spacing={2.5} useFlexGap>
          {state === 'setup' && !listeningCheck?.startBlocked ? (
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                {prompt.title}
              </Typography>
              <Typography color="text.secondary">{prompt.hint}</Typography>
            </Stack>
          ) : null}
          {listeningCheck ? <ListeningCheck gate={listeningCheck} /> : null}
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
          {(state === 'answering' || state === 'answered') && (question !== null || issued !== null) && settings !== null ? (
            <>
              <Box ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="question-heading">
                <cards.Progress snapshot={snapshot} />
              </Box>
              {cards.QuestionStatus ? <cards.QuestionStatus snapshot={snapshot} sound={sound} now={now} /> : null}
              <Typography color="text.secondary">
                {state === 'answering' ? t(clip ? 'question.promptClip' : 'question.prompt') : checksEachAnswer ? t('question.checked') : t('question.lastShown')}
              </Typography>
              <Box data-testid="question-answer-form">
                <ui.AnswerForm
                  key={snapshot.questionIndex}
                  question={question}
                  settings={settings}
                  answer={lastAnswered ? lastAnswered.answer : snapshot.answer}
                  onChange={(answer) => machine.send({ type: 'SET_ANSWER', answer })}
                  disabled={state !== 'answering'}
                  revealed={lastAnswered !== undefined}
                  context={{ programme: snapshot.programme }}
                />
              </Box>
              {playBar}
              {lastAnswered ? (
                <Alert severity={verdict(lastAnswered.result).severity} data-testid="answer-verdict" role="status">
                  <Typography variant="subtitle2" component="p">
                    {t(verdict(lastAnswered.result).key)}
                  </Typography>
                  <ui.AnswerView question={lastAnswered.question} answer={lastAnswered.answer} result={lastAnswered.result} />
                </Alert>
              ) : null}
              {lastAnswered && checksEachAnswer && ui.TrainingAid ? <ui.TrainingAid question={lastAnswered.question} engine={engine} /> : null}
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
          ) : (
            playBar
          )}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {action ? (
              <Button
                variant="contained"
                size="large"
                disabled={!enabled}
                ref={actionRef}
                data-testid="exam-primary-action"
                data-action={action}
                onClick={() => machine.send({ type: 'ENTER' })}
              >
                {t((action === 'start' ? cards.startLabel?.(snapshot) : null) ?? ACTION_LABELS[action])}
              </Button>
            ) : null}
            {cards.Actions ? <cards.Actions snapshot={snapshot} machine={machine} /> : null}
            {action && hasKeyboard ? (
              <Typography variant="caption" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid="exam-shortcuts">
                {t(clip ? 'shortcuts.enterClip' : 'shortcuts.enter')}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
