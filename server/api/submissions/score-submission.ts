import { examConfusions, generateQuestionSet, NO_QUESTION_CONTEXT, scoreExam, type AreaDefinition, type ConfusionCount, type QuestionContext, type ScoreResult } from '../../../src/exam-contract';
import type { ReviewedQuestion } from '../../../src/api-contract';
import type { Seed } from '../../../src/lib/rng';
import { httpError } from '../http-error';

export interface ServerScore {
  settings: unknown;
  score: number;
  correctRate: number;
  results: ScoreResult[];
  confusions: ConfusionCount[];
}

/** Refuses a submission unless it holds one well-formed answer per question, naming the first bad one. */
export function checkAnswers(definition: AreaDefinition, questionCount: number, answers: readonly unknown[]): void {
  if (answers.length !== questionCount) {
    throw httpError(400, `Expected ${questionCount} answers, got ${answers.length}`);
  }
  const bad = answers.findIndex((answer) => definition.parseAnswer(answer) === null);
  if (bad >= 0) throw httpError(400, `The answer to question ${bad + 1} is not a well-formed ${definition.id} answer`);
}

/** Scores answers against the questions the server holds: the only score the API stores. */
export function scoreQuestions(definition: AreaDefinition, settings: unknown, questions: readonly unknown[], answers: readonly unknown[]): ServerScore {
  checkAnswers(definition, questions.length, answers);
  const { score, correctRate, results } = scoreExam(definition, questions, answers);
  return { settings, score, correctRate, results, confusions: examConfusions(definition, questions, answers) };
}

/** A practice exam: re-generates the questions from (seed, settings, context) with the area's generator at the version it was made with. */
export function scorePracticeSubmission(
  definition: AreaDefinition,
  seed: Seed,
  rawSettings: unknown,
  questionCount: number,
  answers: readonly unknown[],
  generatorVersion: number = definition.version,
  context: QuestionContext = NO_QUESTION_CONTEXT,
): ServerScore {
  checkAnswers(definition, questionCount, answers);
  const validation = definition.validateSettings(rawSettings, context);
  if (!validation.ok) {
    const fields = Object.keys(validation.errors).join(', ');
    throw httpError(400, `Invalid ${definition.id} settings: ${fields || 'malformed'}`);
  }
  let questions: unknown[];
  try {
    questions = generateQuestionSet(definition, seed, validation.settings, questionCount, context, generatorVersion);
  } catch (error) {
    throw httpError(400, `These settings cannot make questions: ${error instanceof Error ? error.message : 'unknown'}`);
  }
  return scoreQuestions(definition, validation.settings, questions, answers);
}

/** What the result screen of an official exam shows once it is over. */
export function reviewOf(questions: readonly unknown[], answers: readonly unknown[], results: readonly ScoreResult[]): ReviewedQuestion[] {
  return questions.map((question, i) => {
    const result = results[i] ?? { credit: 0, correct: false };
    return { question, answer: answers[i] ?? null, credit: result.credit, correct: result.correct, ...(result.details ? { details: result.details } : {}) };
  });
}
