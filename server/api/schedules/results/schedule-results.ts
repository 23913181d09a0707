/**
 * `GET /api/official-exam-schedules/:id/results`: every student who could take it
 * (schedule-results-data.ts, readRoster) with where they stand, the counted attempt of each
 * under the schedule's rule, the class's completion, mean and median, the score distribution
 * and the item analysis.
 */
import { countConfusions, examConfusions } from '../../../../src/exam-contract';
import {
  SCHEDULE_STUDENT_STATUSES,
  type CountedAttempt,
  type HeadphoneCheckResult,
  type ListeningFlag,
  type ScheduleResultRow,
  type ScheduleResults,
  type ScheduleResultsSummary,
  type ScheduleStudentStatus,
  type ScoreBin,
  type SubmissionOutcome,
} from '../../../../src/api-contract';
import type { AreaDefinitions } from '../../areas';
import type { Queryable } from '../../db';
import { httpError } from '../../http-error';
import { storedQuestions } from '../../official-exams/sealed-exams';
import { findScheduleRow, toSchedule } from '../schedule-store';
import { countedAttemptOf } from './schedule-results-counted';
import { readAnsweredExams, readIssuedAttempts, readRoster, type IssuedAttempt, type RosterEntry } from './schedule-results-data';
import { itemAnalysis, type HandedInAttempt } from './schedule-results-items';

export interface ScheduleResultsDeps {
  db: Queryable;
  areas: AreaDefinitions;
  /** Where each student stands depends on the time (tests move it). */
  clock: () => Date;
}

export { SCHEDULE_STUDENT_STATUSES };

