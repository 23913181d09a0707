import { randomUUID } from 'node:crypto';
import { adaptiveStaircaseConfig, adaptiveTrialQuestion, currentLevel, nextStaircase, startStaircase, type StaircaseState } from '../../../src/exam-contract';
import type { SubmissionRequest } from '../../../src/api-contract';
import { TEST_COUNT, countArea } from './test-area';

const [maxDimension] = countArea.adaptive;

/**
 * An adaptive run of the count area (server/api/testing/test-area.ts), answered live
 * by a listener who tells numbers apart up to `knows` of them and else answers `wrongBy` too
 * high: the answers and the client's own staircase.
 */
export function countAreaRun(seed: number, knows: number, wrongBy = 1): { answers: number[]; state: StaircaseState } {
  let state = startStaircase(adaptiveStaircaseConfig(maxDimension));
  const answers: number[] = [];
  while (!state.finished) {
    const level = currentLevel(state);
    const question = adaptiveTrialQuestion(countArea, maxDimension, seed, answers.length, level);
    const answer = level <= knows ? question : (question + wrongBy) % level;
    answers.push(answer);
    state = nextStaircase(state, answer === question);
  }
  return { answers, state };
}

/** The submission of such a run. */
export function countAreaRunRequest(seed: number, answers: unknown[], overrides: Partial<SubmissionRequest> = {}): SubmissionRequest {
  return {
    submitId: randomUUID(),
    area: TEST_COUNT,
    mode: 'adaptive',
    dimension: 'max',
    generatorVersion: 1,
    seed,
    startedAt: '2026-03-02T10:00:00.000Z',
    finishedAt: '2026-03-02T10:04:00.000Z',
    answers,
    ...overrides,
  };
}
