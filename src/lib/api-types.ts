/**
 * The REST contract between the SPA and the API (docs/architecture.md, The REST API). Both
 * sides import these types; the API validates every request body against schemas of the same
 * shape.
 */
import type { AreaId } from './area-registry';
import type { ApiErrorCode } from './api-error-codes';
import type { Seed } from './rng';

export { API_ERROR_CODES, type ApiErrorCode } from './api-error-codes';

/** Every error response body. */
export interface ApiErrorBody {
  status: number;
  message: string;
  /** Set where a client must tell this refusal from others. */
  code?: ApiErrorCode;
}

export interface Me {
  sub: string;
  name: string;
  email: string;
  studentId: string | null;
  organization: string | null;
  permissions: string[];
  /** True when the identity provider's token supplies organization and student id: nobody edits them here. */
  identityManaged: boolean;
}

/** First sign-in: sets what is unset; repeating the stored values is harmless, changing them is refused. */
export interface UpdateMeRequest {
  studentId: string;
  organization: string;
}

/** A user as the admin's student-identity page lists them (`GET /api/users`). */
export interface UserIdentity {
  sub: string;
  name: string;
  email: string;
  studentId: string | null;
  organization: string | null;
  /** Who set the identity last; null for profiles older than the rule. */
  identitySource: 'student' | 'admin' | 'provider' | null;
  identitySetAt: string | null;
  /** The sub of whoever set it last. */
  identitySetBy: string | null;
  /** Another user of the organization holds the same student id (stored before ids were unique). */
  conflict: boolean;
}

export interface UserIdentityQuery {
  organization?: string;
  /** Part of the name, e-mail or student id. */
  q?: string;
  page?: number;
  pageSize?: number;
}

/** `PATCH /api/users/:sub` (read:admin): what is left out stays. */
export interface UpdateUserIdentityRequest {
  studentId?: string;
  organization?: string;
}

export interface Organization {
  id: number;
  name: string;
}

/** Only finished exams are submitted; training is never stored. */
/** A practice exam, an official one, or an adaptive run (a staircase that finds a threshold). */
export type SubmissionMode = 'exam' | 'official' | 'adaptive';

export interface OfficialExamRequest {
  area: AreaId;
  /** A scheduled exam of the area (its window, attempts, time limit and organizations apply); absent: the built-in one. */
  scheduleId?: string;
}

export type AudioBranch = 'original' | 'processed';

/**
 * An issued official exam: sealed. No seed and no question parameter ever reaches the
 * browser; each question's sound comes from
 * `GET /api/official-exams/:examId/questions/:n/audio/:branch` (n from 0), rendered on the server.
 */
export interface OfficialExam {
  examId: string;
  area: AreaId;
  /** What the answer form needs: the area's official settings, the same for every student. */
  settings: unknown;
  questionCount: number;
  /** From issue to close; audio and answers are refused after it. */
  timeLimitSeconds: number;
  issuedAt: string;
  expiresAt: string;
  /** For question n, the first question whose original sound is the same one: fetch it once. */
  originals: number[];
  /** How the A/B switch fades between the two sounds of this exam. */
  fadeLaw: 'equal-gain' | 'equal-power';
  /** True when the processed sound was level-matched (BS.1770) to the original on the server. */
  levelMatched: boolean;
  /** Attempts this student may make at this exam, this one included, and which of them counts. */
  attemptsAllowed: number;
  attemptsUsed: number;
  countedAttempt: CountedAttempt;
  /** The scheduled exam this one was issued for; null for the built-in official exam of the area. */
  scheduleId: string | null;
  /** The scheduled exam's title; null for the built-in one. */
  title: string | null;
  /**
   * The loop of the programme library (src/audio/programme, its id) the sounds are rendered on
   * and the questions made for; null: pink noise (the built-in exam always).
   */
  programme: string | null;
}

