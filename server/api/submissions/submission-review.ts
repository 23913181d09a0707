/**
 * A student goes back to one of their own submitted exams: the questions as they were asked,
 * their answers and the credit of each. A practice exam's questions are re-generated from its
 * seed and settings, an official exam's are the ones stored at issue; both are scored again by
 * the same pure code that scored them, so only at the generator version they were made with
 * (the area's own, or an earlier one it still makes).
 */
import { API_ERROR_CODES, type ReviewAudioBranch, type SubmissionReview } from '../../../src/api-contract';
import { generateQuestionSet, makesGeneratorVersion, scoreExam, type AreaDefinition } from '../../../src/exam-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { isAreaOf, type AreaDefinitions } from '../areas';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import type { ExamSound } from '../official-exams/sounds/sound-space';
import { isoTime } from '../reports/rows';
import { storedQuestions } from '../official-exams/sealed-exams';
import { originalGroups } from '../official-exams/original-groups';
import { contextOf, storedProgramme } from './programme-context';
import { reviewOf } from './score-submission';

interface ReviewDbRow {
  area: string;
  mode: 'exam' | 'official';
  seed: number | string;
  settings: unknown;
  answers: unknown[];
  question_count: number;
  score: number;
  correct_rate: number;
  started_at: Date | string;
  finished_at: Date | string;
  generator_version: number;
  /** The loop it was played on (a practice exam's questions were made for it); null: pink noise or a file. */
  programme: string | null;
  /** The official exam's questions as stored at issue; null for a practice exam. */
  exam_questions: unknown[] | null;
}

interface OwnSubmission {
  row: ReviewDbRow;
  area: AreaId;
  definition: AreaDefinition;
}

/** `sub`'s submission `submitId`; another user's is reported like a missing one, so ids cannot be probed. */
async function ownSubmission(db: Queryable, areas: AreaDefinitions, submitId: string, sub: string): Promise<OwnSubmission> {
  const row = (
    await db.query<ReviewDbRow>(
      `SELECT s.area, s.mode, s.seed, s.settings, s.answers, s.question_count, s.score, s.correct_rate, s.started_at,
              s.finished_at, s.generator_version, COALESCE(s.programme, e.programme) AS programme, e.questions AS exam_questions
         FROM submissions s LEFT JOIN official_exams e ON e.id = s.exam_id
        WHERE s.submit_id = $1 AND s.user_sub = $2`,
      [submitId, sub],
    )
  )[0];
  if (!row || !isAreaOf(areas, row.area)) throw httpError(404, 'Submission not found');
  return { row, area: row.area, definition: areas[row.area] };
}

function checkReviewable(definition: AreaDefinition, madeWith: number): void {
  if (makesGeneratorVersion(definition, madeWith)) return;
  throw httpError(
    409,
    `This exam was made by version ${madeWith} of the ${definition.id} exam; the server now has version ` +
      `${definition.version}, so its questions can no longer be shown as they were asked.`,
    API_ERROR_CODES.generatorVersion,
  );
}

function questionsOf({ row, definition }: OwnSubmission): unknown[] {
  checkReviewable(definition, row.generator_version);
  if (row.mode === 'official') return storedQuestions(definition, { ...row, questions: row.exam_questions });
  const context = contextOf(storedProgramme(row.programme));
  const checked = definition.validateSettings(row.settings, context);
  if (!checked.ok) throw httpError(500, 'A stored practice exam has invalid settings');
  return generateQuestionSet(definition, Number(row.seed), checked.settings, row.question_count, context, row.generator_version);
}

export async function submissionReview(db: Queryable, areas: AreaDefinitions, submitId: string, sub: string): Promise<SubmissionReview> {
  const own = await ownSubmission(db, areas, submitId, sub);
  const { row, definition } = own;
  const questions = questionsOf(own);
  return {
    submitId,
    area: own.area,
    mode: row.mode,
    settings: row.settings,
    generatorVersion: row.generator_version,
    score: Number(row.score),
    correctRate: Number(row.correct_rate),
    startedAt: isoTime(row.started_at),
    finishedAt: isoTime(row.finished_at),
    items: reviewOf(questions, row.answers, scoreExam(definition, questions, row.answers).results),
    programme: storedProgramme(row.programme),
    sound: row.mode === 'official' ? 'server' : 'browser',
  };
}

/**
 * The sound of question `n` of `sub`'s submitted official exam: the exam's own original (its
 * group's first question, as the exam served it) and processed sounds, or the processed sound of
 * the answer. A practice exam has none here: the browser renders it from the review's questions.
 */
export async function reviewSound(
  db: Queryable,
  areas: AreaDefinitions,
  submitId: string,
  sub: string,
  n: number,
  branch: ReviewAudioBranch,
): Promise<ExamSound> {
  const own = await ownSubmission(db, areas, submitId, sub);
  const { row, area, definition } = own;
  if (row.mode !== 'official') throw httpError(404, 'A practice exam has no server sound: the browser renders its questions');
  if (n >= row.question_count) throw httpError(404, `Submission ${submitId} has no question ${n}`);
  const questions = questionsOf(own);
  const question = questions[n];
  const programme = storedProgramme(row.programme);
  if (branch === 'processed') return { area, branch, question, programme };
  if (branch === 'original') return { area, branch, question: questions[originalGroups(definition, questions)[n] ?? n], programme };
  if (!definition.answerSound) throw httpError(404, `An answer in the ${area} area has no sound of its own`);
  const answer = definition.parseAnswer(row.answers[n]);
  if (answer === null) throw httpError(404, `Question ${n} was not answered: there is no answer to hear`);
  return { area, branch: 'processed', question: definition.answerSound(question, answer), programme };
}
