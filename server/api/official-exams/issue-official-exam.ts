/**
 * Issuing an official exam (docs/architecture.md, Official exams and Scheduled exams): the
 * built-in exam of an area under the server's rules, or a scheduled one under its schedule's.
 * The questions are generated and stored here; the browser gets only what its answer form needs.
 */
import { randomUUID } from 'node:crypto';
import type { ProgrammeLoopId } from '../../../src/audio/programme';
import { generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import { API_ERROR_CODES, type CountedAttempt, type OfficialExam } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { randomSeed } from '../../../src/lib/rng';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { openScheduleFor, type OpenSchedule } from '../schedules/scheduled-issue';
import { contextOf, storedProgramme } from '../submissions/programme-context';
import { officialSettingsAtIssue } from '../submissions/server-settings';
import { OFFICIAL_EXAM_TTL_MS, type OfficialExamRules } from './official-exam-rules';
import { originalGroups } from './original-groups';
import { ISSUED_COLUMNS, storedQuestions, type IssuedRow, type OfficialExamDeps } from './sealed-exams';

/** What an issued exam is held to: the built-in exam's rules, or its schedule's. */
interface IssueTerms {
  scheduleId: string | null;
  title: string | null;
  settings: unknown;
  /** The material: the loop the questions are made for and rendered on (a schedule's), or null for pink noise. */
  programme: ProgrammeLoopId | null;
  questionCount: number;
  timeLimitSeconds: number;
  attempts: number;
  countedAttempt: CountedAttempt;
  /** No exam runs past this (its schedule's closing time). */
  closesAt: Date | null;
  /** Why there is no further attempt. */
  noAttemptsLeft: string;
  /** The generator version its questions are made with: the area's, or the one its schedule was set for. */
  generatorVersion: number;
}

function officialExamOf(definition: AreaDefinition, row: IssuedRow, terms: IssueTerms, attemptsUsed: number): OfficialExam {
  const { levelMatch, fadeLaw = 'equal-gain' } = definition.officialExam;
  const questions = storedQuestions(definition, row);
  return {
    examId: row.id,
    area: definition.id,
    settings: row.settings,
    questionCount: row.question_count,
    timeLimitSeconds: terms.timeLimitSeconds,
    issuedAt: new Date(row.issued_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    originals: originalGroups(definition, questions),
    fadeLaw,
    levelMatched: levelMatch,
    attemptsAllowed: terms.attempts,
    attemptsUsed,
    countedAttempt: terms.countedAttempt,
    scheduleId: terms.scheduleId,
    title: terms.title,
    // The exam's own, which an open exam keeps whatever its schedule says now.
    programme: storedProgramme(row.programme),
  };
}

async function builtInTerms(db: Queryable, definition: AreaDefinition, rules: OfficialExamRules): Promise<IssueTerms> {
  return {
    scheduleId: null,
    title: null,
    settings: await officialSettingsAtIssue(db, definition.id, definition.officialExam.settings),
    // The built-in exam stays on pink noise.
    programme: null,
    questionCount: definition.officialExam.questionCount,
    timeLimitSeconds: OFFICIAL_EXAM_TTL_MS / 1000,
    attempts: rules.attempts,
    countedAttempt: rules.countedAttempt,
    closesAt: null,
    noAttemptsLeft:
      rules.attempts === 1
        ? `You have already taken the ${definition.id} official exam: it allows one attempt.`
        : `You have used all ${rules.attempts} attempts at the ${definition.id} official exam.`,
    generatorVersion: definition.version,
  };
}

function scheduledTerms({ row, settings }: OpenSchedule): IssueTerms {
  return {
    scheduleId: row.id,
    title: row.title,
    settings,
    programme: storedProgramme(row.programme),
    questionCount: row.question_count,
    timeLimitSeconds: row.time_limit_seconds,
    attempts: row.attempts,
    countedAttempt: row.counted_attempt,
    closesAt: new Date(row.closes_at),
    noAttemptsLeft:
      row.attempts === 1 ? `You have already taken “${row.title}”: it allows one attempt.` : `You have used all ${row.attempts} attempts at “${row.title}”.`,
    generatorVersion: row.generator_version,
  };
}

export interface IssuedOfficialExam {
  exam: OfficialExam;
  /** False when the student's open exam of the area was returned instead of a new one. */
  created: boolean;
  questions: unknown[];
  /** What its sounds are rendered on. */
  programme: ProgrammeLoopId | null;
}

/**
 * Issues an official exam of `area` to `sub`, or returns the one still open: at most one open
 * exam per student, area and schedule (the built-in exam is its own), and no more than the
 * allowed attempts (409 'no-attempts-left'). With `scheduleId`, the schedule's organizations,
 * window, settings, time limit (cut at its closing) and attempts apply. One student's issues are
 * serialized by a lock on their user row.
 */
export async function issueOfficialExam(
  { db, areas, clock }: OfficialExamDeps,
  sub: string,
  area: AreaId,
  rules: OfficialExamRules,
  scheduleId?: string,
): Promise<IssuedOfficialExam> {
  const definition = areas[area];
  const builtIn = scheduleId ? null : await builtInTerms(db, definition, rules);
  return db.transaction(async (tx) => {
    const user = (await tx.query<{ organization_id: number | null }>('SELECT organization_id FROM users WHERE sub = $1 FOR UPDATE', [sub]))[0];
    const issuedAt = clock();
    const terms = builtIn ?? scheduledTerms(await openScheduleFor(tx, definition, scheduleId ?? '', user?.organization_id ?? null, issuedAt));
    const earlier = await tx.query<IssuedRow & { open: boolean }>(
      `SELECT ${ISSUED_COLUMNS}, (used_at IS NULL AND expires_at > $3) AS open
         FROM official_exams WHERE user_sub = $1 AND area = $2 AND ${terms.scheduleId ? 'schedule_id = $4' : 'schedule_id IS NULL'}
        ORDER BY issued_at DESC`,
      [sub, area, issuedAt.toISOString(), ...(terms.scheduleId ? [terms.scheduleId] : [])],
    );
    const open = earlier.find((row) => row.open);
    if (open) {
      const exam = officialExamOf(definition, open, terms, earlier.length);
      return { exam, created: false, questions: storedQuestions(definition, open), programme: storedProgramme(open.programme) };
    }
    if (earlier.length >= terms.attempts) throw httpError(409, terms.noAttemptsLeft, API_ERROR_CODES.noAttemptsLeft);
    const seed = randomSeed();
    const { settings, questionCount, generatorVersion, programme } = terms;
    const questions = generateQuestionSet(definition, seed, settings, questionCount, contextOf(programme), generatorVersion);
    const timeUp = issuedAt.getTime() + terms.timeLimitSeconds * 1000;
    const expiresAt = new Date(terms.closesAt ? Math.min(timeUp, terms.closesAt.getTime()) : timeUp);
    const row: IssuedRow = {
      id: randomUUID(),
      seed,
      settings,
      question_count: questionCount,
      questions,
      issued_at: issuedAt,
      expires_at: expiresAt,
      generator_version: generatorVersion,
      programme,
    };
    await tx.query(
      `INSERT INTO official_exams (id, user_sub, area, seed, settings, question_count, questions, issued_at, expires_at, generator_version, schedule_id, programme)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8, $9, $10, $11, $12)`,
      [
        row.id,
        sub,
        area,
        seed,
        JSON.stringify(settings),
        questionCount,
        JSON.stringify(questions),
        issuedAt.toISOString(),
        expiresAt.toISOString(),
        generatorVersion,
        terms.scheduleId,
        programme,
      ],
    );
    return { exam: officialExamOf(definition, row, terms, earlier.length + 1), created: true, questions, programme };
  });
}
