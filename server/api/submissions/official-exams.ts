/**
 * Official exams are sealed: the questions are generated and stored here at issue, the
 * browser gets only what its answer form needs, hears server-rendered sound, and the exam
 * is timed by this server's clock (issue, first audio fetch, answers received).
 */
import { randomUUID } from 'node:crypto';
import { generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import type { OfficialExam } from '../../../src/lib/api-types';
import { isAreaId, type AreaId } from '../../../src/lib/area-registry';
import { randomSeed } from '../../../src/lib/rng';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { checkGeneratorVersion } from './generator-version';
import { originalGroups } from './original-groups';
import { officialSettingsAtIssue } from './server-settings';

/** An issued exam must be finished within this time (its time limit). */
export const OFFICIAL_EXAM_TTL_MS = 2 * 60 * 60 * 1000;
/** A result queued by the browser may claim a finish this far past expiry (clock skew). */
export const OFFICIAL_EXAM_CLOCK_SKEW_MS = 60 * 1000;
/**
 * How long after expiry a result finished in time may still arrive: the SPA keeps it in a
 * persistent queue while the API is unreachable, and such a result must not be lost.
 */
export const OFFICIAL_EXAM_SUBMIT_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** Issues an official exam of `area` to `sub`; the questions stay in the database. */
export async function issueOfficialExam({ db, areas, clock }: RouteDeps, sub: string, area: AreaId): Promise<OfficialExam> {
  const definition = areas[area];
  const { questionCount, levelMatch, fadeLaw = 'equal-gain' } = definition.officialExam;
  const settings = await officialSettingsAtIssue(db, area, definition.officialExam.settings);
  const seed = randomSeed();
  const questions = generateQuestionSet(definition, seed, settings, questionCount);
  const issuedAt = clock();
  const expiresAt = new Date(issuedAt.getTime() + OFFICIAL_EXAM_TTL_MS);
  const examId = randomUUID();
  await db.query(
    `INSERT INTO official_exams (id, user_sub, area, seed, settings, question_count, questions, issued_at, expires_at, generator_version)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8, $9, $10)`,
    [
      examId,
      sub,
      area,
      seed,
      JSON.stringify(settings),
      questionCount,
      JSON.stringify(questions),
      issuedAt.toISOString(),
      expiresAt.toISOString(),
      definition.version,
    ],
  );
  return {
    examId,
    area,
    settings,
    questionCount,
    timeLimitSeconds: OFFICIAL_EXAM_TTL_MS / 1000,
    issuedAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    originals: originalGroups(definition, questions),
    fadeLaw,
    levelMatched: levelMatch,
  };
}

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
}

const EXAM_COLUMNS =
  'user_sub, area, seed, settings, question_count, questions, issued_at, expires_at, started_at, last_audio_at, used_at, generator_version';

/** The stored questions; an exam issued before sealing (seed only) is re-generated from its seed. */
export function storedQuestions(definition: AreaDefinition, row: Pick<ExamRow, 'questions' | 'seed' | 'settings' | 'question_count'>): unknown[] {
  if (row.questions) return row.questions;
  const checked = definition.validateSettings(row.settings);
  if (!checked.ok) throw httpError(500, 'A stored official exam has invalid settings');
  return generateQuestionSet(definition, Number(row.seed), checked.settings, row.question_count);
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
  definition: AreaDefinition;
  question: unknown;
  /** The question whose original sound this question shares. */
  originalOf: number;
}

/**
 * Question `n` of an open exam, for its audio; records the first fetch as the exam's start.
 * Closed (submitted or past its time limit) -> 410.
 */
export async function openOfficialQuestion({ db, areas, clock }: RouteDeps, examId: string, sub: string, n: number): Promise<OpenQuestion> {
  const row = await ownExam(db, examId, sub);
  if (!isAreaId(row.area)) throw httpError(404, 'Official exam not found');
  const definition = areas[row.area];
  if (!Number.isInteger(n) || n < 0 || n >= row.question_count) throw httpError(404, `Official exam ${examId} has no question ${n}`);
  const now = clock();
  if (row.used_at !== null) throw httpError(410, 'This official exam has been submitted: its audio is no longer available');
  if (now.getTime() > new Date(row.expires_at).getTime()) throw httpError(410, 'This official exam has expired: its time limit is over');
  await db.query(
    'UPDATE official_exams SET started_at = COALESCE(started_at, $2), last_audio_at = GREATEST(last_audio_at, $2) WHERE id = $1',
    [examId, now.toISOString()],
  );
  const questions = storedQuestions(definition, row);
  return { definition, question: questions[n], originalOf: originalGroups(definition, questions)[n] ?? n };
}

export interface ClaimedExam {
  seed: number;
  /** The generator version the exam was issued with (and is scored with). */
  generatorVersion: number;
  settings: unknown;
  questions: unknown[];
  /** The server's view of when the exam was taken. */
  startedAt: Date;
  finishedAt: Date;
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
  if (row.used_at !== null) throw httpError(409, 'Official exam already submitted');
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
  return {
    seed: Number(row.seed),
    generatorVersion: row.generator_version,
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
