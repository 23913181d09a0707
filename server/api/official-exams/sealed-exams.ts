/**
 * Official exams are sealed: the questions are generated and stored at issue
 * (issue-official-exam.ts), the browser gets only what its answer form needs, hears
 * server-rendered sound, and the exam is timed by this server's clock (issue, first audio
 * fetch, answers received) and ends at its own `expires_at`.
 */
import type { ProgrammeLoopId } from '../../../src/audio/programme';
import { generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import { API_ERROR_CODES, type AudioBranch } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { isAreaOf, type AreaDefinitions } from '../areas';
import type { Database, Queryable } from '../db';
import { httpError } from '../http-error';
import { checkGeneratorVersion } from '../submissions/generator-version';
import { contextOf, storedProgramme } from '../submissions/programme-context';
import { flagListening, type ListeningRecord } from './listening-flags';
import { OFFICIAL_EXAM_CLOCK_SKEW_MS, OFFICIAL_EXAM_SUBMIT_GRACE_MS, type OfficialExamRules } from './official-exam-rules';
import { originalGroups } from './original-groups';
import { OFFICIAL_LOOP_SECONDS } from './sounds/loop';

/** What issuing and serving an official exam read: the database, the areas' definitions and the clock (tests move it). */
export interface OfficialExamDeps {
  db: Database;
  areas: AreaDefinitions;
  clock: () => Date;
}

/** What issuing reads and writes of an exam: its id and the columns ISSUED_COLUMNS names. */
export type IssuedRow = { id: string } & Pick<
  ExamRow,
  'seed' | 'settings' | 'question_count' | 'questions' | 'issued_at' | 'expires_at' | 'generator_version' | 'programme'
>;

export const ISSUED_COLUMNS = 'id, seed, settings, question_count, questions, issued_at, expires_at, generator_version, programme';

interface ExamRow {
  user_sub: string;
  area: string;
  seed: number | string;
  settings: unknown;
  question_count: number;
  questions: unknown[] | null;
  issued_at: Date;
  expires_at: Date;
  started_at: Date | null;
  last_audio_at: Date | null;
  used_at: Date | null;
  generator_version: number;
  schedule_id: string | null;
  /** The loop its questions were made for and its sounds are rendered on; null: pink noise. */
  programme: string | null;
}

const EXAM_COLUMNS =
  'user_sub, area, seed, settings, question_count, questions, issued_at, expires_at, started_at, last_audio_at, used_at, generator_version, schedule_id, programme';

/** The stored questions; an exam issued before sealing (seed only) is re-generated from its seed, at its version, for its material. */
export function storedQuestions(
  definition: AreaDefinition,
  row: Pick<ExamRow, 'questions' | 'seed' | 'settings' | 'question_count' | 'generator_version'> & { programme?: string | null },
): unknown[] {
  if (row.questions) return row.questions;
  const context = contextOf(storedProgramme(row.programme));
  const checked = definition.validateSettings(row.settings, context);
  if (!checked.ok) throw httpError(500, 'A stored official exam has invalid settings');
  return generateQuestionSet(definition, Number(row.seed), checked.settings, row.question_count, context, row.generator_version);
}

/** The exam `examId` of `sub`; another user's exam is reported like a missing one, so ids cannot be probed. */
async function ownExam(db: Queryable, examId: string, sub: string, lock = false): Promise<ExamRow> {
  const row = (
    await db.query<ExamRow>(`SELECT ${EXAM_COLUMNS} FROM official_exams WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [examId])
  )[0];
  if (!row || row.user_sub !== sub) throw httpError(404, 'Official exam not found');
  return row;
}

export interface OpenQuestion {
  area: AreaId;
  /** The question the requested sound is of: `n`, or the first question of its group for an original. */
  question: unknown;
  /** The exam's material: the loop its sounds are rendered on, or null for pink noise. */
  programme: ProgrammeLoopId | null;
}

/**
 * Question `n` of an open exam, for its `branch` sound; records the first fetch as the exam's
 * start and counts the fetch (each sound at most `fetchesPerSound` times: 429 'audio-fetch-limit').
 * Closed (submitted or past its time limit) -> 410.
 */
export async function openOfficialQuestion(
  { db, areas, clock }: OfficialExamDeps,
  examId: string,
  sub: string,
  n: number,
  branch: AudioBranch,
  rules: OfficialExamRules,
): Promise<OpenQuestion> {
  const now = clock();
  // One round trip: read the exam and, only if this sound may be served, note its start and count the fetch.
  const row = (
    await db.query<ExamRow & { served_count: number | null }>(
      `WITH exam AS (
         SELECT ${EXAM_COLUMNS}, (user_sub = $5 AND used_at IS NULL AND expires_at >= $4 AND $2 < question_count) AS servable
           FROM official_exams WHERE id = $1
       ), started AS (
         UPDATE official_exams e SET started_at = COALESCE(e.started_at, $4), last_audio_at = GREATEST(e.last_audio_at, $4)
           FROM exam WHERE e.id = $1 AND exam.servable
       ), counted AS (
         INSERT INTO official_exam_audio (exam_id, question, branch, first_served_at)
           SELECT $1, $2, $3, $4 FROM exam WHERE exam.servable
         ON CONFLICT (exam_id, question, branch) DO UPDATE SET served_count = official_exam_audio.served_count + 1
         RETURNING served_count
       )
       SELECT exam.*, (SELECT served_count FROM counted) AS served_count FROM exam`,
      [examId, n, branch, now.toISOString(), sub],
    )
  )[0];
  if (!row || row.user_sub !== sub || !isAreaOf(areas, row.area)) throw httpError(404, 'Official exam not found');
  const definition = areas[row.area];
  if (!Number.isInteger(n) || n < 0 || n >= row.question_count) throw httpError(404, `Official exam ${examId} has no question ${n}`);
  if (row.used_at !== null) throw httpError(410, 'This official exam has been submitted: its audio is no longer available');
  if (now.getTime() > new Date(row.expires_at).getTime()) throw httpError(410, 'This official exam has expired: its time limit is over');
  const questions = storedQuestions(definition, row);
  const originalOf = originalGroups(definition, questions)[n] ?? n;
  if ((row.served_count ?? 0) > rules.fetchesPerSound) {
    throw httpError(
      429,
      `This sound of the official exam has already been sent ${rules.fetchesPerSound} times; it is not sent again.`,
      API_ERROR_CODES.audioFetchLimit,
    );
  }
  return { area: row.area, question: questions[branch === 'original' ? originalOf : n], programme: storedProgramme(row.programme) };
}

export interface ClaimedExam {
  seed: number;
  /** The generator version the exam was issued with (and is scored with). */
  generatorVersion: number;
  /** The scheduled exam it was issued for; null for the built-in one. */
  scheduleId: string | null;
  /** The loop it was played on; null: pink noise. */
  programme: ProgrammeLoopId | null;
  settings: unknown;
  questions: unknown[];
  /** The server's view of when the exam was taken. */
  startedAt: Date;
  finishedAt: Date;
  listening: ListeningRecord;
}

/**
 * Marks the exam used, inside the caller's transaction, or throws why it cannot be used. The
 * exam started when its first audio was fetched (or at issue) and finished when its answers
 * arrived. A result that waited in the SPA's offline queue arrives after expiry: it is
 * accepted within the grace period if the browser finished it in time, and its finish is
 * taken no earlier than the last audio the server served and no later than the expiry.
 */
export async function claimOfficialExam(
  tx: Queryable,
  definition: AreaDefinition,
  examId: string,
  sub: string,
  receivedAt: Date,
  browserFinishedAt: Date,
): Promise<ClaimedExam> {
  const row = await ownExam(tx, examId, sub, true);
  if (row.area !== definition.id) throw httpError(400, `Official exam ${examId} is not a ${definition.id} exam`);
  if (row.used_at !== null) {
    const closed = await tx.query('SELECT 1 FROM submissions WHERE exam_id = $1 AND outcome = $2', [examId, 'not-submitted']);
    if (closed.length > 0) throw httpError(410, 'This official exam closed without answers and was recorded as not submitted');
    throw httpError(409, 'Official exam already submitted');
  }
  // Its questions were made, and are scored, by the version of issue: a changed area cannot score them.
  checkGeneratorVersion(definition, row.generator_version);
  const issued = new Date(row.issued_at).getTime();
  const expires = new Date(row.expires_at).getTime();
  const started = row.started_at ? new Date(row.started_at).getTime() : issued;
  const lastHeard = row.last_audio_at ? new Date(row.last_audio_at).getTime() : started;
  const received = receivedAt.getTime();
  let finished = received;
  if (received > expires) {
    if (browserFinishedAt.getTime() > expires + OFFICIAL_EXAM_CLOCK_SKEW_MS) throw httpError(410, 'Official exam expired before it was finished');
    if (received > expires + OFFICIAL_EXAM_SUBMIT_GRACE_MS) {
      const days = OFFICIAL_EXAM_SUBMIT_GRACE_MS / (24 * 60 * 60 * 1000);
      throw httpError(410, `Official exam expired: its result arrived more than ${days} days after expiry`);
    }
    finished = Math.min(expires, Math.max(lastHeard, browserFinishedAt.getTime()));
  }
  const claimed = await tx.query<{ id: string }>(
    'UPDATE official_exams SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [examId, receivedAt.toISOString()],
  );
  if (claimed.length === 0) throw httpError(409, 'Official exam already submitted');
  const served = await tx.query<{ question: number; branch: AudioBranch; first_served_at: Date }>(
    'SELECT question, branch, first_served_at FROM official_exam_audio WHERE exam_id = $1',
    [examId],
  );
  const listening = flagListening(
    row.question_count,
    served.map((sound) => ({ question: sound.question, branch: sound.branch, firstServedAt: new Date(sound.first_served_at) })),
    receivedAt,
    OFFICIAL_LOOP_SECONDS,
  );
  return {
    listening,
    seed: Number(row.seed),
    generatorVersion: row.generator_version,
    scheduleId: row.schedule_id,
    programme: storedProgramme(row.programme),
    settings: row.settings,
    questions: storedQuestions(definition, row),
    startedAt: new Date(started),
    finishedAt: new Date(Math.max(started, finished)),
  };
}

/** The stored questions of a used exam, for the review of a repeated (idempotent) submission. */
export async function usedExamQuestions(db: Queryable, definition: AreaDefinition, examId: string): Promise<unknown[] | null> {
  const row = (await db.query<ExamRow>(`SELECT ${EXAM_COLUMNS} FROM official_exams WHERE id = $1`, [examId]))[0];
  return row ? storedQuestions(definition, row) : null;
}
