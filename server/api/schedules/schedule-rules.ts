/**
 * What a scheduled exam may be (docs/architecture.md, Scheduled exams). The route schemas check
 * the shape; these rules check the values, each refusal a 400 naming the field, so that nothing
 * a student could never take, or an area could not make, is stored.
 */
import { COUNTED_ATTEMPTS, SCHEDULE_LIMITS, type CountedAttempt, type OfficialExamScheduleRequest } from '../../../src/api-contract';
import type { ProgrammeLoopId } from '../../../src/audio/programme';
import { generateQuestionSet } from '../../../src/exam-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { AreaDefinitions } from '../areas';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { contextOf, requestedProgramme } from '../submissions/programme-context';
import { checkPracticeSettings } from '../submissions/server-settings';

/** A request that passed every rule, as it is stored. */
export interface ScheduleValues {
  area: AreaId;
  title: string;
  organizationIds: number[];
  /** As the area's validateSettings returned them. */
  settings: unknown;
  questionCount: number;
  opensAt: Date;
  closesAt: Date;
  timeLimitSeconds: number;
  attempts: number;
  counts: CountedAttempt;
  /** The area's generator version now: the questions will be made with it. */
  generatorVersion: number;
  /** The loop the questions are made for and rendered on; null: pink noise. */
  programme: ProgrammeLoopId | null;
}

/** What the rules read: the areas, and the database (inside a transaction or not). */
export interface RuleDeps {
  db: Queryable;
  areas: AreaDefinitions;
}

const refuse = (message: string) => httpError(400, message);

function wholeNumberIn(name: keyof typeof SCHEDULE_LIMITS, value: unknown): number {
  const { min, max } = SCHEDULE_LIMITS[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw refuse(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export function parseTime(name: string, value: unknown): Date {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw refuse(`${name} must be an ISO 8601 time with a time zone, e.g. 2026-09-01T09:00:00Z`);
  return new Date(time);
}

async function existingOrganizations(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refuse('organizations must name at least one organization');
  const found = new Set((await db.query<{ id: number }>('SELECT id FROM organizations WHERE id = ANY($1::int[])', [unique])).map((r) => r.id));
  const unknown = unique.filter((id) => !found.has(id));
  if (unknown.length > 0) throw refuse(`organizations: no organization has the id ${unknown.join(', ')}`);
  return unique.sort((a, b) => a - b);
}

/**
 * The settings as the area validates them for the material (EQ on a loop: no more bands than it
 * reveals), checked against this API's data (timbre's recordings), and able to make questions; a
 * loop only where the questions play it (not a sound of their own: a sine, a recording).
 */
export async function checkScheduleSettings(
  { db, areas }: RuleDeps,
  area: AreaId,
  raw: unknown,
  questionCount: number,
  programme: ProgrammeLoopId | null = null,
): Promise<unknown> {
  const definition = areas[area];
  const context = contextOf(programme);
  const checked = definition.validateSettings(raw, context);
  if (!checked.ok) {
    const fields = Object.keys(checked.errors).join(', ');
    const on = programme === null ? '' : ` on the ${programme} loop`;
    throw refuse(`settings: the ${area} exam does not accept these settings${on} (${fields || 'malformed'})`);
  }
  await checkPracticeSettings(db, area, checked.settings);
  let questions: unknown[];
  try {
    questions = generateQuestionSet(definition, 0, checked.settings, questionCount, context);
  } catch (error) {
    throw refuse(`settings cannot make questions: ${error instanceof Error ? error.message : 'unknown'}`);
  }
  if (programme !== null && questions.every((question) => definition.buildProcessing(question).stimulus !== undefined)) {
    throw refuse(`programme: with these settings the ${area} exam plays a sound of its own, not the programme; leave the material as pink noise (null)`);
  }
  return checked.settings;
}

export interface CheckOptions {
  /** An edit closing it now: `closesAt` may be now, not only later. */
  closingNow?: boolean;
}

/** Every rule over a whole request (a new schedule, or an edit merged with the stored one). */
export async function checkScheduleRequest(
  deps: RuleDeps,
  request: OfficialExamScheduleRequest,
  now: Date,
  options: CheckOptions = {},
): Promise<ScheduleValues> {
  const definition = deps.areas[request.area] as AreaDefinitions[AreaId] | undefined;
  if (!definition) throw refuse(`area: unknown area ${String(request.area)}`);
  const title = typeof request.title === 'string' ? request.title.trim() : '';
  if (title.length < SCHEDULE_LIMITS.title.min || title.length > SCHEDULE_LIMITS.title.max) {
    throw refuse(`title must be ${SCHEDULE_LIMITS.title.min} to ${SCHEDULE_LIMITS.title.max} characters (spaces around it are not counted)`);
  }
  const questionCount = wholeNumberIn('questionCount', request.questionCount);
  const timeLimitSeconds = wholeNumberIn('timeLimitSeconds', request.timeLimitSeconds);
  const attempts = wholeNumberIn('attempts', request.attempts);
  if (!COUNTED_ATTEMPTS.includes(request.counts)) throw refuse(`counts must be one of ${COUNTED_ATTEMPTS.join(', ')}`);
  const opensAt = parseTime('opensAt', request.opensAt);
  const closesAt = parseTime('closesAt', request.closesAt);
  if (closesAt.getTime() <= opensAt.getTime()) throw refuse('closesAt must be after opensAt');
  const past = options.closingNow ? closesAt.getTime() < now.getTime() : closesAt.getTime() <= now.getTime();
  if (past) throw refuse('closesAt is in the past: nobody could take the exam');
  const organizationIds = await existingOrganizations(deps.db, request.organizations);
  const programme = requestedProgramme(request.programme);
  const settings = await checkScheduleSettings(deps, request.area, request.settings, questionCount, programme);
  return {
    area: request.area,
    title,
    organizationIds,
    settings,
    questionCount,
    opensAt,
    closesAt,
    timeLimitSeconds,
    attempts,
    counts: request.counts,
    generatorVersion: definition.version,
    programme,
  };
}