/** A finished attempt: a submission (handed in, or the server's not-submitted record), or an exam that expired without one. */
interface FinishedAttempt {
  finishedAt: number;
  order: number;
  score: number;
  correctRate: number;
  durationSeconds: number;
  headphoneCheck: HeadphoneCheckResult | null;
  listeningFlag: ListeningFlag | null;
  outcome: SubmissionOutcome;
  submitId: string | null;
  issued: IssuedAttempt;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * An exam past its time limit without a submission counts as the not-submitted record the
 * server will write for it once the queue's grace is over (score 0, finished at expiry), so
 * the results do not change when that record appears.
 */
function finishedAttemptOf(issued: IssuedAttempt, now: number): FinishedAttempt | null {
  if (issued.submissionId !== null && issued.finishedAt !== null && issued.outcome !== null) {
    return {
      finishedAt: issued.finishedAt,
      order: issued.submissionId,
      score: issued.score ?? 0,
      correctRate: issued.correctRate ?? 0,
      durationSeconds: issued.durationSeconds ?? 0,
      headphoneCheck: issued.headphoneCheck,
      listeningFlag: issued.listeningFlag,
      outcome: issued.outcome,
      submitId: issued.submitId,
      issued,
    };
  }
  if (issued.usedAt !== null || issued.expiresAt > now) return null;
  return {
    finishedAt: issued.expiresAt,
    order: Number.MAX_SAFE_INTEGER,
    score: 0,
    correctRate: 0,
    durationSeconds: Math.max(0, (issued.expiresAt - (issued.startedAt ?? issued.issuedAt)) / 1000),
    headphoneCheck: null,
    listeningFlag: null,
    outcome: 'not-submitted',
    submitId: null,
    issued,
  };
}

const isOpen = (issued: IssuedAttempt, now: number): boolean => issued.usedAt === null && issued.expiresAt > now;

function statusOf(exams: readonly IssuedAttempt[], finished: readonly FinishedAttempt[], counted: FinishedAttempt | null, now: number): ScheduleStudentStatus {
  if (exams.length === 0) return 'not-started';
  if (exams.some((exam) => isOpen(exam, now))) return 'in-progress';
  if (counted?.listeningFlag) return 'flagged';
  return finished.some((attempt) => attempt.outcome === 'submitted') ? 'submitted' : 'not-submitted';
}

interface StudentResult {
  row: ScheduleResultRow;
  counted: FinishedAttempt | null;
  handedIn: boolean;
}

function studentResult(student: RosterEntry, exams: readonly IssuedAttempt[], rule: CountedAttempt, now: number): StudentResult {
  const finished = exams.map((exam) => finishedAttemptOf(exam, now)).filter((a): a is FinishedAttempt => a !== null);
  const counted = countedAttemptOf(finished, rule);
  return {
    counted,
    handedIn: finished.some((attempt) => attempt.outcome === 'submitted'),
    row: {
      sub: student.sub,
      name: student.name,
      email: student.email,
      studentId: student.studentId,
      organization: student.organization,
      status: statusOf(exams, finished, counted, now),
      attemptsUsed: exams.length,
      countedScore: counted?.score ?? null,
      countedCorrectRate: counted?.correctRate ?? null,
      durationSeconds: counted ? round1(counted.durationSeconds) : null,
      headphoneCheck: counted?.headphoneCheck ?? null,
      listeningFlag: counted?.listeningFlag ?? null,
      submitId: counted?.submitId ?? null,
    },
  };
}

/** Ten bins of 10 points; 100 falls in the last. */
export function scoreDistribution(scores: readonly number[]): ScoreBin[] {
  const bins = Array.from({ length: 10 }, (_, i): ScoreBin => ({ from: i * 10, to: i * 10 + 10, count: 0 }));
  for (const score of scores) {
    const bin = bins[Math.min(9, Math.max(0, Math.floor(score / 10)))];
    if (bin) bin.count += 1;
  }
  return bins;
}

const median = (sorted: readonly number[]): number | null => {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Completion (handed in of the roster) and the counted scores' mean and median. */
export function resultsSummary(students: number, handedIn: number, scores: readonly number[]): ScheduleResultsSummary {
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = median(sorted);
  return {
    students,
    handedIn,
    completionRate: students === 0 ? null : round1((handedIn / students) * 100),
    scored: sorted.length,
    mean: sorted.length === 0 ? null : round1(sorted.reduce((sum, score) => sum + score, 0) / sorted.length),
    median: middle === null ? null : round1(middle),
  };
}

export async function scheduleResults({ db, areas, clock }: ScheduleResultsDeps, id: string): Promise<ScheduleResults> {
  const scheduleRow = await findScheduleRow(db, id);
  if (!scheduleRow) throw httpError(404, `No scheduled exam ${id}`);
  const [roster, issued] = await Promise.all([readRoster(db, id), readIssuedAttempts(db, id)]);
  const nowDate = clock();
  const now = nowDate.getTime();
  const schedule = toSchedule(scheduleRow, nowDate);
  const definition = areas[schedule.area];

  const examsOf = new Map<string, IssuedAttempt[]>();
  for (const exam of issued) {
    const list = examsOf.get(exam.sub);
    if (list) list.push(exam);
    else examsOf.set(exam.sub, [exam]);
  }
  const results = roster.map((student) => studentResult(student, examsOf.get(student.sub) ?? [], schedule.counts, now));
  const rows = results.map((r) => r.row);

  const statusCounts = Object.fromEntries(SCHEDULE_STUDENT_STATUSES.map((s) => [s, 0])) as Record<ScheduleStudentStatus, number>;
  for (const row of rows) statusCounts[row.status] += 1;
  const handedInIds = results.flatMap((r) => (r.counted?.outcome === 'submitted' ? [r.counted.issued.examId] : []));
  const handedIn: HandedInAttempt[] = (await readAnsweredExams(db, handedInIds)).map((exam) => ({
    questions: storedQuestions(definition, exam),
    answers: exam.answers,
  }));

  const scores = rows.flatMap((row) => (row.countedScore === null ? [] : [row.countedScore]));
  return {
    schedule,
    rows,
    summary: resultsSummary(rows.length, results.filter((r) => r.handedIn).length, scores),
    statusCounts,
    distribution: scoreDistribution(scores),
    items: itemAnalysis(definition, handedIn, schedule.questionCount),
    // The counted attempts' confusions, as the item analysis counts them.
    confusions: countConfusions(handedIn.flatMap((attempt) => examConfusions(definition, attempt.questions, attempt.answers))),
  };
}
