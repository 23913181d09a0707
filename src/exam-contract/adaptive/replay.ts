/**
 * Replays an adaptive run from its ladder config and its answers, with the same staircase the
 * client ran, so the server stores the threshold it computes and ignores the client's.
 */
import { currentLevel, estimateThreshold, nextStaircase, startStaircase, type StaircaseConfig, type StaircaseState, type ThresholdEstimate } from './staircase';

export type ReplayResult =
  | { ok: true; state: StaircaseState; estimate: ThresholdEstimate | null }
  | { ok: false; reason: 'answersAfterStop'; state: StaircaseState };

export interface ReplayTrial {
  index: number;
  levelIndex: number;
  level: number;
}

/**
 * Replays answers that must first be judged: the level of each trial depends on the earlier
 * outcomes, so the server regenerates trial i's question at the level given here (from the seed)
 * and scores the answer against it.
 */
export function replayAnswers<A>(config: StaircaseConfig, answers: readonly A[], isCorrect: (trial: ReplayTrial, answer: A) => boolean): ReplayResult {
  let state = startStaircase(config);
  for (const [index, answer] of answers.entries()) {
    if (state.finished) return { ok: false, reason: 'answersAfterStop', state };
    const trial = { index, levelIndex: state.levelIndex, level: currentLevel(state) };
    state = nextStaircase(state, isCorrect(trial, answer));
  }
  return { ok: true, state, estimate: estimateThreshold(state) };
}

export function replayOutcomes(config: StaircaseConfig, outcomes: readonly boolean[]): ReplayResult {
  return replayAnswers(config, outcomes, (_trial, correct) => correct);
}