export interface SubmissionRequest {
  /** Client-generated UUID; resubmitting the same id is a no-op that returns the stored receipt. */
  submitId: string;
  area: AreaId;
  mode: SubmissionMode;
  /**
   * The area definition's `version` the exam was made with. The server scores with that
   * version or refuses (409, code 'generator-version'); a request without it, queued by an
   * older SPA, counts as version 1.
   */
  generatorVersion: number;
  /** Required when mode is 'official': the exam the server issued. */
  examId?: string;
  /** Adaptive runs only: the dimension of the area's adaptive mode (its id), with the seed. */
  dimension?: string;
  /** Practice exams and adaptive runs: the client's seed, settings and question count (the server re-generates). */
  seed?: Seed;
  settings?: unknown;
  questionCount?: number;
  /** ISO 8601 timestamps, browser clock. An official exam is timed by the server instead. */
  startedAt: string;
  finishedAt: string;
  /** One answer per question, in order; the shape is the area's answer type. */
  answers: unknown[];
  /** What the client computed; stored for comparison only, never trusted. */
  clientScore?: number;
  /** Adaptive runs: the threshold the client computed; stored for comparison only, never trusted. */
  clientThreshold?: number;
  /** Localization and distance: the headphone check's result when the exam was taken. */
  headphoneCheck?: HeadphoneCheckResult;
  /**
   * Practice exams and adaptive runs: the loop of the programme library (its id) the questions
   * were made for and played on (their QuestionContext); absent or null for anything else.
   */
  programme?: string | null;
}

/** The headphone check (Woods et al. 2017): passed, failed, or not taken in this session. */
export const HEADPHONE_CHECK_RESULTS = ['passed', 'failed', 'not-taken'] as const;

/** Whether a result was handed in, or recorded by the server when its exam closed without one (score 0). */
export type SubmissionOutcome = 'submitted' | 'not-submitted';

/**
 * Official exams answered faster than their sounds could be heard (server/api/submissions/listening-check.ts):
 * 'unheard', a question's sound was never fetched; 'too-fast', less than one loop per question.
 */
export type ListeningFlag = 'unheard' | 'too-fast';

/** When the server served an official exam's sounds and received its answers. */
export interface ListeningTimeline {
  /** The first sound served (ISO 8601); null when none was. */
  firstSoundAt: string | null;
  /** Per question: seconds after the first sound when its sound was first served; null when never. */
  questions: (number | null)[];
  answeredAfterSeconds: number;
}

/** Which of a student's attempts at an official exam counts. */
export type CountedAttempt = 'best' | 'last' | 'first';
export type HeadphoneCheckResult = (typeof HEADPHONE_CHECK_RESULTS)[number];

/** One question of a finished official exam as the server scored it (the answer view's input). */
export interface ReviewedQuestion {
  question: unknown;
  answer: unknown;
  credit: number;
  correct: boolean;
  details?: Readonly<Record<string, number | string | boolean>>;
}

/** `GET /api/me/submissions/:submitId/review`: one of the student's own submitted exams, question by question. */
export interface SubmissionReview {
  submitId: string;
  area: AreaId;
  mode: 'exam' | 'official';
  settings: unknown;
  generatorVersion: number;
  score: number;
  correctRate: number;
  startedAt: string;
  finishedAt: string;
  /** The questions as they were asked, the student's answers and the server's credit for each. */
  items: ReviewedQuestion[];
  /** The loop of the programme library the exam was played on (its id); null for pink noise or a file. */
  programme: string | null;
  /** Where the review's sound comes from: 'browser' (a practice exam: the browser renders each question from `question`), 'server' (an official exam: `GET .../questions/:n/audio/:branch`). */
  sound: 'browser' | 'server';
}

export interface SubmissionReceipt {
  submitId: string;
  /** The server's score, 0 to 100 (mean credit over the questions). */
  score: number;
  /** Percentage of questions answered fully right. */
  correctRate: number;
  questionCount: number;
  /** True when this submitId had already been stored. */
  duplicate: boolean;
  /** Official exams: the questions, answers and credits, revealed now that the exam is over. */
  review?: ReviewedQuestion[];
  /** Adaptive runs: the threshold the server computed from the replayed run. */
  threshold?: AdaptiveThreshold;
}

