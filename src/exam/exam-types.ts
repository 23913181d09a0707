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

export interface ExamSnapshot<S, Q, A, D> {
  state: ExamState;
  mode: ExamMode;
  /** The preset the draft equals, or null for custom settings. */
  presetId: string | null;
  draft: D;
  /** Live validation of the draft (field -> i18n key). */
  settingsErrors: SettingsErrors;
  /** Exam: chosen in setup; official: issued by the server; training: unlimited (null). */
  questionCount: number | null;
  /** The settings in force once started. */
  settings: S | null;
  /**
   * Practice exams only (an official exam's questions never reach the browser); chosen in setup
   * already, so that what Start will play can be prepared while the student reads.
   */
  seed: Seed | null;
  /** Official mode: the scheduled exam chosen (its settings and count are shown), or null for the built-in one. */
  schedule: OfficialExamSchedule | null;
  /**
   * What the questions are played on (their QuestionContext): the loop chosen, in setup, and the
   * one they were made for once started; an official exam's material (its schedule's, then the
   * issued exam's). Null: pink noise, the student's file, or a sound of the area's own.
   */
  programme: ProgrammeLoopId | null;
  /** The issued official exam (settings, count, time limit, how its sound is fetched). */
  official: OfficialExam | null;
  /** 0-based index of the current question. */
  questionIndex: number;
  /** The question on now; always null in an official exam (its sound comes from the server). */
  question: Q | null;
  answer: A | null;
  /** Scored answers (training and exam). */
  history: readonly AnsweredQuestion<Q, A>[];
  /** Official exam: the answers given so far, unscored until the server has them all. */
  sealedAnswers: readonly A[];
  /** Sum of credits so far (a fully right answer is 1). */
  points: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** While preparing: how far (0..1), and whether it failed. */
  preparation: { progress: number; failed: boolean } | null;
  /** i18n key of why the official exam could not be started. */
  issueError: string | null;
  final: ExamScore | null;
  /** What went to the submission queue at the finish (exam, adaptive and official only). */
  submission: SubmissionRequest | null;
  /** Adaptive mode: the dimension chosen (an id of the area's `adaptive`). */
  dimension: string;
  /** Adaptive mode, once started: the staircase so far, and the threshold once it has stopped. */
  adaptive: AdaptiveRun | null;
}

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
