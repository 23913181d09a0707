import type { SubmissionRequest } from '../../../src/api-contract';
import { httpError } from '../http-error';

const MAX_DURATION_SECONDS = 24 * 60 * 60;

export interface ExamTimes {
  startedAt: Date;
  finishedAt: Date;
  durationSeconds: number;
}

export function examTimes(request: Pick<SubmissionRequest, 'startedAt' | 'finishedAt'>): ExamTimes {
  const started = Date.parse(request.startedAt);
  const finished = Date.parse(request.finishedAt);
  if (Number.isNaN(started) || Number.isNaN(finished)) throw httpError(400, 'startedAt and finishedAt must be ISO 8601 times');
  const seconds = (finished - started) / 1000;
  if (seconds < 0) throw httpError(400, 'finishedAt is before startedAt');
  if (seconds > MAX_DURATION_SECONDS) throw httpError(400, 'An exam cannot take more than a day');
  return { startedAt: new Date(started), finishedAt: new Date(finished), durationSeconds: Math.round(seconds * 10) / 10 };
}