/**
 * Where a threshold lies beyond the ladder's end given as the threshold: `atOrBelow` it, or
 * `atOrAbove` it (src/exam-contract's `ThresholdBound`); null for an estimate within the ladder.
 */
export type ThresholdBoundClaim = 'atOrBelow' | 'atOrAbove' | null;

/** A threshold in the units of its area's dimension, with a 95 % interval. */
export interface AdaptiveThreshold {
  dimension: string;
  /** Null when the run stopped at its trial cap before enough reversals to estimate one. */
  threshold: number | null;
  low: number | null;
  high: number | null;
  bound: ThresholdBoundClaim;
  trials: number;
}

export type ReportKind = 'practice' | 'official';

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SubmissionRow {
  submitId: string;
  submittedAt: string;
  durationSeconds: number;
  questionCount: number;
  score: number;
  correctRate: number;
  official: boolean;
  /** Localization and distance: the headphone check when the exam was taken; null elsewhere. */
  headphoneCheck?: HeadphoneCheckResult | null;
  /** 'not-submitted': an official exam that closed without its answers, recorded with score 0. */
  outcome: SubmissionOutcome;
}

export interface ReportSummary {
  count: number;
  averageScore: number | null;
  bestScore: number | null;
}

/** Official exams also name which attempt counts and the score it gives (null without attempts). */
export interface OfficialReportSummary extends ReportSummary {
  countedAttempt: CountedAttempt;
  countedScore: number | null;
}

export interface ProgressPoint {
  submittedAt: string;
  /** 0 to 100, partial credit included: the one figure the report's cards and chart show. */
  score: number;
  correctRate: number;
  official: boolean;
  /** The difficulty preset the exam's settings match (an id of its area's presets); null for settings no preset names. */
  difficulty: string | null;
}

/** A student's own submission: the report row plus what it was practised at (shown behind the row's details). */
export interface OwnSubmissionRow extends SubmissionRow {
  /** The difficulty preset its settings match; null for custom settings. */
  difficulty: string | null;
  /** The settings the exam was made with, as stored. */
  settings: unknown;
  /** The loop of the programme library it was played on (its id); null: pink noise or a file. */
  programme?: string | null;
}

/** Practice at one difficulty: averages are never mixed across difficulties. */
export interface DifficultySummary extends ReportSummary {
  /** A preset id of the area, easiest first; null for custom settings (listed last). */
  difficulty: string | null;
}

export interface PracticeReportSummary extends ReportSummary {
  byDifficulty: DifficultySummary[];
}

/** GET /api/reports/:area?kind=practice|official&page=1&pageSize=20 */
export interface OwnReport extends Page<OwnSubmissionRow> {
  area: AreaId;
  kind: ReportKind;
  summary: { practice: PracticeReportSummary; official: OfficialReportSummary };
  /** Oldest first, both kinds, for the chart. */
  progress: ProgressPoint[];
}

export interface TotalReportFilters {
  organization?: string;
  /** ISO date (yyyy-mm-dd), inclusive. */
  from?: string;
  /** ISO date (yyyy-mm-dd), inclusive. */
  to?: string;
  submitId?: string;
  /** Matches the user's name or e-mail, case-insensitive substring. */
  user?: string;
  studentId?: string;
}

export type TotalReportView = 'users' | 'submissions';

export interface TotalReportUserRow {
  sub: string;
  user: string;
  studentId: string | null;
  name: string;
  organization: string | null;
  submitCount: number;
  averageScore: number;
  maxScore: number;
  /** Official kind only: the score of the attempt that counts (the report's `countedAttempt`). */
  countedScore?: number;
}

export interface TotalReportSubmissionRow extends SubmissionRow {
  sub: string;
  user: string;
  studentId: string | null;
  name: string;
  organization: string | null;
  /** Official exams answered faster than their sounds could be heard; admins only, never in a student's own report. */
  listeningFlag: ListeningFlag | null;
  listeningTimeline: ListeningTimeline | null;
}

/**
 * GET /api/total-reports/:area?{filters}&kind=practice|official&view=users|submissions
 *   &page=1&pageSize=20&sort=<column>&order=asc|desc
 * GET /api/total-reports/:area/export with the same query streams the rows as CSV.
 */
