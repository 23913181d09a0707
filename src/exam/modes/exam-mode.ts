/**
 * What an exam mode is: what its setup holds, how a run starts, what an answer does, how the run
 * ends and what it submits. The machine (src/exam/exam-machine.ts) keeps what every mode shares
 * (the store, the settings, the sound's preparation, the clock) and calls the snapshot's mode for
 * the rest. One module per mode in this folder, listed in ./index.ts.
 */
import type { ProgrammeLoopId } from '../../audio/programme';
import type { OfficialExam } from '../../api-contract';
import type { AreaDefinition, ExamScore, QuestionContext, SettingsErrors } from '../../exam-contract';
import type { ExamEvent, ExamMode, ExamServices, ExamSnapshot, ExamSnapshotBase, PrimaryAction, SnapshotIn } from '../exam-types';
import type { SubmissionSource } from '../submission-request';

type Unknown<M extends ExamMode> = SnapshotIn<M, unknown, unknown, unknown, unknown>;

/**
 * A mode as the cards and the machine read it, whatever the area. Its methods take the snapshot
 * of its own mode: call them through `modeOf(snapshot)` (./index.ts), which picks the module of
 * the snapshot's mode.
 */
export interface ExamModeModule<M extends ExamMode> {
  mode: M;
  /**
   * The settings are the server's, shown and never edited: presets, edits and the student's loop
   * are ignored, and leaving the mode restores the area's defaults.
   */
  settingsFixed: boolean;
  /** Start waits for the area's listening check (src/exam/listening-check/); otherwise it is only offered. */
  waitsForListeningCheck: boolean;
  /**
   * Each answer is checked and shown before the next question: the area's training aid and the
   * sound of the student's own answer come with it.
   */
  checksEachAnswer: boolean;
  /** What Enter does while a question is on (`answering`) or its answer shown (`answered`). */
  primaryAction(s: Unknown<M>): PrimaryAction;
  /** How many questions have been answered. */
  answeredCount(s: Unknown<M>): number;
  /** The exam the server issued and keeps the questions of (their sounds are fetched); absent or null: made here. */
  issuedExam?(s: Unknown<M>): OfficialExam | null;
  /**
   * The one material the exam is played on, where the student does not choose it (an official
   * exam: pink noise or its loop, level-matched as the server decides); absent: the student's choice.
   */
  fixedMaterial?(s: Unknown<M>): ProgrammeLoopId | 'pink-noise';
  /** The mode's behaviour in one machine, for one area. */
  create<S, Q, A, D>(context: ModeContext<S, Q, A, D>): ModeBehaviour<M, S, Q, A, D>;
}

/** Setup events a mode answers itself; the machine ignores them in a mode that does not. */
export type ModeSetupEvent = Extract<ExamEvent<unknown, unknown>, { type: 'SELECT_SCHEDULE' | 'SELECT_DIMENSION' | 'SET_QUESTION_COUNT' }>;

/** What the machine asks of the snapshot's mode. Every method gets the snapshot now. */
export interface ModeBehaviour<M extends ExamMode, S, Q, A, D> {
  /**
   * The mode's setup for `draft`, with what the student chose in the mode before (`kept`: a
   * restart, a preset) or without (`null`: the mode just chosen).
   */
  setup(draft: D, kept: SnapshotIn<M, S, Q, A, D> | null): SnapshotIn<M, S, Q, A, D>;
  /** One of the mode's own setup events. */
  setupEvent?(event: ModeSetupEvent, setup: SnapshotIn<M, S, Q, A, D>): void;
  /** The questions Start would play, made ready while the student reads the setup; none when not known yet. */
  planned(setup: SnapshotIn<M, S, Q, A, D>): readonly Q[];
  start(setup: SnapshotIn<M, S, Q, A, D>): void;
  /** The answer chosen goes in (the state is `answering` and an answer is chosen). */
  submit(s: SnapshotIn<M, S, Q, A, D>): void;
  /** NEXT: on from a checked answer. */
  next?(s: SnapshotIn<M, S, Q, A, D>): void;
  /** FINISH: the student ends the run. */
  finish?(s: SnapshotIn<M, S, Q, A, D>): void;
}

/** The fields of a setup, whatever the mode: nothing started, nothing answered. */
export type SetupFields<S, Q, A, D> = Omit<ExamSnapshotBase<S, Q, A, D>, 'questionCount' | 'seed' | 'history' | 'points' | 'final'> & {
  state: 'setup';
  settings: null;
  question: null;
  history: readonly never[];
  points: 0;
  final: null;
};

/** The fields of a run just started: nothing answered yet, its time running. */
export interface RunStart {
  state: 'answering';
  questionIndex: 0;
  answer: null;
  history: readonly never[];
  points: 0;
  startedAt: number;
  finishedAt: null;
  preparation: null;
  final: null;
  submission: null;
}

/** The machine as a mode sees it. */
export interface ModeContext<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  toDraft(settings: S): D;
  services: ExamServices;
  /** Who makes this area's submissions (src/exam/submission-request.ts). */
  submissionSource: SubmissionSource;
  /** Shows `next`: listeners are told, and in setup what its Start will play is made ready. */
  set(next: ExamSnapshot<S, Q, A, D>): void;
  /** A setup's common fields for `draft` played on `programme`: its preset and its errors. */
  setupOf(draft: D, programme: ProgrammeLoopId | null): SetupFields<S, Q, A, D>;
  /** The loop the student's sound choice plays: practice questions are made for it. */
  chosenProgramme(): ProgrammeLoopId | null;
  /** The setup's settings if they are valid for its material, or null. */
  validSettings(setup: ExamSnapshot<S, Q, A, D>): S | null;
  /** The same, with the errors shown when they are not. */
  settingsToStart(setup: ExamSnapshot<S, Q, A, D>): S | null;
  /**
   * A new run: whatever was under way for another (an issue, a preparation) is dropped once
   * it answers. Returns whether this run is still the current one.
   */
  newRun(): () => boolean;
  /** `started` is shown (its fields from `runStart()`), once the sound of `questions` is ready. */
  begin(started: ExamSnapshot<S, Q, A, D>, questions: readonly Q[]): void;
  runStart(): RunStart;
  /**
   * Holds the run in `preparing` until the sound of `questions` is ready. Mid-run (an adaptive
   * trial known only now), the time goes on; otherwise it starts once the sound is ready.
   */
  prepare(questions: readonly Q[], midRun: boolean): void;
  /** `s` with its answer scored and added to the history; null without a question or an answer. */
  scored<T extends ExamSnapshot<S, Q, A, D>>(s: T): T | null;
  /** The score of the answers so far. */
  scoreOf(history: ExamSnapshot<S, Q, A, D>['history']): ExamScore;
  /** Ends the run: `base` finished with its outcome, the submission queued. */
  end<T extends ExamSnapshot<S, Q, A, D>>(base: T, outcome: Pick<T, 'finishedAt' | 'final' | 'submission'>): void;
}

export const NO_SETTINGS_ERRORS: SettingsErrors = Object.freeze({});

/** What the questions of `s` are made for and played on. */
export const questionContext = (s: Pick<ExamSnapshotBase<unknown, unknown, unknown, unknown>, 'programme'>): QuestionContext => ({ programme: s.programme });

/** The question on now is the run's last. */
export const isLastQuestion = (s: Pick<ExamSnapshotBase<unknown, unknown, unknown, unknown>, 'questionCount' | 'questionIndex'>): boolean =>
  s.questionCount !== null && s.questionIndex >= s.questionCount - 1;
