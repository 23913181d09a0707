/** The vocabulary of the exam state machine: modes, states, events, the snapshot and its services. */
import type { HeadphoneCheckResult, OfficialExam, OfficialExamSchedule, SubmissionRequest } from '../api-contract';
import type { QuestionProcessing } from '../audio/processors/processor-spec';
import type { ProgrammeLoopId } from '../audio/programme';
import type { AreaId } from '../lib/area-registry';
import type { Seed } from '../lib/rng';
import type { AdaptiveUnit, ExamScore, ScoreResult, SettingsErrors, StaircaseState, ThresholdEstimate } from '../exam-contract';

/** adaptive: a staircase over one of the area's ladders that finds the student's threshold. */
export const EXAM_MODES = ['training', 'exam', 'adaptive', 'official'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

export const QUESTION_COUNTS = [5, 10, 20] as const;
export const DEFAULT_QUESTION_COUNT = 10;

/**
 * setup: choosing mode and settings. issuing: waiting for the server's official exam.
 * preparing: making the questions' sound ready (synthesising rooms) before the first plays.
 * answering: a question is on, the answer is being chosen. answered: the answer is checked
 * (training) or the last answer is submitted and shown. finished: the final score.
 */
export type ExamState = 'setup' | 'issuing' | 'preparing' | 'answering' | 'answered' | 'finished';

export type ExamEvent<A, D> =
  | { type: 'SELECT_MODE'; mode: ExamMode }
  | { type: 'SELECT_PRESET'; presetId: string }
  | { type: 'EDIT_SETTINGS'; draft: D }
  | { type: 'SET_QUESTION_COUNT'; count: number }
  /** Adaptive mode: which of the area's dimensions the run measures (its id). */
  | { type: 'SELECT_DIMENSION'; dimension: string }
  /** Official mode: a scheduled exam of the area to start, or null for the area's built-in one. */
  | { type: 'SELECT_SCHEDULE'; schedule: OfficialExamSchedule | null }
  /**
   * The loop of the programme library the student's sound choice plays, or null (pink noise, a
   * file, a sound the settings choose). Practice questions are made for it at Start.
   */
  | { type: 'SET_PROGRAMME'; programme: ProgrammeLoopId | null }
  | { type: 'START' }
  /** While preparing: try again after a failure. (RESTART cancels.) */
  | { type: 'RETRY_PREPARATION' }
  | { type: 'SET_ANSWER'; answer: A | null }
  /** Training: check the answer. Exam: record it and go on (the last one is shown). */
  | { type: 'SUBMIT' }
  | { type: 'NEXT' }
  | { type: 'FINISH' }
  /** Back to setup, keeping the mode and the settings. */
  | { type: 'RESTART' }
  /** The keyboard's primary action: whichever of START, SUBMIT, NEXT, FINISH applies now. */
  | { type: 'ENTER' };

export type ExamEventType = ExamEvent<unknown, unknown>['type'];

export interface AnsweredQuestion<Q, A> {
  question: Q;
  answer: A;
  result: ScoreResult;
}

/** What a snapshot holds in every mode. */
export interface ExamSnapshotBase<S, Q, A, D> {
  state: ExamState;
  /** The preset the draft equals, or null for custom settings. */
  presetId: string | null;
  draft: D;
  /** Live validation of the draft (field -> i18n key). */
  settingsErrors: SettingsErrors;
  /** How many questions the run has; null: as many as the student (training) or the staircase (adaptive) wants. */
  questionCount: number | null;
  /** The settings in force once started. */
  settings: S | null;
  /**
   * The seed of the questions made here: training's and an exam's chosen in setup already, so
   * that what Start will play can be prepared while the student reads; an adaptive run's at Start.
   */
  seed: Seed | null;
  /**
   * What the questions are played on (their QuestionContext): the loop chosen, in setup, and the
   * one they were made for once started; an official exam's material (its schedule's, then the
   * issued exam's). Null: pink noise, the student's file, or a sound of the area's own.
   */
  programme: ProgrammeLoopId | null;
  /** 0-based index of the current question. */
  questionIndex: number;
  /** The question on now. */
  question: Q | null;
  answer: A | null;
  /** Scored answers. */
  history: readonly AnsweredQuestion<Q, A>[];
  /** Sum of credits so far (a fully right answer is 1). */
  points: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** While preparing: how far (0..1), and whether it failed. */
  preparation: { progress: number; failed: boolean } | null;
  /** The score of `history`, once finished. */
  final: ExamScore | null;
  /** What went to the submission queue at the finish (null: nothing, as in training). */
  submission: SubmissionRequest | null;
}

/** Training: the answer is checked and shown after each question, without a limit; nothing is submitted. */
export interface TrainingSnapshot<S, Q, A, D> extends ExamSnapshotBase<S, Q, A, D> {
  mode: 'training';
  questionCount: null;
}

/** A practice exam: a count chosen in setup, answers shown after the last, the result submitted. */
export interface PracticeExamSnapshot<S, Q, A, D> extends ExamSnapshotBase<S, Q, A, D> {
  mode: 'exam';
  questionCount: number;
}

/** A staircase over one of the area's ladders that finds the student's threshold. */
export interface AdaptiveSnapshot<S, Q, A, D> extends ExamSnapshotBase<S, Q, A, D> {
  mode: 'adaptive';
  questionCount: null;
  /** The dimension chosen (an id of the area's `adaptive`). */
  dimension: string;
  /** Once started: the staircase so far, and the threshold once it has stopped. */
  adaptive: AdaptiveRun | null;
}

/**
 * An official exam: settings and count fixed by the server, questions kept there (no seed, no
 * question here), answers sealed until the server scores them.
 */
export interface OfficialSnapshot<S, Q, A, D> extends ExamSnapshotBase<S, Q, A, D> {
  mode: 'official';
  questionCount: number;
  seed: null;
  question: null;
  history: readonly never[];
  points: 0;
  final: null;
  /** The scheduled exam chosen (its settings and count are shown), or null for the built-in one. */
  schedule: OfficialExamSchedule | null;
  /** The issued exam (settings, count, time limit, how its sound is fetched). */
  official: OfficialExam | null;
  /** The answers given so far, unscored until the server has them all. */
  sealedAnswers: readonly A[];
  /** i18n key of why the exam could not be issued. */
  issueError: string | null;
}

/** Each mode's snapshot. */
interface SnapshotOfMode<S, Q, A, D> {
  training: TrainingSnapshot<S, Q, A, D>;
  exam: PracticeExamSnapshot<S, Q, A, D>;
  adaptive: AdaptiveSnapshot<S, Q, A, D>;
  official: OfficialSnapshot<S, Q, A, D>;
}

/** The snapshot of mode `M`. */
export type SnapshotIn<M extends ExamMode, S, Q, A, D> = SnapshotOfMode<S, Q, A, D>[M];

/** What the machine shows: one member per mode, told apart by `mode`. */
export type ExamSnapshot<S, Q, A, D> = SnapshotIn<ExamMode, S, Q, A, D>;

export interface AdaptiveRun {
  unit: AdaptiveUnit;
  staircase: StaircaseState;
  /** Null until the run has stopped, or when it stopped at its trial cap without enough reversals. */
  estimate: ThresholdEstimate | null;
}

export interface ExamServices {
  /** Milliseconds since the epoch. */
  now(): number;
  randomSeed(): Seed;
  /** A UUID for the submission. */
  randomId(): string;
  /** The area's built-in official exam, or the scheduled exam `scheduleId` of the area. */
  issueOfficialExam(area: AreaId, scheduleId?: string): Promise<OfficialExam>;
  /**
   * Makes the questions' sound ready before the first plays (rooms to synthesise); null when
   * there is nothing to do. Rejects on failure or once `signal` aborts.
   */
  prepare?(processings: readonly QuestionProcessing[], onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void> | null;
  /**
   * Starts making the questions' sound ready in the background (the next Start's, while the
   * student reads the setup), holding nothing back and never failing; stops once `signal` aborts.
   */
  prepareAhead?(processings: readonly QuestionProcessing[], signal: AbortSignal): void;
  /** Localization and distance: the headphone check's result, sent with the submission. */
  headphoneCheck?(): HeadphoneCheckResult;
  /** Hands a finished exam to the persistent queue. */
  submit(request: SubmissionRequest): void;
}

export type PrimaryAction = 'start' | 'check' | 'next' | 'submit-last' | 'finish';