export type TotalReport = (
  | (Page<TotalReportUserRow> & { area: AreaId; kind: ReportKind; view: 'users' })
  | (Page<TotalReportSubmissionRow> & { area: AreaId; kind: ReportKind; view: 'submissions' })
) & {
  /** Official kind only: which attempt of each student counts (the users view's `countedScore`). */
  countedAttempt?: CountedAttempt;
};

/** The columns the API sorts each total-report view by; anything else is a 400. */
export const TOTAL_REPORT_SORT_COLUMNS = {
  users: ['user', 'studentId', 'name', 'organization', 'submitCount', 'averageScore', 'maxScore', 'countedScore'],
  submissions: [
    'submittedAt',
    'submitId',
    'user',
    'studentId',
    'name',
    'organization',
    'durationSeconds',
    'questionCount',
    'score',
    'correctRate',
  ],
} as const;

export type TotalReportUserSort = (typeof TOTAL_REPORT_SORT_COLUMNS.users)[number];
export type TotalReportSubmissionSort = (typeof TOTAL_REPORT_SORT_COLUMNS.submissions)[number];

export const TOTAL_REPORT_DEFAULT_SORT = {
  users: { sort: 'user', order: 'asc' },
  submissions: { sort: 'submittedAt', order: 'desc' },
} as const satisfies Record<TotalReportView, { sort: string; order: 'asc' | 'desc' }>;

/** A recording a teacher uploaded for an instrument of the timbre catalogue. */
export interface InstrumentRecording {
  id: string;
  instrument: string;
  fileName: string;
  sizeBytes: number;
  durationSeconds: number;
  /** Integrated loudness (BS.1770) measured at upload; null for one stored before it was measured. */
  loudnessLufs: number | null;
  uploadedAt: string;
}

/**
 * A scheduled official exam (`POST /api/official-exam-schedules`, read:admin): an area's exam with
 * the teacher's settings, for students of some organizations, open between two times.
 */
export interface OfficialExamScheduleRequest {
  area: AreaId;
  title: string;
  /** Organization ids: who may take it. */
  organizations: number[];
  /** Validated by the area, as practice settings are. */
  settings: unknown;
  questionCount: number;
  /** ISO 8601; `closesAt` after `opensAt`, and not in the past when created. */
  opensAt: string;
  closesAt: string;
  /** From a student's start to the end of their attempt (cut at `closesAt`). */
  timeLimitSeconds: number;
  /** Attempts per student, at least 1. */
  attempts: number;
  counts: CountedAttempt;
  /**
   * The material: a loop of the programme library (its id) the questions are made for and their
   * sounds rendered on; null or absent: pink noise. Only for settings whose questions play the
   * programme (not a sound of their own).
   */
  programme?: string | null;
}

/**
 * `PATCH /api/official-exam-schedules/:id`: what is left out stays. Once someone has started the
 * exam only `closesAt` may move, and only earlier (closing it early: `closesAt` now).
 */
export type OfficialExamScheduleUpdate = Partial<OfficialExamScheduleRequest>;

/** By the server's clock: before `opensAt`, until `closesAt`, after. */
export type ScheduleStatus = 'upcoming' | 'open' | 'closed';

export interface OfficialExamSchedule extends Omit<OfficialExamScheduleRequest, 'organizations' | 'programme'> {
  id: string;
  organizations: Organization[];
  /** The loop of the programme library it is played on; null: pink noise. */
  programme: string | null;
  status: ScheduleStatus;
  /** Someone has started it: it is no longer edited or deleted, only closed early. */
  started: boolean;
  createdAt: string;
  updatedAt: string;
  /** A student's list only: attempts this student has used, and the exam they have open now. */
  attemptsUsed?: number;
  openExamId?: string | null;
  /** A read:admin list only: students who started it, and who handed it in. */
  startedCount?: number;
  submittedCount?: number;
}

/**
 * `GET /api/official-exam-schedules`: a student gets the open and upcoming exams of their
 * organization; a read:admin holder gets all of them, filtered by these.
 */
