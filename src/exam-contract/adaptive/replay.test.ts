import { describe, expect, it } from 'vitest';
import { replayAnswers, replayOutcomes } from './replay';
import { createSimulatedListener } from './simulated-listener';
import { LEVITT_3_DOWN_1_UP, currentLevel, estimateThreshold, nextStaircase, startStaircase, type StaircaseConfig } from './staircase';

const CONFIG: StaircaseConfig = { ladder: Array.from({ length: 24 }, (_, i) => 12 - i * 0.5), startIndex: 0, ...LEVITT_3_DOWN_1_UP };

function liveRun(seed: number) {
  const listener = createSimulatedListener({ midpoint: 4, slope: 2, guessRate: 0.5, lapseRate: 0.02 }, seed);
  let state = startStaircase(CONFIG);
  while (!state.finished) state = nextStaircase(state, listener.answer(currentLevel(state)));
  return state;
}

describe('replaying an adaptive run', () => {
  it('gives the live run, track and threshold, from its outcomes alone', () => {
    const live = liveRun(42);
    const replayed = replayOutcomes(CONFIG, live.trials.map((t) => t.correct));
    expect(replayed.ok).toBe(true);
    expect(replayed.state).toEqual(live);
    expect(replayed.ok && replayed.estimate).toEqual(estimateThreshold(live));
  });

  it('gives a different threshold when the outcomes are forged', () => {
    const live = liveRun(42);
    const outcomes = live.trials.map((t) => t.correct);
    const forged = outcomes.map((correct, i) => (i >= 10 ? true : correct));
    const honest = replayOutcomes(CONFIG, outcomes);
    const replayed = replayOutcomes(CONFIG, forged);
    expect(honest.ok && honest.estimate?.threshold).toBeTypeOf('number');
    expect(replayed.ok && replayed.estimate?.threshold).not.toEqual(honest.ok && honest.estimate?.threshold);
  });

  it('refuses answers given after the run stopped', () => {
    const outcomes = liveRun(42).trials.map((t) => t.correct);
    expect(replayOutcomes(CONFIG, [...outcomes, true])).toMatchObject({ ok: false, reason: 'answersAfterStop' });
  });

  it('judges each answer at the level the staircase had reached', () => {
    const live = liveRun(7);
    const levels: number[] = [];
    // The "answer" here is the level the client says it heard; the judge compares with the replayed one.
    const replayed = replayAnswers(CONFIG, live.trials.map((t) => ({ heard: t.level, correct: t.correct })), (trial, answer) => {
      levels.push(trial.level);
      return answer.heard === trial.level && answer.correct;
    });
    expect(levels).toEqual(live.trials.map((t) => t.level));
    expect(replayed.state).toEqual(live);
  });
});
