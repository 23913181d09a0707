/**
 * Scheduled official exams as stored: one row per schedule, its organizations beside it
 * (docs/architecture.md, Scheduled exams). The status is never stored: it is the server clock's.
 */
import type { CountedAttempt, OfficialExamSchedule, Organization, ScheduleStatus } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Queryable } from '../db';

export interface ScheduleRow {
  id: string;
  area: AreaId;
  title: string;
  settings: unknown;
  question_count: number;
  opens_at: Date;
  closes_at: Date;
  time_limit_seconds: number;
  attempts: number;
  counted_attempt: CountedAttempt;
  /** The area's generator version when it was set (or last edited): its questions are made with it. */
  generator_version: number;
  /** The loop of the programme library it is played on; null: pink noise. */
  programme: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  organizations: Organization[];
  /** Someone was issued an exam of it. */
  started: boolean;
}

const SCHEDULE_COLUMNS = `s.id, s.area, s.title, s.settings, s.question_count, s.opens_at, s.closes_at,
  s.time_limit_seconds, s.attempts, s.counted_attempt, s.generator_version, s.programme, s.created_by, s.created_at, s.updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY o.name)
              FROM official_exam_schedule_organizations so JOIN organizations o ON o.id = so.organization_id
             WHERE so.schedule_id = s.id), '[]'::json) AS organizations,
  EXISTS (SELECT 1 FROM official_exams e WHERE e.schedule_id = s.id) AS started`;