export interface OfficialExamScheduleQuery {
  status?: ScheduleStatus;
  area?: AreaId;
  organization?: string;
}

export interface OfficialExamScheduleList {
  rows: OfficialExamSchedule[];
}

/** `GET /api/official-exam-schedules/:id/preview`: a sample question as the students will hear it, with its answer. */
export interface SchedulePreview {
  /** The sample's number (0-based) among the previews; audio at `.../preview/audio/:branch?sample=n`. */
  sample: number;
  samples: number;
  question: unknown;
  /** The area's `rightAnswer` of the sample question. */
  answer: unknown;
}

/**
 * `POST /api/official-exam-schedules/preview` (its sound: `.../preview/audio/:branch`): a sample of
 * settings not saved yet, checked as a new exam's are; the same settings give the same samples.
 */
export interface SchedulePreviewDraft {
  area: AreaId;
  settings: unknown;
  /** The material, as in OfficialExamScheduleRequest. */
  programme?: string | null;
  /** 0-based, below `SchedulePreview.samples`. */
  sample: number;
}

/** Where a student stands with a scheduled exam. 'flagged': handed in, but answered faster than it could be heard. */
export type ScheduleStudentStatus = 'not-started' | 'in-progress' | 'submitted' | 'not-submitted' | 'flagged';

export interface ScheduleResultRow {
  sub: string;
  name: string;
  email: string;
  studentId: string | null;
  organization: string | null;
  status: ScheduleStudentStatus;
  attemptsUsed: number;
  /** The attempt that counts under the schedule's rule; null before any is finished. */
  countedScore: number | null;
  countedCorrectRate: number | null;
  /** Seconds the counted attempt took (server clock). */
  durationSeconds: number | null;
  headphoneCheck: HeadphoneCheckResult | null;
  listeningFlag: ListeningFlag | null;
  /** The counted attempt's submission (opens its review). */
  submitId: string | null;
}

export interface ScoreBin {
  /** Inclusive lower bound; the last bin also holds 100. */
  from: number;
  to: number;
  count: number;
}

/** Per question position (0-based): how the counted attempts did on it. */
export interface ItemPosition {
  position: number;
  answered: number;
  correctRate: number;
  averageCredit: number;
}

/** Per right answer (the area's `rightAnswer`, e.g. a band and a gain): how often it was found, and the most common wrong answer. */
export interface ItemAnswer {
  answer: unknown;
  asked: number;
  correctRate: number;
  confusion: { answer: unknown; count: number } | null;
}

/** A scheduled exam's class at a glance. */
export interface ScheduleResultsSummary {
  /** The roster: the students who could take it. */
  students: number;
  /** Students who handed in at least one attempt. */
  handedIn: number;
  /** handedIn of students, in percent (one decimal); null without students. */
  completionRate: number | null;
  /** How many counted scores there are (an exam not handed in counts 0 once it expired). */
  scored: number;
  /** Mean and median of the counted scores (one decimal); null without any. */
  mean: number | null;
  median: number | null;
}

export interface ScheduleResults {
  schedule: OfficialExamSchedule;
  /** The students who could take it: those of its organizations who joined before it closed, and anyone else who took it; no teachers. */
  rows: ScheduleResultRow[];
  summary: ScheduleResultsSummary;
  statusCounts: Record<ScheduleStudentStatus, number>;
  /** Counted scores in ten bins of 10 points. */
  distribution: ScoreBin[];
  items: { positions: ItemPosition[]; answers: ItemAnswer[] };
  /** What the counted attempts confused (`AreaDefinition.confusions`). */
  confusions: ConfusionCountRow[];
}

export interface StudentAreaSummary {
  area: AreaId;
  practice: ReportSummary;
  official: ReportSummary;
  /** Oldest first, both kinds: score per finished exam, a practice exam's with its difficulty preset (null: custom settings). */
  points: { submittedAt: string; score: number; official: boolean; difficulty: string | null }[];
  /**
   * The practice trend within the difficulty of the latest practice exam (a preset id; null for
   * custom settings, then those same settings only): the least-squares slope of its scores, points
   * per week, null with fewer than 2 exams there or less than a week between the first and the
   * last. null without practice.
   */
  practiceTrend: { difficulty: string | null; perWeek: number | null } | null;
  /** Per adaptive dimension with a threshold: the first and the latest, and how many runs gave one. */
  thresholds: StudentAreaThreshold[];
}

