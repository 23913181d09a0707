/**
 * The one exam state machine for every area: plain TypeScript, driven by events, read
 * through `getSnapshot`/`subscribe` (React uses `useSyncExternalStore`). Time, seeds, ids,
 * the official-exam call and the submission queue come in as services.
 *
 * The machine keeps what every mode shares: the store, the settings and their presets, the
 * material the questions are made for, the preparation of their sound (ahead in setup, and
 * before a question plays), and the events. What differs by mode (its setup, how it starts,
 * what an answer does, how it ends and what it submits) is the mode's module (./modes/).
 */
import type { ProgrammeLoopId } from '../audio/programme';
import { presetIdOf, scoreExam, type AreaDefinition, type SettingsErrors } from '../exam-contract';
import type { ExamEvent, ExamMode, ExamServices, ExamSnapshot, PrimaryAction } from './exam-types';
import { EXAM_MODE_MODULES, modeOf, NO_SETTINGS_ERRORS, questionContext, type ModeBehaviour, type ModeContext, type ModeSetupEvent } from './modes';

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

/** How many questions have been answered (scored or, in an official exam, sealed). */
export function answeredCount(s: ExamSnapshot<unknown, unknown, unknown, unknown>): number {
  return modeOf(s).answeredCount(s);
}

/** What Enter (and the main button) does now; null when nothing applies. */
export function primaryAction(s: ExamSnapshot<unknown, unknown, unknown, unknown>): PrimaryAction | null {
  if (s.state === 'setup') return 'start';
  return s.state === 'answering' || s.state === 'answered' ? modeOf(s).primaryAction(s) : null;
}

/** Whether the primary action can run (an answer must be chosen, the settings valid). */
export function primaryActionEnabled(s: ExamSnapshot<unknown, unknown, unknown, unknown>): boolean {
  if (s.state === 'setup') return Object.keys(s.settingsErrors).length === 0;
  if (s.state === 'answering') return s.answer !== null;
  return s.state === 'answered';
}

