/**
 * The request a finished exam hands to the submission queue (src/exam/submission-queue.ts), one
 * builder per kind of result the API stores: a practice exam, an adaptive run, an official exam.
 * Training sends nothing.
 */
import type { ProgrammeLoopId } from '../audio/programme';
import type { SubmissionRequest } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import type { Seed } from '../lib/rng';
import type { ExamServices } from './exam-types';

/** Who made the result: the area, its generator's version, and the services that name it. */
export interface SubmissionSource {
  area: AreaId;
  /** The server scores only with the version of the generator the exam was made with. */
  generatorVersion: number;
  services: Pick<ExamServices, 'randomId' | 'headphoneCheck'>;
}

/** When the run went on (milliseconds since the epoch); without a start, it is timed from its finish. */
export interface RunTimes {
  startedAt: number | null;
  finishedAt: number;
}

/** What every request says besides its kind: its version, its times, and the headphone check where the area has one. */
function common({ generatorVersion, services }: SubmissionSource, { startedAt, finishedAt }: RunTimes) {
  return {
    generatorVersion,
    startedAt: new Date(startedAt ?? finishedAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    ...(services.headphoneCheck ? { headphoneCheck: services.headphoneCheck() } : {}),
  };
}

/** The server re-generates a practice exam's questions for the loop they were made for. */
const playedOn = (programme: ProgrammeLoopId | null) => (programme === null ? {} : { programme });

export interface PracticeExamResult {
  seed: Seed;
  settings: unknown;
  questionCount: number;
  programme: ProgrammeLoopId | null;
  answers: readonly unknown[];
  /** The score the browser computed, stored beside the server's for comparison. */
  clientScore: number;
}

export function practiceExamRequest(source: SubmissionSource, times: RunTimes, result: PracticeExamResult): SubmissionRequest {
  const shared = common(source, times);
  return {
    submitId: source.services.randomId(),
    area: source.area,
    mode: 'exam',
    seed: result.seed,
    settings: result.settings,
    questionCount: result.questionCount,
    ...shared,
    ...playedOn(result.programme),
    answers: [...result.answers],
    clientScore: result.clientScore,
  };
}

export interface AdaptiveRunResult {
  /** The dimension of the area's adaptive mode the run measured (its id). */
  dimension: string;
  seed: Seed;
  programme: ProgrammeLoopId | null;
  answers: readonly unknown[];
  /** The threshold the browser estimated, if the run found one. */
  clientThreshold: number | undefined;
}

export function adaptiveRunRequest(source: SubmissionSource, times: RunTimes, result: AdaptiveRunResult): SubmissionRequest {
  const shared = common(source, times);
  return {
    submitId: source.services.randomId(),
    area: source.area,
    mode: 'adaptive',
    dimension: result.dimension,
    seed: result.seed,
    ...shared,
    ...playedOn(result.programme),
    answers: [...result.answers],
    ...(result.clientThreshold === undefined ? {} : { clientThreshold: result.clientThreshold }),
  };
}

/** An official exam's answers, unscored: the server scores them against the questions it keeps. */
export function officialExamRequest(source: SubmissionSource, times: RunTimes, examId: string, answers: readonly unknown[]): SubmissionRequest {
  const shared = common(source, times);
  return { submitId: source.services.randomId(), area: source.area, mode: 'official', examId, ...shared, answers: [...answers] };
}
