import { describe, expect, it } from 'vitest';
import { toyArea } from '../testing/toy-area';
import { adaptiveStaircaseConfig, adaptiveTrialQuestion, scoreAdaptiveRun } from './adaptive-run';
import { currentLevel, nextStaircase, startStaircase } from './staircase';

const [size] = toyArea.adaptive;

/** A run answered live, as the page does: right while the level (the toy's size) is at most `knows`. */
function liveRun(seed: number, knows: number) {
  let state = startStaircase(adaptiveStaircaseConfig(size));
  const answers: { value: number }[] = [];
  const levels: number[] = [];
  while (!state.finished) {
    const level = currentLevel(state);
    const question = adaptiveTrialQuestion(toyArea, size, seed, answers.length, level);
    const answer = level <= knows ? question : { value: (question.value + 1) % level };
    levels.push(level);
    answers.push(answer);
    state = nextStaircase(state, toyArea.score(question, answer).correct);
  }
  return { state, answers, levels };
}

describe('an adaptive run of an area', () => {
  it('is replayed from its seed and answers: the same levels, outcomes and threshold as live', () => {
    const live = liveRun(77, 5);
    const replay = scoreAdaptiveRun(toyArea, 'size', 77, live.answers);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.trials.map((t) => t.level)).toEqual(live.levels);
    expect(replay.state).toEqual(live.state);
    // Right up to size 5 and wrong from 6: the track turns between them.
    expect(replay.estimate?.threshold).toBeGreaterThanOrEqual(5);
    expect(replay.estimate?.threshold).toBeLessThanOrEqual(6);
    expect(replay.correctRate).toBeCloseTo((100 * live.state.trials.filter((t) => t.correct).length) / live.state.trials.length, 1);
  });

  it("draws trial i's question from the seed, i and the level alone", () => {
    const a = adaptiveTrialQuestion(toyArea, size, 5, 3, 8);
    expect(adaptiveTrialQuestion(toyArea, size, 5, 3, 8)).toEqual(a);
    const others = [4, 5, 6, 7].map((i) => adaptiveTrialQuestion(toyArea, size, 5, i, 8).value);
    expect(new Set([a.value, ...others]).size).toBeGreaterThan(1);
  });

  it('counts a malformed answer as wrong, and lists the confusions of each answered trial', () => {
    const live = liveRun(3, 8);
    // The first few only: after a changed answer the track takes another way, and may stop sooner.
    const answers: unknown[] = live.answers.slice(0, 4);
    answers[0] = { junk: true };
    const replay = scoreAdaptiveRun(toyArea, 'size', 3, answers);
    expect(replay.ok && replay.trials[0]).toMatchObject({ result: { correct: false }, confusions: [] });
    if (!replay.ok) return;
    expect(replay.trials[1]?.confusions).toEqual([
      { axis: 'value', asked: String(replay.trials[1]?.question.value), answered: String(live.answers[1]?.value) },
    ]);
  });

  it('refuses an unknown dimension and answers after the stop', () => {
    expect(scoreAdaptiveRun(toyArea, 'colour', 1, [])).toEqual({ ok: false, reason: 'unknownDimension' });
    const live = liveRun(9, 4);
    expect(scoreAdaptiveRun(toyArea, 'size', 9, [...live.answers, { value: 0 }])).toEqual({ ok: false, reason: 'answersAfterStop' });
  });
});