export function createExamMachine<S, Q, A, D>(options: ExamMachineOptions<S, Q, A, D>): ExamMachine<S, Q, A, D> {
  const { definition, toDraft, services } = options;
  const listeners = new Set<() => void>();
  /** Bumped on every start or restart, so that late work for an earlier run (an issue, a preparation) is ignored. */
  let generation = 0;
  /** Stops the preparation under way (a cancel, a restart). */
  let preparing: AbortController | null = null;
  /** What the last preparation made ready, for a retry. */
  let lastPreparation: { questions: readonly Q[]; midRun: boolean } = { questions: [], midRun: false };
  /** The loop the student's sound choice plays (SET_PROGRAMME), for practice questions made from now on. */
  let chosenProgramme: ProgrammeLoopId | null = null;
  /** What the next Start would begin with (the setup's seed, the draft's settings), being made ready. */
  let ahead: { key: string; controller: AbortController } | null = null;

  const presetOf = (draft: D): string | null => {
    const checked = definition.validateSettings(draft);
    if (!checked.ok) return null;
    return presetIdOf(definition.difficultyPresets, checked.settings);
  };
  /** The draft's errors, with those of the material it is played on (EQ: more bands than the loop reveals). */
  const errorsOf = (draft: D, programme: ProgrammeLoopId | null): SettingsErrors => {
    const checked = definition.validateSettings(draft, { programme });
    return checked.ok ? NO_SETTINGS_ERRORS : checked.errors;
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

  const set = (next: ExamSnapshot<S, Q, A, D>): void => {
    snapshot = next;
    // While the student reads the setup, its Start's questions are prepared (again, as it changes).
    if (next.state === 'setup') prepareAhead(plannedQuestions(next));
    for (const listener of [...listeners]) listener();
  };

  /**
   * Holds a question back until its sound is ready (rooms to synthesise): before the first, the
   * sound of every question the run knows, and the exam time starts after.
   */
  const prepare = (questions: readonly Q[], midRun: boolean): void => {
    preparing?.abort();
    preparing = null;
    lastPreparation = { questions, midRun };
    if (questions.length === 0 || !services.prepare) return;
    const startedAt = midRun ? snapshot.startedAt : null;
    const controller = new AbortController();
    const work = services.prepare(
      questions.map((q) => definition.buildProcessing(q)),
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

  const context: ModeContext<S, Q, A, D> = {
    definition,
    toDraft,
    services,
    submissionSource: { area: definition.id, generatorVersion: definition.version, services },
    set,
    setupOf: (draft, programme) => ({
      state: 'setup',
      programme,
      presetId: presetOf(draft),
      draft,
      settingsErrors: errorsOf(draft, programme),
      settings: null,
      questionIndex: 0,
      question: null,
      answer: null,
      history: [],
      points: 0,
      startedAt: null,
      finishedAt: null,
      preparation: null,
      final: null,
      submission: null,
    }),
    chosenProgramme: () => chosenProgramme,
    validSettings(setup) {
      const checked = definition.validateSettings(setup.draft, questionContext(setup));
      return checked.ok ? checked.settings : null;
    },
    settingsToStart(setup) {
      const checked = definition.validateSettings(setup.draft, questionContext(setup));
      if (checked.ok) return checked.settings;
      set({ ...setup, settingsErrors: checked.errors });
      return null;
    },
    newRun() {
      generation += 1;
      const mine = generation;
      return () => mine === generation;
    },
    begin(started, questions) {
      generation += 1;
      set(started);
      prepare(questions, false);
    },
    runStart: () => ({
      state: 'answering',
      questionIndex: 0,
      answer: null,
      history: [],
      points: 0,
      startedAt: services.now(),
      finishedAt: null,
      preparation: null,
      final: null,
      submission: null,
    }),
    prepare,
    scored(s) {
      const { question, answer } = s;
      if (question === null || answer === null) return null;
      const result = definition.score(question, answer);
      return { ...s, history: [...s.history, { question, answer, result }], points: s.points + result.credit };
    },
    scoreOf: (history) =>
      scoreExam(
        definition,
        history.map((h) => h.question),
        history.map((h) => h.answer),
      ),
    end(base: ExamSnapshot<S, Q, A, D>, outcome: Pick<ExamSnapshot<S, Q, A, D>, 'finishedAt' | 'final' | 'submission'>) {
      // The outcome is of `base`'s own mode: ModeContext's signature holds the modes to it.
      set({ ...base, ...outcome, state: 'finished', question: null, answer: null } as ExamSnapshot<S, Q, A, D>);
      if (outcome.submission) services.submit(outcome.submission);
    },
  };

  const behaviours: { [M in ExamMode]: ModeBehaviour<M, S, Q, A, D> } = {
    training: EXAM_MODE_MODULES.training.create(context),
    exam: EXAM_MODE_MODULES.exam.create(context),
    adaptive: EXAM_MODE_MODULES.adaptive.create(context),
    official: EXAM_MODE_MODULES.official.create(context),
  };
  /** The behaviour of the snapshot's mode (see `modeOf`: it is called with its own mode's snapshot). */
  const behaviourOf = (s: ExamSnapshot<S, Q, A, D>): ModeBehaviour<ExamMode, S, Q, A, D> => behaviours[s.mode];

  const plannedQuestions = (setup: ExamSnapshot<S, Q, A, D>): readonly Q[] => (setup.state === 'setup' ? behaviourOf(setup).planned(setup) : []);

  let snapshot: ExamSnapshot<S, Q, A, D> = behaviours.training.setup(toDraft(definition.defaultSettings), null);
  prepareAhead(plannedQuestions(snapshot));

  const inSetup = (): boolean => snapshot.state === 'setup';
  /** The settings are the server's: nothing of them is the student's to change. */
  const settingsFixed = (): boolean => modeOf(snapshot).settingsFixed;

  const start = (): void => behaviourOf(snapshot).start(snapshot);
  const submit = (): void => {
    if (snapshot.state === 'answering' && snapshot.answer !== null) behaviourOf(snapshot).submit(snapshot);
  };
  const next = (): void => behaviourOf(snapshot).next?.(snapshot);
  const finish = (): void => behaviourOf(snapshot).finish?.(snapshot);
  const ownSetupEvent = (event: ModeSetupEvent): void => {
    if (inSetup()) behaviourOf(snapshot).setupEvent?.(event, snapshot);
  };

  const handlers: { [T in ExamEvent<A, D>['type']]: (event: Extract<ExamEvent<A, D>, { type: T }>) => void } = {
    SELECT_MODE: ({ mode }) => {
      if (!inSetup() || mode === snapshot.mode) return;
      // Leaving fixed settings restores editable defaults.
      const draft = settingsFixed() ? toDraft(definition.defaultSettings) : snapshot.draft;
      set(behaviours[mode].setup(draft, null));
    },
    SELECT_SCHEDULE: ownSetupEvent,
    SELECT_DIMENSION: ownSetupEvent,
    SET_QUESTION_COUNT: ownSetupEvent,
    SELECT_PRESET: ({ presetId }) => {
      const preset = definition.difficultyPresets.find((p) => p.id === presetId);
      if (!inSetup() || settingsFixed() || !preset) return;
      set(behaviourOf(snapshot).setup(toDraft(preset.settings), snapshot));
    },
    EDIT_SETTINGS: ({ draft }) => {
      if (!inSetup() || settingsFixed()) return;
      set({ ...snapshot, draft, presetId: presetOf(draft), settingsErrors: errorsOf(draft, snapshot.programme) });
    },
    SET_PROGRAMME: ({ programme }) => {
      chosenProgramme = programme;
      // Once started, the questions stay those of the loop they were made for; fixed settings have their own.
      if (!inSetup() || settingsFixed() || snapshot.programme === programme) return;
      set({ ...snapshot, programme, settingsErrors: errorsOf(snapshot.draft, programme) });
    },
    START: () => {
      if (inSetup()) start();
    },
    RETRY_PREPARATION: () => {
      if (snapshot.state === 'preparing' && snapshot.preparation?.failed) prepare(lastPreparation.questions, lastPreparation.midRun);
    },
    SET_ANSWER: ({ answer }) => {
      if (snapshot.state === 'answering') set({ ...snapshot, answer });
    },
    SUBMIT: submit,
    NEXT: next,
    FINISH: finish,
    RESTART: () => {
      generation += 1;
      preparing?.abort();
      preparing = null;
      set(behaviourOf(snapshot).setup(snapshot.draft, snapshot));
    },
    ENTER: () => {
      if (!primaryActionEnabled(snapshot)) return;
      const { state } = snapshot;
      if (state === 'setup') start();
      else if (state === 'answering') submit();
      else if (primaryAction(snapshot) === 'next') next();
      else finish();
    },
  };

  return {
    getSnapshot: () => snapshot,
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
