/**
 * The one exam state machine for every area: plain TypeScript, driven by events, read
 * through `getSnapshot`/`subscribe` (React uses `useSyncExternalStore`). Time, seeds, ids,
 * the official-exam call and the submission queue come in as services.
 */
import { ApiError } from '../lib/api-client';
import { API_ERROR_CODES, type ApiErrorCode, type OfficialExam, type OfficialExamSchedule, type SubmissionRequest } from '../lib/api-types';
import { createRng, type Rng } from '../lib/rng';
import { isProgrammeLoopId, type ProgrammeLoopId } from '../audio/programme';
import {
  adaptiveDimension,
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  currentLevel,
  estimateThreshold,
  generateQuestionSet,
  nextStaircase,
  scoreExam,
  startStaircase,
  type AreaDefinition,
  type ExamScore,
  type QuestionContext,
  type SettingsErrors,
} from '../exam-contract';
import {
  DEFAULT_QUESTION_COUNT,
  QUESTION_COUNTS,
  type ExamEvent,
  type AdaptiveSnapshot,
  type ExamMode,
  type ExamServices,
  type ExamSnapshot,
  type ExamSnapshotBase,
  type OfficialSnapshot,
  type PrimaryAction,
} from './exam-types';
import { adaptiveRunRequest, officialExamRequest, practiceExamRequest } from './submission-request';

export interface ExamMachineOptions<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  /** How settings appear in the area's settings form. */
  toDraft(settings: S): D;
  services: ExamServices;
}

export interface ExamMachine<S, Q, A, D> {
  getSnapshot(): ExamSnapshot<S, Q, A, D>;
  subscribe(listener: () => void): () => void;
  send(event: ExamEvent<A, D>): void;
}

const NO_ERRORS: SettingsErrors = Object.freeze({});

/**
 * Every mode's fields in one record, as the machine keeps them until each mode keeps its own;
 * what it shows is this record read as the snapshot of its mode.
 */
type MachineRecord<S, Q, A, D> = ExamSnapshotBase<S, Q, A, D> &
  Pick<AdaptiveSnapshot<S, Q, A, D>, 'dimension' | 'adaptive'> &
  Pick<OfficialSnapshot<S, Q, A, D>, 'schedule' | 'official' | 'sealedAnswers' | 'issueError'> & { mode: ExamMode };

const shown = <S, Q, A, D>(record: MachineRecord<S, Q, A, D>): ExamSnapshot<S, Q, A, D> => record as unknown as ExamSnapshot<S, Q, A, D>;

/** What the questions of `s` are made for and played on. */
const contextOf = (s: Pick<ExamSnapshot<unknown, unknown, unknown, unknown>, 'programme'>): QuestionContext => ({ programme: s.programme });

/** An official exam's material as the API names it (a loop's id), or null for pink noise. */
const loopOf = (programme: string | null | undefined): ProgrammeLoopId | null => (isProgrammeLoopId(programme) ? programme : null);

const isLast = (s: Pick<ExamSnapshotBase<unknown, unknown, unknown, unknown>, 'questionCount' | 'questionIndex'>): boolean =>
  s.questionCount !== null && s.questionIndex >= s.questionCount - 1;

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

/** How many questions have been answered (scored or, in an official exam, sealed). */

export function answeredCount(s: ExamSnapshot<unknown, unknown, unknown, unknown>): number {
  return s.mode === 'official' ? s.sealedAnswers.length : s.history.length;
}

/** What Enter (and the main button) does now; null when nothing applies. */
export function primaryAction(s: ExamSnapshot<unknown, unknown, unknown, unknown>): PrimaryAction | null {
  switch (s.state) {
    case 'setup':
      return 'start';
    case 'answering':
      if (s.mode === 'training') return 'check';
      // An adaptive run stops when its staircase does: every answer leads on.
      if (s.mode === 'adaptive') return 'next';
      return isLast(s) ? 'submit-last' : 'next';
    case 'answered':
      return s.mode === 'training' ? 'next' : 'finish';
    default:
      return null;
  }
}

/** Whether the primary action can run (an answer must be chosen, the settings valid). */
export function primaryActionEnabled(s: ExamSnapshot<unknown, unknown, unknown, unknown>): boolean {
  if (s.state === 'setup') return Object.keys(s.settingsErrors).length === 0;
  if (s.state === 'answering') return s.answer !== null;
  return s.state === 'answered';
}

/**
 * Settings are a preset's when every field the preset sets is the same; fields a preset does
 * not name (timbre's uploaded recordings, filled in by the page) do not make them custom.
 */
