import type { HeadphoneCheckResult, SubmissionOutcome, SubmissionRow } from '../../../src/api-contract';

/** The submission columns every report selects (alias `s`). */
export const SUBMISSION_COLUMNS =
  's.id, s.submit_id, s.finished_at, s.duration_seconds, s.question_count, s.score, s.correct_rate, s.official, s.headphone_check, s.outcome';

export interface SubmissionDbRow {
  id: number | string;
  submit_id: string;
  finished_at: Date | string;
  duration_seconds: number;
  question_count: number;
  score: number;
  correct_rate: number;
  official: boolean;
  headphone_check: HeadphoneCheckResult | null;
  outcome: SubmissionOutcome;
}

export const isoTime = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export const toSubmissionRow = (row: SubmissionDbRow): SubmissionRow => ({
  submitId: row.submit_id,
  submittedAt: isoTime(row.finished_at),
  durationSeconds: Number(row.duration_seconds),
  questionCount: row.question_count,
  score: Number(row.score),
  correctRate: Number(row.correct_rate),
  official: row.official,
  headphoneCheck: row.headphone_check,
  outcome: row.outcome,
});

/** `round(avg(x), 1)` as a JS number, whichever driver returns it. */
export const nullableNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));
