import { createRng, type Seed } from '../lib/rng';
import { NO_QUESTION_CONTEXT, type AreaDefinition, type QuestionContext, type ScoreResult } from './area-definition';
import { dealQuestions } from './balanced-forms';

/** Whether the area's code still makes the questions and scores of generator `version`: its own, or one of its `earlierVersions`. */
export function makesGeneratorVersion(area: Pick<AreaDefinition, 'version' | 'earlierVersions'>, version: number): boolean {
  return version === area.version || (area.earlierVersions?.includes(version) ?? false);
}

/**
 * The questions of an exam. The SPA and the API both call this, so a (seed, settings, count,
 * context, version) names the same questions. From the area's `balancedForms.sinceVersion` on,
 * its categories are dealt evenly (balanced-forms.ts) and each question is made of its share;
 * before, and in an area without balanced forms, question i is the i-th draw of one seeded stream.
 * `version` is the generator version the exam was made with (a stored result's), the area's own
 * by default.
 */
export function generateQuestionSet<S, Q>(
  area: AreaDefinition<S, Q, unknown>,
  seed: Seed,
  settings: S,
  count: number,
  context: QuestionContext = NO_QUESTION_CONTEXT,
  version: number = area.version,
): Q[] {
  if (!makesGeneratorVersion(area, version)) {
    const made = [area.version, ...(area.earlierVersions ?? [])].join(', ');
    throw new RangeError(`the ${area.id} area cannot make generator version ${version}, only ${made}`);
  }
  const rng = createRng(seed);
  const balanced = area.balancedForms;
  if (!balanced || version < balanced.sinceVersion) return Array.from({ length: count }, () => area.generateQuestion(rng, settings, context));
  return dealQuestions(rng, balanced.categories(settings, context), count).map((dealt) => balanced.generateQuestion(rng, settings, context, dealt));
}

export interface ExamScore {
  /** 0 to 100: mean credit. */
  score: number;
  /** 0 to 100: share of fully right answers. */
  correctRate: number;
  results: ScoreResult[];
}

const roundTo1 = (value: number): number => Math.round(value * 10) / 10;

/** How one answer came out: wholly right, partly right (some credit) or wrong (none). */
export type AnswerOutcome = 'right' | 'partial' | 'wrong';

export function answerOutcome({ credit, correct }: Pick<ScoreResult, 'credit' | 'correct'>): AnswerOutcome {
  if (correct) return 'right';
  return credit > 0 ? 'partial' : 'wrong';
}

/** Scores answers against questions; a missing or malformed answer earns nothing. */
export function scoreExam<S, Q, A>(
  area: AreaDefinition<S, Q, A>,
  questions: readonly Q[],
  answers: readonly unknown[],
): ExamScore {
  const results = questions.map((question, i): ScoreResult => {
    const answer = area.parseAnswer(answers[i]);
    return answer === null ? { credit: 0, correct: false } : area.score(question, answer);
  });
  const count = Math.max(questions.length, 1);
  const credit = results.reduce((sum, r) => sum + r.credit, 0);
  const correct = results.filter((r) => r.correct).length;
  return {
    score: roundTo1((100 * credit) / count),
    correctRate: roundTo1((100 * correct) / count),
    results,
  };
}