/** Open from `opensAt` (inclusive) until `closesAt` (exclusive). */
export function scheduleStatus(row: Pick<ScheduleRow, 'opens_at' | 'closes_at'>, now: Date): ScheduleStatus {
  const at = now.getTime();
  if (at < new Date(row.opens_at).getTime()) return 'upcoming';
  return at < new Date(row.closes_at).getTime() ? 'open' : 'closed';
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function toSchedule(row: ScheduleRow, now: Date): OfficialExamSchedule {
  return {
    id: row.id,
    area: row.area,
    title: row.title,
    organizations: row.organizations,
    settings: row.settings,
    questionCount: row.question_count,
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    timeLimitSeconds: row.time_limit_seconds,
    attempts: row.attempts,
    counts: row.counted_attempt,
    programme: row.programme,
    status: scheduleStatus(row, now),
    started: row.started,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One schedule; `lock` takes the row lock first (edits: UPDATE, issuing: SHARE), so the two serialize. */
export async function findScheduleRow(db: Queryable, id: string, lock?: 'UPDATE' | 'SHARE'): Promise<ScheduleRow | null> {
  if (lock) {
    const locked = await db.query(`SELECT id FROM official_exam_schedules WHERE id = $1 FOR ${lock}`, [id]);
    if (locked.length === 0) return null;
  }
  const rows = await db.query<ScheduleRow>(`SELECT ${SCHEDULE_COLUMNS} FROM official_exam_schedules s WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface ScheduleFilter {
  id?: string | undefined;
  status?: ScheduleStatus | undefined;
  area?: AreaId | undefined;
  /** An organization's name, without case. */
  organization?: string | undefined;
  /** Only schedules set for this organization (a student's). */
  organizationId?: number | undefined;
  /** Leave out the closed ones (a student's list). */
  notClosed?: boolean;
}

/** A student's standing with a schedule. */
export interface StudentScheduleRow extends ScheduleRow {
  attempts_used: number;
  open_exam_id: string | null;
}

/** A teacher's count of a schedule's students. */
export interface AdminScheduleRow extends ScheduleRow {
  started_count: number;
  submitted_count: number;
}

/** `params` gets the values, `param` names them ($n). */
function placeholders(params: unknown[]): (value: unknown) => string {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

function whereOf(filter: ScheduleFilter, params: unknown[], at: Date): string {
  const conditions: string[] = [];
  const param = placeholders(params);
  let nowParam: string | null = null;
  const now = (): string => (nowParam ??= param(at.toISOString()));
  if (filter.status === 'upcoming') conditions.push(`s.opens_at > ${now()}`);
  if (filter.status === 'open') conditions.push(`s.opens_at <= ${now()} AND s.closes_at > ${now()}`);
  if (filter.status === 'closed') conditions.push(`s.closes_at <= ${now()}`);
  if (filter.notClosed) conditions.push(`s.closes_at > ${now()}`);
  if (filter.id !== undefined) conditions.push(`s.id = ${param(filter.id)}`);
  if (filter.area) conditions.push(`s.area = ${param(filter.area)}`);
  if (filter.organization !== undefined) {
    conditions.push(`EXISTS (SELECT 1 FROM official_exam_schedule_organizations so JOIN organizations o ON o.id = so.organization_id
                              WHERE so.schedule_id = s.id AND lower(o.name) = lower(${param(filter.organization.trim())}))`);
  }
  if (filter.organizationId !== undefined) {
    conditions.push(`EXISTS (SELECT 1 FROM official_exam_schedule_organizations so
                              WHERE so.schedule_id = s.id AND so.organization_id = ${param(filter.organizationId)})`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** Every schedule matching `filter`, with the teacher's counts, sorted by `compareSchedules`. */
export async function listAdminScheduleRows(db: Queryable, filter: ScheduleFilter, now: Date): Promise<AdminScheduleRow[]> {
  const params: unknown[] = [];
  const where = whereOf(filter, params, now);
  const rows = await db.query<AdminScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS},
            (SELECT count(DISTINCT e.user_sub)::int FROM official_exams e WHERE e.schedule_id = s.id) AS started_count,
            (SELECT count(DISTINCT x.user_sub)::int FROM submissions x
              WHERE x.schedule_id = s.id AND x.outcome = 'submitted') AS submitted_count
       FROM official_exam_schedules s ${where}`,
    params,
  );
  return rows.sort(compareSchedules(now));
}

/** The schedules of `filter` with `sub`'s attempts and open exam of each. */
export async function listStudentScheduleRows(db: Queryable, sub: string, filter: ScheduleFilter, now: Date): Promise<StudentScheduleRow[]> {
  const params: unknown[] = [];
  const where = whereOf(filter, params, now);
  const param = placeholders(params);
  const who = param(sub);
  const at = param(now.toISOString());
  const rows = await db.query<StudentScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS},
            (SELECT count(*)::int FROM official_exams e WHERE e.schedule_id = s.id AND e.user_sub = ${who}) AS attempts_used,
            (SELECT e.id FROM official_exams e
              WHERE e.schedule_id = s.id AND e.user_sub = ${who} AND e.used_at IS NULL AND e.expires_at > ${at}
              ORDER BY e.issued_at DESC LIMIT 1) AS open_exam_id
       FROM official_exam_schedules s ${where}`,
    params,
  );
  return rows.sort(compareSchedules(now));
}

export const toAdminSchedule = (row: AdminScheduleRow, now: Date): OfficialExamSchedule => ({
  ...toSchedule(row, now),
  startedCount: row.started_count,
  submittedCount: row.submitted_count,
});

export const toStudentSchedule = (row: StudentScheduleRow, now: Date): OfficialExamSchedule => ({
  ...toSchedule(row, now),
  attemptsUsed: row.attempts_used,
  openExamId: row.open_exam_id,
});

const STATUS_ORDER: Record<ScheduleStatus, number> = { open: 0, upcoming: 1, closed: 2 };

/** Open ones first, closing soonest first; then upcoming, opening soonest first; then closed, newest first. */
export function compareSchedules(now: Date): (a: ScheduleRow, b: ScheduleRow) => number {
  const time = (value: Date): number => new Date(value).getTime();
  return (a, b) => {
    const status = scheduleStatus(a, now);
    const byStatus = STATUS_ORDER[status] - STATUS_ORDER[scheduleStatus(b, now)];
    if (byStatus !== 0) return byStatus;
    if (status === 'open') return time(a.closes_at) - time(b.closes_at);
    if (status === 'upcoming') return time(a.opens_at) - time(b.opens_at);
    return time(b.closes_at) - time(a.closes_at);
  };
}