function matchesPreset<S>(preset: S, settings: S): boolean {
  const wanted = preset as Record<string, unknown>;
  const actual = settings as Record<string, unknown>;
  return Object.keys(wanted).every((key) => JSON.stringify(wanted[key]) === JSON.stringify(actual[key]));
}

export function createExamMachine<S, Q, A, D>(options: ExamMachineOptions<S, Q, A, D>): ExamMachine<S, Q, A, D> {
  const { definition, toDraft, services } = options;
  const listeners = new Set<() => void>();
  let questions: Q[] = [];
  let trainingRng: Rng | null = null;
  /** Bumped on every start or restart, so a late official-exam reply is ignored. */
  let generation = 0;
  /** Stops the preparation under way (a cancel, a restart). */
  let preparing: AbortController | null = null;
  /** Adaptive mode's dimension, kept across restarts and mode changes. */
  let chosenDimension = definition.adaptive[0].id;
  /** The loop the student's sound choice plays (SET_PROGRAMME), for practice questions made from now on. */
  let chosenProgramme: ProgrammeLoopId | null = null;

  const presetOf = (draft: D): string | null => {
    const checked = definition.validateSettings(draft);
    if (!checked.ok) return null;
    return definition.difficultyPresets.find((p) => matchesPreset(p.settings, checked.settings))?.id ?? null;
  };
  /** The draft's errors, with those of the material it is played on (EQ: more bands than the loop reveals). */
  const errorsOf = (draft: D, programme: ProgrammeLoopId | null): SettingsErrors => {
    const checked = definition.validateSettings(draft, { programme });
    return checked.ok ? NO_ERRORS : checked.errors;
  };

  const setupFor = (mode: ExamMode, draft: D, questionCount: number | null, schedule: OfficialExamSchedule | null = null): MachineRecord<S, Q, A, D> => {
    const programme = mode === 'official' ? loopOf(schedule?.programme) : chosenProgramme;
    return {
      dimension: chosenDimension,
      adaptive: null,
      state: 'setup',
      mode,
      schedule,
      programme,
      presetId: presetOf(draft),
      draft,
      settingsErrors: errorsOf(draft, programme),
      questionCount,
      settings: null,
      seed: mode === 'training' || mode === 'exam' ? services.randomSeed() : null,
      official: null,
      questionIndex: 0,
      question: null,
      answer: null,
      history: [],
      sealedAnswers: [],
      points: 0,
      startedAt: null,
      finishedAt: null,
      preparation: null,
      issueError: null,
      final: null,
      submission: null,
    };
  };

  let snapshot = setupFor('training', toDraft(definition.defaultSettings), null);

  /** Official setup: the scheduled exam's settings and count (shown, not edited), or the built-in exam's. */
  const officialSetup = (schedule: OfficialExamSchedule | null): MachineRecord<S, Q, A, D> => {
    const checked = schedule ? definition.validateSettings(schedule.settings) : null;
    if (schedule && checked?.ok) return setupFor('official', toDraft(checked.settings), schedule.questionCount, schedule);
    const { settings, questionCount } = definition.officialExam;
    // Settings this version cannot read: the server's exam still carries them once issued.
    return setupFor('official', toDraft(settings), schedule ? schedule.questionCount : questionCount, schedule);
  };

  /** What the next Start would begin with (the setup's seed, the draft's settings), being made ready. */
  let ahead: { key: string; controller: AbortController } | null = null;

  const plannedQuestions = (setup: MachineRecord<S, Q, A, D>): Q[] => {
    const { state, mode, seed, draft, questionCount } = setup;
    if (state !== 'setup' || seed === null) return [];
    const context = contextOf(setup);
    const checked = definition.validateSettings(draft, context);
    if (!checked.ok) return [];
    if (mode === 'exam') return generateQuestionSet(definition, seed, checked.settings, questionCount ?? DEFAULT_QUESTION_COUNT, context);
    return [definition.generateQuestion(createRng(seed), checked.settings, context)];
  };

  /** Starts making `planned` ready in the background; a different plan stops the one before. */
  const prepareAhead = (planned: readonly Q[]): void => {
    const processings = planned.map((q) => definition.buildProcessing(q));
    const key = JSON.stringify(processings);
    if (ahead?.key === key) return;
    ahead?.controller.abort();
    ahead = null;
    if (processings.length === 0 || !services.prepareAhead) return;
    ahead = { key, controller: new AbortController() };
    services.prepareAhead(processings, ahead.controller.signal);
  };

  const set = (next: MachineRecord<S, Q, A, D>): void => {
    snapshot = next;
    // While the student reads the setup, its Start's questions are prepared (again, as it changes).
    if (next.state === 'setup') prepareAhead(plannedQuestions(next));
    for (const listener of [...listeners]) listener();
  };
  prepareAhead(plannedQuestions(snapshot));

  /** Starts with `seed`'s questions (made for the setup's programme), or sealed (no questions here) for an official exam. */
  const begin = (settings: S, source: { seed: number } | { official: OfficialExam }, count: number | null): void => {
    generation += 1;
    trainingRng = null;
    questions = [];
    const seed = 'seed' in source ? source.seed : null;
    const context = contextOf(snapshot);
    if (seed !== null && count === null) {
      trainingRng = createRng(seed);
      questions = [definition.generateQuestion(trainingRng, settings, context)];
    } else if (seed !== null && count !== null) {
      questions = generateQuestionSet(definition, seed, settings, count, context);
    }
    set({
      ...snapshot,
      state: 'answering',
      settings,
      seed,
      official: 'official' in source ? source.official : null,
      questionCount: count,
      questionIndex: 0,
      question: questions[0] ?? null,
      answer: null,
      history: [],
      sealedAnswers: [],
      points: 0,
      startedAt: services.now(),
      finishedAt: null,
      preparation: null,
      issueError: null,
      final: null,
      submission: null,
    });
    prepare();
  };

  /**
   * Holds the first question back until the sound of every question is ready (exam time starts
   * after); an adaptive run's next question is known only once the last is answered, so it
   * prepares one question at a time, and its time runs on.
   */
  const prepare = (): void => {
    preparing?.abort();
    preparing = null;
    const adaptiveTrial = snapshot.mode === 'adaptive' && snapshot.question !== null;
    const pending = adaptiveTrial ? [snapshot.question as Q] : questions;
    if (pending.length === 0 || !services.prepare) return;
    const startedAt = adaptiveTrial && snapshot.questionIndex > 0 ? snapshot.startedAt : null;
    const controller = new AbortController();
    const work = services.prepare(
      pending.map((q) => definition.buildProcessing(q)),
      (progress) => {
        if (preparing === controller && snapshot.preparation) set({ ...snapshot, preparation: { progress, failed: false } });
      },
      controller.signal,
    );
    if (work === null) return;
    preparing = controller;
    set({ ...snapshot, state: 'preparing', startedAt, preparation: { progress: 0, failed: false } });
    work.then(
      () => {
        if (preparing !== controller) return;
        preparing = null;
        set({ ...snapshot, state: 'answering', startedAt: startedAt ?? services.now(), preparation: null });
      },
      () => {
        if (preparing === controller) set({ ...snapshot, preparation: { progress: snapshot.preparation?.progress ?? 0, failed: true } });
      },
    );
  };

  const issueOfficial = (): void => {
    generation += 1;
    const mine = generation;
    set({ ...snapshot, state: 'issuing', issueError: null });
    const fail = (error?: unknown): void => {
      if (mine === generation) set({ ...snapshot, state: 'setup', issueError: issueErrorKey(error) });
    };
    const scheduleId = snapshot.schedule?.id ?? null;
    const issued = scheduleId === null ? services.issueOfficialExam(definition.id) : services.issueOfficialExam(definition.id, scheduleId);
    issued.then((exam: OfficialExam) => {
      if (mine !== generation) return;
      const checked = definition.validateSettings(exam.settings);
      // The exam the server issued is the one taken: an exam of the area still open comes back
      // instead of a new one, whichever schedule was asked for.
      if (!checked.ok || exam.area !== definition.id || !(exam.questionCount > 0)) return fail();
      snapshot = { ...snapshot, draft: toDraft(checked.settings), presetId: null, settingsErrors: NO_ERRORS, programme: loopOf(exam.programme) };
      begin(checked.settings, { official: exam }, exam.questionCount);
    }, fail);
  };

  /** The first trial of a staircase over the chosen dimension, at its starting rung. */
  const beginAdaptive = (): void => {
    const dimension = adaptiveDimension(definition, snapshot.dimension) ?? definition.adaptive[0];
    generation += 1;
    trainingRng = null;
    const seed = services.randomSeed();
    const staircase = startStaircase(adaptiveStaircaseConfig(dimension));
    const level = currentLevel(staircase);
    const setup = setupFor('adaptive', snapshot.draft, null);
    const question = adaptiveTrialQuestion(definition, dimension, seed, 0, level, contextOf(setup));
    questions = [question];
    set({
      ...setup,
      state: 'answering',
      settings: dimension.settingsAt(level),
      seed,
      question,
      startedAt: services.now(),
      dimension: dimension.id,
      adaptive: { unit: dimension.unit, staircase, estimate: null },
    });
    prepare();
  };

  /** After an adaptive answer: the staircase moves, and the run goes on at its next level or stops. */
  const stepAdaptive = (recorded: MachineRecord<S, Q, A, D>): void => {
    const dimension = adaptiveDimension(definition, recorded.dimension);
    const last = recorded.history[recorded.history.length - 1];
    if (!recorded.adaptive || !dimension || !last || recorded.seed === null) return;
    const staircase = nextStaircase(recorded.adaptive.staircase, last.result.correct);
    if (staircase.finished) return finishWith({ ...recorded, adaptive: { unit: dimension.unit, staircase, estimate: estimateThreshold(staircase) } });
    const level = currentLevel(staircase);
    const index = recorded.questionIndex + 1;
    const question = adaptiveTrialQuestion(definition, dimension, recorded.seed, index, level, contextOf(recorded));
    questions = [...questions, question];
    set({ ...recorded, adaptive: { unit: dimension.unit, staircase, estimate: null }, settings: dimension.settingsAt(level), state: 'answering', questionIndex: index, question, answer: null });
    prepare();
  };

  const start = (): void => {
    if (snapshot.mode === 'official') return issueOfficial();
    if (snapshot.mode === 'adaptive') return beginAdaptive();
    const checked = definition.validateSettings(snapshot.draft, contextOf(snapshot));
    if (!checked.ok) return set({ ...snapshot, settingsErrors: checked.errors });
    const count = snapshot.mode === 'exam' ? (snapshot.questionCount ?? DEFAULT_QUESTION_COUNT) : null;
    // The seed chosen in setup: its questions may be ready already.
    begin(checked.settings, { seed: snapshot.seed ?? services.randomSeed() }, count);
  };

  const record = (): MachineRecord<S, Q, A, D> | null => {
    const { question, answer } = snapshot;
    if (snapshot.state !== 'answering' || answer === null) return null;
    if (snapshot.mode === 'official') return { ...snapshot, sealedAnswers: [...snapshot.sealedAnswers, answer] };
    if (question === null) return null;
    const result = definition.score(question, answer);
    return {
      ...snapshot,
      history: [...snapshot.history, { question, answer, result }],
      points: snapshot.points + result.credit,
    };
  };

  const showQuestion = (base: MachineRecord<S, Q, A, D>, index: number): void => {
    if (trainingRng && base.settings !== null && index >= questions.length) {
      questions.push(definition.generateQuestion(trainingRng, base.settings, contextOf(base)));
    }
    set({ ...base, state: 'answering', questionIndex: index, question: questions[index] ?? null, answer: null });
  };

  const submit = (): void => {
    const recorded = record();
    if (!recorded) return;
    if (snapshot.mode === 'adaptive') return stepAdaptive(recorded);
    if (snapshot.mode !== 'training' && !isLast(snapshot)) return showQuestion(recorded, snapshot.questionIndex + 1);
    // Nothing of an official exam can be shown here: its answers are scored on the server.
    if (snapshot.mode === 'official') return finishWith(recorded);
    set({ ...recorded, state: 'answered' });
  };

  const next = (): void => {
    if (snapshot.state === 'answered' && snapshot.mode === 'training') showQuestion(snapshot, snapshot.questionIndex + 1);
  };

  const restart = (): void => {
    generation += 1;
    preparing?.abort();
    preparing = null;
    trainingRng = null;
    questions = [];
    const { mode } = snapshot;
    // Back to the list of scheduled exams, whose attempts have changed: nothing stays chosen.
    if (mode === 'official') return set(officialSetup(null));
    set(setupFor(mode, snapshot.draft, mode === 'exam' ? (snapshot.questionCount ?? DEFAULT_QUESTION_COUNT) : null));
  };

  const finish = (): void => {
    const { mode, state } = snapshot;
    const trainingCanFinish = mode === 'training' && (state === 'answering' || state === 'answered');
    if (trainingCanFinish || (mode === 'exam' && state === 'answered' && isLast(snapshot))) finishWith(snapshot);
  };

  const submissionOf = (base: MachineRecord<S, Q, A, D>, finishedAt: number, final: ExamScore | null): SubmissionRequest | null => {
    const source = { area: definition.id, generatorVersion: definition.version, services };
    const times = { startedAt: base.startedAt, finishedAt };
    if (base.mode === 'official' && base.official) return officialExamRequest(source, times, base.official.examId, base.sealedAnswers);
    const answers = base.history.map((h) => h.answer);
    if (base.mode === 'adaptive' && base.seed !== null) {
      const clientThreshold = base.adaptive?.estimate?.threshold;
      return adaptiveRunRequest(source, times, { dimension: base.dimension, seed: base.seed, programme: base.programme, answers, clientThreshold });
    }
    if (base.mode !== 'exam' || base.seed === null || base.questionCount === null || !final) return null;
    const { seed, settings, questionCount, programme } = base;
    return practiceExamRequest(source, times, { seed, settings, questionCount, programme, answers, clientScore: final.score });
  };

  const finishWith = (base: MachineRecord<S, Q, A, D>): void => {
    const finishedAt = services.now();
    const answered = base.history;
    const final =
      base.mode === 'official'
        ? null
        : scoreExam(
            definition,
            answered.map((h) => h.question),
            answered.map((h) => h.answer),
          );
    const submission = submissionOf(base, finishedAt, final);
    set({ ...base, state: 'finished', finishedAt, final, submission, question: null, answer: null });
    if (submission) services.submit(submission);
  };

  const inSetup = (): boolean => snapshot.state === 'setup';

  const handlers: { [T in ExamEvent<A, D>['type']]: (event: Extract<ExamEvent<A, D>, { type: T }>) => void } = {
    SELECT_MODE: ({ mode }) => {
      if (!inSetup() || mode === snapshot.mode) return;
      if (mode === 'official') return set(officialSetup(null));
      // Leaving official restores editable defaults instead of the fixed official settings.
      const draft = snapshot.mode === 'official' ? toDraft(definition.defaultSettings) : snapshot.draft;
      set(setupFor(mode, draft, mode === 'exam' ? DEFAULT_QUESTION_COUNT : null));
    },
    SELECT_SCHEDULE: ({ schedule }) => {
      if (!inSetup() || snapshot.mode !== 'official' || (schedule !== null && schedule.area !== definition.id)) return;
      set(officialSetup(schedule));
    },
    SELECT_PRESET: ({ presetId }) => {
      const preset = definition.difficultyPresets.find((p) => p.id === presetId);
      if (!inSetup() || snapshot.mode === 'official' || !preset) return;
      set(setupFor(snapshot.mode, toDraft(preset.settings), snapshot.questionCount));
    },
    EDIT_SETTINGS: ({ draft }) => {
      if (!inSetup() || snapshot.mode === 'official') return;
      set({ ...snapshot, draft, presetId: presetOf(draft), settingsErrors: errorsOf(draft, snapshot.programme) });
    },
    SET_PROGRAMME: ({ programme }) => {
      chosenProgramme = programme;
      // Once started, the questions stay those of the loop they were made for; an official exam has its own.
      if (!inSetup() || snapshot.mode === 'official' || snapshot.programme === programme) return;
      set({ ...snapshot, programme, settingsErrors: errorsOf(snapshot.draft, programme) });
    },
    SELECT_DIMENSION: ({ dimension }) => {
      if (!inSetup() || snapshot.mode !== 'adaptive' || !adaptiveDimension(definition, dimension)) return;
      chosenDimension = dimension;
      set({ ...snapshot, dimension });
    },
    SET_QUESTION_COUNT: ({ count }) => {
      if (!inSetup() || snapshot.mode !== 'exam' || !(QUESTION_COUNTS as readonly number[]).includes(count)) return;
      set({ ...snapshot, questionCount: count });
    },
    START: () => {
      if (inSetup()) start();
    },
    RETRY_PREPARATION: () => {
      if (snapshot.state === 'preparing' && snapshot.preparation?.failed) prepare();
    },
    SET_ANSWER: ({ answer }) => {
      if (snapshot.state === 'answering') set({ ...snapshot, answer });
    },
    SUBMIT: submit,
    NEXT: next,
    FINISH: finish,
    RESTART: restart,
    ENTER: () => {
      if (!primaryActionEnabled(shown(snapshot))) return;
      const { state } = snapshot;
      if (state === 'setup') start();
      else if (state === 'answering') submit();
      else if (primaryAction(shown(snapshot)) === 'next') next();
      else finish();
    },
  };

  return {
    getSnapshot: () => shown(snapshot),
    subscribe(listener) {
      listeners.add(listener);
      // Once nobody reads the setup (the page is left), its preparation stops; back, it goes on.
      if (snapshot.state === 'setup') prepareAhead(plannedQuestions(snapshot));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) prepareAhead([]);
      };
    },
    send(event) {
      (handlers[event.type] as (e: ExamEvent<A, D>) => void)(event);
    },
  };
}
