/**
 * An official exam: the area's built-in one or a scheduled one, issued by the server with its
 * settings and count. Its questions stay there (their sounds are fetched), the answers are
 * sealed, and only the server's receipt shows the score.
 */
import { isProgrammeLoopId, type ProgrammeLoopId } from '../../audio/programme';
import { ApiError } from '../../lib/api-client';
import { API_ERROR_CODES, type ApiErrorCode, type OfficialExam, type OfficialExamSchedule } from '../../api-contract';
import type { OfficialSnapshot } from '../exam-types';
import { officialExamRequest } from '../submission-request';
import { isLastQuestion, NO_SETTINGS_ERRORS, type ExamModeModule, type ModeBehaviour, type ModeContext } from './exam-mode';

/** Refusals of an issue the student can act on, and their messages. */
const ISSUE_ERROR_KEYS: Partial<Record<ApiErrorCode, string>> = {
  [API_ERROR_CODES.noAttemptsLeft]: 'exam:errors.noAttemptsLeft',
  [API_ERROR_CODES.rateLimited]: 'exam:errors.rateLimited',
  [API_ERROR_CODES.scheduleNotOpen]: 'exam:errors.scheduleNotOpen',
  [API_ERROR_CODES.scheduleNotForYou]: 'exam:errors.scheduleNotForYou',
};

/** The message for a refused issue: the server's reason where the student can act on it. */
export function issueErrorKey(error: unknown): string {
  const known = error instanceof ApiError && error.code !== null ? ISSUE_ERROR_KEYS[error.code] : undefined;
  return known ?? 'exam:errors.issueFailed';
}

/** An official exam's material as the API names it (a loop's id), or null for pink noise. */
const loopOf = (programme: string | null | undefined): ProgrammeLoopId | null => (isProgrammeLoopId(programme) ? programme : null);

function createOfficial<S, Q, A, D>(context: ModeContext<S, Q, A, D>): ModeBehaviour<'official', S, Q, A, D> {
  const { definition, toDraft, services } = context;

  /** The scheduled exam's settings and count (shown, not edited), or the built-in exam's. */
  const setupFor = (schedule: OfficialExamSchedule | null): OfficialSnapshot<S, Q, A, D> => {
    const checked = schedule ? definition.validateSettings(schedule.settings) : null;
    const builtIn = definition.officialExam;
    // Settings this version cannot read: the server's exam still carries them once issued.
    const settings = schedule && checked?.ok ? checked.settings : builtIn.settings;
    return {
      ...context.setupOf(toDraft(settings), loopOf(schedule?.programme)),
      mode: 'official',
      questionCount: schedule ? schedule.questionCount : builtIn.questionCount,
      seed: null,
      schedule,
      official: null,
      sealedAnswers: [],
      issueError: null,
    };
  };

  const finishExam = (sealed: OfficialSnapshot<S, Q, A, D>): void => {
    const finishedAt = services.now();
    const times = { startedAt: sealed.startedAt, finishedAt };
    const submission = sealed.official ? officialExamRequest(context.submissionSource, times, sealed.official.examId, sealed.sealedAnswers) : null;
    // Nothing of an official exam can be scored here: its answers are scored on the server.
    context.end(sealed, { finishedAt, final: null, submission });
  };

  return {
    // Back to the list of scheduled exams, whose attempts may have changed: nothing stays chosen.
    setup: () => setupFor(null),
    setupEvent(event) {
      if (event.type !== 'SELECT_SCHEDULE' || (event.schedule !== null && event.schedule.area !== definition.id)) return;
      context.set(setupFor(event.schedule));
    },
    // The questions stay on the server.
    planned: () => [],
    start(setup) {
      const current = context.newRun();
      const issuing: OfficialSnapshot<S, Q, A, D> = { ...setup, state: 'issuing', issueError: null };
      context.set(issuing);
      const fail = (error?: unknown): void => {
        if (current()) context.set({ ...issuing, state: 'setup', issueError: issueErrorKey(error) });
      };
      const scheduleId = setup.schedule?.id ?? null;
      const issued = scheduleId === null ? services.issueOfficialExam(definition.id) : services.issueOfficialExam(definition.id, scheduleId);
      issued.then((exam: OfficialExam) => {
        if (!current()) return;
        const checked = definition.validateSettings(exam.settings);
        // The exam the server issued is the one taken: an exam of the area still open comes back
        // instead of a new one, whichever schedule was asked for.
        if (!checked.ok || exam.area !== definition.id || !(exam.questionCount > 0)) return fail();
        const started: OfficialSnapshot<S, Q, A, D> = {
          ...issuing,
          draft: toDraft(checked.settings),
          presetId: null,
          settingsErrors: NO_SETTINGS_ERRORS,
          programme: loopOf(exam.programme),
          ...context.runStart(),
          settings: checked.settings,
          official: exam,
          questionCount: exam.questionCount,
          sealedAnswers: [],
          issueError: null,
        };
        context.begin(started, []);
      }, fail);
    },
    submit(s) {
      if (s.answer === null) return;
      const sealed = { ...s, sealedAnswers: [...s.sealedAnswers, s.answer] };
      if (isLastQuestion(s)) return finishExam(sealed);
      context.set({ ...sealed, state: 'answering', questionIndex: s.questionIndex + 1, answer: null });
    },
  };
}

export const officialMode: ExamModeModule<'official'> = {
  mode: 'official',
  settingsFixed: true,
  waitsForListeningCheck: true,
  checksEachAnswer: false,
  primaryAction: (s) => (s.state === 'answered' ? 'finish' : isLastQuestion(s) ? 'submit-last' : 'next'),
  answeredCount: (s) => s.sealedAnswers.length,
  issuedExam: (s) => s.official,
  fixedMaterial: (s) => s.programme ?? 'pink-noise',
  create: createOfficial,
};
