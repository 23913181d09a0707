/**
 * Stores a finished adaptive run once. The server replays the staircase from the run's seed
 * and answers with the area's own pure code (src/exam-contract/adaptive/adaptive-run.ts) and
 * stores the threshold it computes; the client's is kept for audit only.
 */
import { countConfusions, scoreAdaptiveRun, type AreaDefinition } from '../../../src/exam-contract';
import type { AdaptiveThreshold, SubmissionReceipt, SubmissionRequest, ThresholdBoundClaim } from '../../../src/api-contract';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { examTimes } from '../submissions/exam-times';
import { checkGeneratorVersion } from '../submissions/generator-version';
import { contextOf, requestedProgramme } from '../submissions/programme-context';
import type { UserProfile } from '../users/user-profile';

export interface RecordedRun {
  receipt: SubmissionReceipt;
  created: boolean;
}

interface RunRow {
  user_sub: string;
  dimension: string;
  trial_count: number;
  correct_rate: number;
  threshold: number | null;
  threshold_low: number | null;
  threshold_high: number | null;
  threshold_bound: ThresholdBoundClaim;
}

function receiptOf(submitId: string, row: RunRow, duplicate: boolean): SubmissionReceipt {
  const threshold: AdaptiveThreshold = {
    dimension: row.dimension,
    threshold: row.threshold,
    low: row.threshold_low,
    high: row.threshold_high,
    bound: row.threshold_bound,
    trials: row.trial_count,
  };
  return { submitId, score: row.correct_rate, correctRate: row.correct_rate, questionCount: row.trial_count, duplicate, threshold };
}

async function storedRun(db: Queryable, submitId: string, sub: string): Promise<RecordedRun | null> {
  const row = (
    await db.query<RunRow>(
      `SELECT user_sub, dimension, trial_count, correct_rate, threshold, threshold_low, threshold_high, threshold_bound
         FROM adaptive_runs WHERE submit_id = $1`,
      [submitId],
    )
  )[0];
  if (!row) return null;
  if (row.user_sub !== sub) throw httpError(409, 'This submitId belongs to another submission');
  return { receipt: receiptOf(submitId, row, true), created: false };
}

export async function recordAdaptiveRun(db: Queryable, definition: AreaDefinition, profile: UserProfile, request: SubmissionRequest): Promise<RecordedRun> {
  const earlier = await storedRun(db, request.submitId, profile.sub);
  if (earlier) return earlier;
  const { seed, dimension } = request;
  if (seed === undefined || dimension === undefined) throw httpError(400, 'An adaptive run needs its seed and dimension');
  checkGeneratorVersion(definition, request.generatorVersion);
  const programme = requestedProgramme(request.programme);
  const times = examTimes(request);
  // Its trials were made for the loop they were played on (EQ's bands).
  const run = scoreAdaptiveRun(definition, dimension, seed, request.answers, contextOf(programme));
  if (!run.ok) {
    throw httpError(400, run.reason === 'unknownDimension' ? `The ${definition.id} area has no adaptive dimension '${dimension}'` : 'Answers after the run stopped');
  }
  if (!run.state.finished) throw httpError(400, `The run has not stopped: ${run.trials.length} answers, and the staircase wants more`);
  const { estimate } = run;
  const row: RunRow = {
    user_sub: profile.sub,
    dimension,
    trial_count: run.trials.length,
    correct_rate: run.correctRate,
    threshold: estimate?.threshold ?? null,
    threshold_low: estimate?.low ?? null,
    threshold_high: estimate?.high ?? null,
    threshold_bound: estimate?.bound ?? null,
  };
  const track = run.state.trials.map((trial) => ({ level: trial.level, correct: trial.correct, reversal: trial.reversal }));
  const confusions = countConfusions(run.trials.flatMap((trial) => trial.confusions));
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO adaptive_runs (submit_id, user_sub, area, dimension, seed, answers, trial_count, threshold, threshold_low,
        threshold_high, track, correct_rate, confusions, client_threshold, started_at, finished_at, duration_seconds,
        organization_id, student_id, generator_version, threshold_bound, programme)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11::jsonb, $12, $13::jsonb, $14, $15, $16, $17, $18, $19, $20, $21, $22)
     ON CONFLICT (submit_id) DO NOTHING
     RETURNING id`,
    [
      request.submitId,
      profile.sub,
      definition.id,
      dimension,
      seed,
      JSON.stringify(request.answers),
      row.trial_count,
      row.threshold,
      row.threshold_low,
      row.threshold_high,
      JSON.stringify(track),
      row.correct_rate,
      JSON.stringify(confusions),
      request.clientThreshold ?? null,
      times.startedAt.toISOString(),
      times.finishedAt.toISOString(),
      times.durationSeconds,
      profile.organizationId,
      profile.studentId,
      request.generatorVersion,
      row.threshold_bound,
      programme,
    ],
  );
  if (inserted.length > 0) return { receipt: receiptOf(request.submitId, row, false), created: true };
  const raced = await storedRun(db, request.submitId, profile.sub);
  if (raced) return raced;
  throw httpError(409, 'This submitId is already in use');
}
