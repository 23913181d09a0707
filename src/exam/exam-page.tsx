import { lazy, memo, Suspense, useDeferredValue, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { needsRooms } from '../audio/processors/processor-spec';
import type { AreaDefinition } from '../exam-contract';
import { areaRecord, type AreaId, type ListeningCheckKind } from '../lib/area-registry';
import type { AreaUi } from './area-ui';
import type { ExamFinalCardProps } from './exam-final-card';
import { answeredCount, createExamMachine, type ExamMachine } from './exam-machine';
import { ExamQuestionCard } from './exam-question-card';
import { ExamSettingsCard, type ExamSettingsCardProps } from './exam-settings-card';
import { useExamServices } from './exam-services';
import { EXAM_MODES, type ExamMode } from './exam-types';
import { listeningCheckServices, useListeningCheckGate } from './listening-check';
import { modeOf } from './modes';
import { MODE_CARDS } from './modes/mode-cards';
import { AudioEngineProvider, useAudioEngine } from './play-control';
import { useSoundChoice } from './play-control/sound-choice';
import { preloadProgressBar } from './progress-bar';
import { programmeOf } from './sound-material';
import { PendingSubmissionsIndicator } from './submission-status';
import { useEnterShortcut } from './use-enter-shortcut';
import { useQuestionSound } from './use-question-sound';

const MemoSettingsCard = memo(ExamSettingsCard) as typeof ExamSettingsCard;

/**
 * Once started, the settings follow in a render of their own that gives way to the browser: on
 * Start, the question (and its Play) comes first, the settings turning read-only just after.
 */
function SettingsCard<S, Q, A, D>(props: ExamSettingsCardProps<S, Q, A, D>) {
  const deferred = useDeferredValue(props.snapshot);
  return <MemoSettingsCard {...props} snapshot={props.snapshot.state === 'setup' ? props.snapshot : deferred} />;
}

// The final card is needed only once an exam is over: it loads with the first answer, not with
// the page, nor at Start, whose first sound it would hold up.
const loadFinalCard = () => import('./exam-final-card');
const ExamFinalCard = lazy(() =>
  loadFinalCard().then((m) => ({ default: m.ExamFinalCard as ComponentType<ExamFinalCardProps<unknown, unknown, unknown, unknown>> })),
);

/**
 * Two columns from `md` up (settings; the question with its play bar), one below. On a phone
 * the order follows the task: in setup the settings, then Start; once a question runs, the
 * question first, settings last.
 */
function layout(running: boolean) {
  // Plain values below `md` (not `xs` keys, which MUI wraps in a min-width: 0 media query).
  return (theme: Theme) => ({
    display: 'grid',
    gap: 3,
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: running ? '"main" "settings"' : '"settings" "main"',
    [theme.breakpoints.up('md')]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gridTemplateAreas: '"settings main"',
    },
  });
}

const isMode = (value: string | null): value is ExamMode => (EXAM_MODES as readonly (string | null)[]).includes(value);

/**
 * The address may choose the mode (`?mode=official`) and a scheduled exam (`?schedule=<id>`,
 * official mode implied, the exam chosen from its list by src/exam/modes/official-cards.tsx), as
 * the home page's links do. Applied on arrival; the student may change both afterwards.
 */
function useLinkedChoice<S, Q, A, D>(machine: ExamMachine<S, Q, A, D>): void {
  const [searchParams] = useSearchParams();
  const linkedSchedule = searchParams.get('schedule') || null;
  const modeParam = searchParams.get('mode');
  const linkedMode: ExamMode | null = linkedSchedule ? 'official' : isMode(modeParam) ? modeParam : null;
  // A preset by id (`&difficulty=`), as the learner's home suggests one; the machine ignores an unknown one.
  const linkedDifficulty = searchParams.get('difficulty');
  useEffect(() => {
    if (linkedMode) machine.send({ type: 'SELECT_MODE', mode: linkedMode });
    if (linkedDifficulty) machine.send({ type: 'SELECT_PRESET', presetId: linkedDifficulty });
  }, [machine, linkedMode, linkedSchedule, linkedDifficulty]);
}

export interface ExamPageProps<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
}

/** What the page takes from its area's record (src/lib/area-registry.ts), which a test's own area does not have. */
export interface ExamPageRecord {
  /** The area's own report, linked from the final card. */
  reportPath: string;
  listeningCheck: ListeningCheckKind | null;
}

export function examPageRecord(area: AreaId): ExamPageRecord {
  const record = areaRecord(area);
  return { reportPath: record.report[0], listeningCheck: record.listeningCheck };
}

/** The page every area uses: settings, question and answer with the play bar, final score. */
export function ExamPage<S, Q, A, D>(props: ExamPageProps<S, Q, A, D>) {
  return (
    <AudioEngineProvider>
      <ExamView {...props} record={examPageRecord(props.definition.id)} />
    </AudioEngineProvider>
  );
}

export interface ExamViewProps<S, Q, A, D> extends ExamPageProps<S, Q, A, D> {
  record: ExamPageRecord;
}