export interface StudentAreaThreshold {
  dimension: string;
  /** The dimension's unit (src/exam-contract's `AdaptiveUnit`), for the page to write values in. */
  unit: string;
  runs: number;
  first: ThresholdPoint;
  latest: ThresholdPoint;
}

/** `GET /api/students/:sub/summary` (read:admin): one student across areas. */
export interface StudentSummary {
  student: Pick<UserIdentity, 'sub' | 'name' | 'email' | 'studentId' | 'organization'>;
  areas: StudentAreaSummary[];
}

/** How the last few practice scores at a level move: fitted over up to five exams. */
export type ProgressTrend = 'up' | 'down' | 'flat';

/**
 * What to do next in an area: `start` (untried), `practise` (only official exams so far),
 * `again` (the last score dropped), `harder` (consistently high: `difficulty` names the next
 * preset), `official` (ready for the official exam, none taken yet), `keep` (keep practising).
 */
export type ProgressStep = 'start' | 'practise' | 'again' | 'harder' | 'official' | 'keep';

export interface AreaProgress {
  area: AreaId;
  practiceCount: number;
  officialCount: number;
  /**
   * The level earned: the hardest preset at which the student has met `LEVEL_RULE`
   * (src/lib/level-rule.ts), and its 1-based place among the area's presets (easiest first);
   * null before any.
   */
  level: { preset: string; number: number } | null;
  /** How many difficulty presets the area has. */
  levelCount: number;
  /** The difficulty of the latest practice exam (a preset id); null for custom settings or before any practice. */
  practisedAt: string | null;
  /** The latest exam of either kind. */
  last: { score: number; submittedAt: string; official: boolean; outcome: SubmissionOutcome } | null;
  /** Up to five latest practice scores at `practisedAt` (custom settings: the same settings), oldest first. */
  recentScores: number[];
  /** null with fewer than two of them. */
  trend: ProgressTrend | null;
  next: { step: ProgressStep; difficulty: string | null };
}

/** `GET /api/me/progress`: the caller's own standing in every area, in the registry's order. */
export interface OwnProgress {
  /** Every exam of the caller, both kinds: 0 on a first visit. */
  submissionCount: number;
  areas: AreaProgress[];
}

/** How often one category was answered for another (`AreaDefinition.confusions`), summed. */
export interface ConfusionCountRow {
  axis: string;
  asked: string;
  answered: string;
  count: number;
}

/** One adaptive run's threshold, in the units of its dimension (null: the run gave none). */
export interface ThresholdPoint {
  submitId: string;
  finishedAt: string;
  threshold: number | null;
  low: number | null;
  high: number | null;
  bound: ThresholdBoundClaim;
  trials: number;
}

/** `GET /api/reports/:area/learning`: the student's thresholds over time and what they confuse. */
export interface OwnLearningReport {
  area: AreaId;
  /** Per dimension with runs, oldest run first (the last 100), in the dimension's unit (an `AdaptiveUnit`). */
  thresholds: { dimension: string; unit: string; runs: ThresholdPoint[] }[];
  /** Over every exam and run of the area. */
  confusions: ConfusionCountRow[];
}

export interface StudentThreshold {
  sub: string;
  name: string;
  studentId: string | null;
  organization: string | null;
  runs: number;
  /** The student's latest run that gave a threshold. */
  latest: ThresholdPoint;
}

/** `GET /api/total-reports/:area/learning`: the class's latest thresholds per dimension and its confusions. */
export interface ClassLearningReport {
  area: AreaId;
  /** Per dimension, in its unit (an `AdaptiveUnit`). */
  thresholds: { dimension: string; unit: string; students: StudentThreshold[] }[];
  confusions: ConfusionCountRow[];
}
