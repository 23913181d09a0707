import type { AreaDefinition } from '../../../src/exam/area-definition';
import { generateQuestionSet, scoreExam } from '../../../src/exam/question-set';
import type { Seed } from '../../../src/lib/rng';
import { httpError } from '../http-error';

export interface ServerScore {
  settings: unknown;
  score: number;
  correctRate: number;
}

/**
 * Re-generates the questions from (seed, settings) with the area's own generator and scores
 * the answers: the only score the API stores.
 */
export function scoreSubmission(
  definition: AreaDefinition,
  seed: Seed,
  rawSettings: unknown,
  questionCount: number,
  answers: readonly unknown[],
): ServerScore {
  if (answers.length !== questionCount) {
    throw httpError(400, `Expected ${questionCount} answers, got ${answers.length}`);
  }
  const validation = definition.validateSettings(rawSettings);
  if (!validation.ok) {
    const fields = Object.keys(validation.errors).join(', ');
    throw httpError(400, `Invalid ${definition.id} settings: ${fields || 'malformed'}`);
  }
  let questions: unknown[];
  try {
    questions = generateQuestionSet(definition, seed, validation.settings, questionCount);
  } catch (error) {
    throw httpError(400, `These settings cannot make questions: ${error instanceof Error ? error.message : 'unknown'}`);
  }
  const { score, correctRate } = scoreExam(definition, questions, answers);
  return { settings: validation.settings, score, correctRate };
}