/** The page without its audio provider, for tests that inject an engine. */
export function ExamView<S, Q, A, D>({ definition, ui, record }: ExamViewProps<S, Q, A, D>) {
  const check = record.listeningCheck;
  const { t } = useTranslation(['exam', ui.namespace]);
  const services = useExamServices();
  const { engine } = useAudioEngine();
  const [machine] = useState(() =>
    createExamMachine({
      definition,
      toDraft: ui.toDraft,
      services: {
        ...services,
        submit: (request) => {
          services.queue.enqueue(request).catch((error: unknown) => console.error('Could not queue the result', error));
        },
        prepare: (processings, onProgress, signal) => (needsRooms(processings) ? engine.prepare(processings, { onProgress, signal }) : null),
        prepareAhead: (processings, signal) => engine.prepareAhead(processings, { signal }),
        ...listeningCheckServices(check),
      },
    }),
  );
  const snapshot = useSyncExternalStore(machine.subscribe, machine.getSnapshot);
  // The loop chosen in the sound settings is what practice questions are made for (EQ asks only what it reveals).
  const { choice } = useSoundChoice(engine);
  const programme = programmeOf(ui, snapshot.draft, choice);
  useEffect(() => machine.send({ type: 'SET_PROGRAMME', programme }), [machine, programme]);
  // Stereo, spatial and distance exams start only once their listening check is passed.
  const listeningCheck = useListeningCheckGate(check, snapshot.mode, snapshot.state);
  const { startBlocked } = listeningCheck;

  useLinkedChoice(machine);

  useEffect(() => {
    void services.queue.start();
  }, [services]);

  const started = snapshot.state !== 'setup';
  const running = started && snapshot.state !== 'issuing';
  const questionOn = snapshot.state === 'answering' || snapshot.state === 'answered';
  // A run of a given count (an exam's, an official exam's) shows its progress from the first question.
  const counted = snapshot.questionCount !== null;
  useEffect(() => {
    if (counted) preloadProgressBar();
  }, [counted]);
  const answered = answeredCount(snapshot) > 0;
  useEffect(() => {
    if (answered) loadFinalCard().catch(() => undefined);
  }, [answered]);

  // Training, once checked: the student may hear what their own answer would have sounded like.
  const [hearAnswerOf, setHearAnswerOf] = useState<number | null>(null);
  const checked = modeOf(snapshot).checksEachAnswer && snapshot.state === 'answered' ? snapshot.history[snapshot.history.length - 1] : undefined;
  const answerSound = checked && definition.answerSound ? definition.answerSound(checked.question, checked.answer) : null;
  const hearingAnswer = answerSound !== null && hearAnswerOf === snapshot.questionIndex;
  const sound = useQuestionSound(engine, definition, snapshot, services.fetchOfficialAudio, hearingAnswer ? answerSound : null);
  const compare =
    answerSound === null
      ? null
      : { hearing: hearingAnswer ? ('answer' as const) : ('question' as const), onChange: (to: 'question' | 'answer') => setHearAnswerOf(to === 'answer' ? snapshot.questionIndex : null) };

  // The sound ends with the exam or the training, and when the page is left.
  const finished = snapshot.state === 'finished';
  useEffect(() => {
    if (finished) engine.stop();
  }, [engine, finished]);
  useEffect(() => () => engine.stop(), [engine]);

  useEnterShortcut(() => {
    if (!startBlocked) machine.send({ type: 'ENTER' });
  });

  return (
    <Stack
      spacing={{ xs: 2, md: 3 }}
      component="article"
      data-testid="exam-page"
      data-exam-state={snapshot.state}
      data-exam-mode={snapshot.mode}
      sx={{ maxWidth: 1320, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {/* Spacing, not the title's own margin: with the introduction hidden, nothing is left below the title. */}
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {t(`${ui.namespace}:title`)}
          </Typography>
          {/* On a phone a running question needs the room: the area's introduction waits for setup. */}
          <Typography color="text.secondary" sx={questionOn ? { display: { xs: 'none', md: 'block' } } : undefined}>
            {t(`${ui.namespace}:description`)}
          </Typography>
        </Stack>
        <PendingSubmissionsIndicator />
      </Stack>
      <Box sx={layout(running)} data-testid="exam-layout">
        <Box sx={{ gridArea: 'settings' }}>
          <SettingsCard definition={definition} ui={ui} snapshot={snapshot} machine={machine} />
        </Box>
        <Stack spacing={3} sx={{ gridArea: 'main' }}>
          {EXAM_MODES.map((mode) => {
            const { Aside } = MODE_CARDS[mode];
            return Aside ? <Aside key={mode} definition={definition} snapshot={snapshot} machine={machine} /> : null;
          })}
          {snapshot.state === 'finished' ? (
            <Suspense fallback={null}>
              <ExamFinalCard
                reportPath={record.reportPath}
                definition={definition as AreaDefinition<unknown, unknown, unknown>}
                fetchReviewAudio={services.fetchReviewAudio}
                ui={ui as AreaUi<unknown, unknown, unknown, unknown>}
                snapshot={snapshot}
                machine={machine as ExamMachine<unknown, unknown, unknown, unknown>}
              />
            </Suspense>
          ) : (
            <ExamQuestionCard
              ui={ui}
              snapshot={snapshot}
              machine={machine}
              sound={sound}
              compare={compare}
              listeningCheck={listeningCheck}
              now={services.now}
            />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
