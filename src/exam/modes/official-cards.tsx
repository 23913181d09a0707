import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OfficialExamSchedule } from '../../api-contract';
import { useSession } from '../../session';
import type { ExamMachine } from '../exam-machine';
import { ProgressStrip, questionCounter, ScoreChip } from '../exam-progress';
import { useExamServices } from '../exam-services';
import { canTake, useAreaSchedules, type AreaSchedules } from '../use-area-schedules';
import type { ModeAsideProps, ModeCards, ModeSettingsProps } from './card-types';

// The scheduled exams show only in Official mode, whose list arrives from the API anyway.
const OfficialSchedules = lazy(() => import('../official-schedules').then((m) => ({ default: m.OfficialSchedules })));

// An official exam's status line is needed only once one is issued: it loads when Official is chosen.
const loadOfficialSoundStatus = () => import('../official-sound-status');
const OfficialSoundStatus = lazy(() => loadOfficialSoundStatus().then((m) => ({ default: m.OfficialSoundStatus })));

/**
 * The scheduled exam the page's Start takes, chosen once the list is in: the linked one (once per
 * link, if open), or else the first the student can take, so that a student with an exam set
 * does not take the built-in one by mistake. Once the student puts the choice down for the
 * built-in exam (`onSelect(null)`), it stays down for this visit of the page.
 */
function useOfferedSchedule<S, Q, A, D>(machine: ExamMachine<S, Q, A, D>, schedules: AreaSchedules, linkedSchedule: string | null, chosen: boolean) {
  const appliedLink = useRef<string | null>(null);
  const [builtInChosen, setBuiltInChosen] = useState(false);
  useEffect(() => {
    if (schedules.status !== 'ready' || chosen) return;
    if (linkedSchedule) {
      if (appliedLink.current === linkedSchedule) return;
      appliedLink.current = linkedSchedule;
      const linked = schedules.open.find((row) => row.id === linkedSchedule);
      if (linked) machine.send({ type: 'SELECT_SCHEDULE', schedule: linked });
      return;
    }
    const first = schedules.open.find(canTake);
    if (first && !builtInChosen) machine.send({ type: 'SELECT_SCHEDULE', schedule: first });
  }, [machine, schedules, linkedSchedule, chosen, builtInChosen]);
  return (schedule: OfficialExamSchedule | null) => {
    if (schedule === null) setBuiltInChosen(true);
    machine.send({ type: 'SELECT_SCHEDULE', schedule });
  };
}

/** The student's scheduled exams of the area, to choose from in setup (the address may name one: `?schedule=<id>`). */
function OfficialAside<S, Q, A, D>({ definition, snapshot, machine }: ModeAsideProps<S, Q, A, D>) {
  const services = useExamServices();
  const [searchParams] = useSearchParams();
  const linkedSchedule = searchParams.get('schedule') || null;
  const signedIn = useSession((state) => state.authStatus === 'authenticated');
  const official = snapshot.mode === 'official' ? snapshot : null;
  const choosing = official !== null && official.state === 'setup';
  const schedules = useAreaSchedules(services.listSchedules, definition.id, signedIn && choosing);
  const selectSchedule = useOfferedSchedule(machine, schedules, linkedSchedule, official !== null && official.schedule !== null);
  const inMode = official !== null;
  useEffect(() => {
    if (inMode) loadOfficialSoundStatus().catch(() => undefined);
  }, [inMode]);
  if (!choosing) return null;
  return (
    <Suspense fallback={null}>
      <OfficialSchedules schedules={schedules} selectedId={official.schedule?.id ?? null} linkedId={linkedSchedule} onSelect={selectSchedule} />
    </Suspense>
  );
}

/** Which exam it is, its count and its material; its settings are the server's (shown, not edited). */
function OfficialNote<S, Q, A, D>({ snapshot }: ModeSettingsProps<'official', S, Q, A, D>) {
  const { t } = useTranslation(['exam', 'audio']);
  return (
    <Alert severity="info" variant="outlined" data-testid="official-note">
      {snapshot.schedule
        ? t('exam:settings.scheduledNote', { count: snapshot.schedule.questionCount, title: snapshot.schedule.title })
        : t('exam:settings.officialNote', { count: snapshot.questionCount })}
      {snapshot.programme ? (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="official-material">
          {t('exam:settings.officialMaterial', { name: t(`audio:programme.${snapshot.programme}.name`) })}
        </Typography>
      ) : null}
    </Alert>
  );
}

export const officialCards: ModeCards<'official'> = {
  SetupChoices: OfficialNote,
  settingsForm: true,
  // Why the exam could not be issued.
  SettingsNote: function IssueError({ snapshot }) {
    const { t } = useTranslation('exam');
    return snapshot.issueError ? (
      <Alert severity="error" role="alert">
        {t(snapshot.issueError)}
      </Alert>
    ) : null;
  },
  setupPrompt: ({ schedule }, t) =>
    schedule
      ? { title: t('setup.title.scheduled', { title: schedule.title }), hint: t('setup.hint.scheduled', { count: schedule.questionCount, minutes: Math.round(schedule.timeLimitSeconds / 60) }) }
      : { title: t('setup.title.official'), hint: t('setup.hint.official') },
  // The score is the server's, told once it has every answer.
  Progress: function OfficialProgress({ snapshot }) {
    const { t } = useTranslation('exam');
    return <ProgressStrip snapshot={snapshot} counter={questionCounter(t, snapshot)} modeColor="secondary" chips={<ScoreChip label={t('score.hidden')} />} />;
  },
  QuestionStatus: ({ snapshot, sound, now }) =>
    snapshot.official ? (
      <Suspense fallback={null}>
        <OfficialSoundStatus sound={sound} exam={snapshot.official} now={now} />
      </Suspense>
    ) : null,
  startLabel: (snapshot) => (snapshot.schedule?.openExamId ? 'schedules.continue' : null),
  Aside: OfficialAside,
};
