/**
 * An area's adaptive run: a staircase over one of the area's ladders whose trials are the
 * area's own questions. Trial i's question is drawn from its own seed (the run's seed and i), at
 * the level the staircase reached, so the server regenerates every question from the seed and
 * the answers alone, with this code.
 */
import { createRng, type Seed } from '../../lib/rng';
import { NO_QUESTION_CONTEXT, type AdaptiveDimension, type AreaDefinition, type Confusion, type QuestionContext, type ScoreResult } from '../area-definition';
import { replayAnswers } from './replay';
import { LEVITT_3_DOWN_1_UP, type StaircaseConfig, type StaircaseState, type ThresholdEstimate } from './staircase';

export function adaptiveStaircaseConfig<S>(dimension: AdaptiveDimension<S>): StaircaseConfig {
  return { ladder: dimension.ladder, startIndex: dimension.startIndex, ...LEVITT_3_DOWN_1_UP };
}

export function adaptiveDimension<S>(definition: Pick<AreaDefinition<S>, 'adaptive'>, id: string): AdaptiveDimension<S> | null {
  return definition.adaptive.find((dimension) => dimension.id === id) ?? null;
}

/** Trial `index`'s own seed: its question does not depend on how many draws earlier questions took. */
export function adaptiveTrialSeed(seed: Seed, index: number): Seed {
  return (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
}

export function adaptiveTrialQuestion<S, Q>(
  definition: Pick<AreaDefinition<S, Q>, 'generateQuestion'>,
  dimension: AdaptiveDimension<S>,
  seed: Seed,
  index: number,
  level: number,
  context: QuestionContext = NO_QUESTION_CONTEXT,
): Q {
  return definition.generateQuestion(createRng(adaptiveTrialSeed(seed, index)), dimension.settingsAt(level), context);
}

export interface AdaptiveTrialResult<Q> {
  level: number;
  question: Q;
  result: ScoreResult;
  confusions: readonly Confusion[];
}

export type AdaptiveRunScore<Q> =
  | {
      ok: true;
      trials: AdaptiveTrialResult<Q>[];
      state: StaircaseState;
      /** Null when the run stopped before two peak-valley midpoints (cut off, or not finished). */
      estimate: ThresholdEstimate | null;
      /** 0 to 100: the share of right answers. */
      correctRate: number;
    }
  | { ok: false; reason: 'unknownDimension' | 'answersAfterStop' };

/**
 * Replays a run from its dimension, seed, answers (untrusted: a malformed answer is a wrong one)
 * and the context its trials were made for.
 */
export function scoreAdaptiveRun<S, Q, A>(
  definition: AreaDefinition<S, Q, A>,
  dimensionId: string,
  seed: Seed,
  answers: readonly unknown[],
  context: QuestionContext = NO_QUESTION_CONTEXT,
): AdaptiveRunScore<Q> {
  const dimension = adaptiveDimension(definition, dimensionId);
  if (dimension === null) return { ok: false, reason: 'unknownDimension' };
  const trials: AdaptiveTrialResult<Q>[] = [];
  const replay = replayAnswers(adaptiveStaircaseConfig(dimension), answers, (trial, raw) => {
    const question = adaptiveTrialQuestion(definition, dimension, seed, trial.index, trial.level, context);
    const answer = definition.parseAnswer(raw);
    const result = answer === null ? { credit: 0, correct: false } : definition.score(question, answer);
    trials.push({ level: trial.level, question, result, confusions: answer === null ? [] : definition.confusions(question, answer) });
    return result.correct;
  });
  if (!replay.ok) return { ok: false, reason: replay.reason };
  const right = trials.filter((trial) => trial.result.correct).length;
  const correctRate = trials.length === 0 ? 0 : Math.round((1000 * right) / trials.length) / 10;
  return { ok: true, trials, state: replay.state, estimate: replay.estimate, correctRate };
}
