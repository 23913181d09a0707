/**
 * Editing a scheduled exam. Until someone has started it, anything may change (the result is
 * checked as a new one would be). After, its students' attempts must stay comparable: only the
 * closing time moves, and only earlier, down to now (closing it early).
 */
import { isDeepStrictEqual } from 'node:util';
import { API_ERROR_CODES, type OfficialExamScheduleRequest, type OfficialExamScheduleUpdate } from '../../../src/api-contract';
import { httpError } from '../http-error';
import { OFFICIAL_EXAM_CLOCK_SKEW_MS } from '../official-exams/official-exam-rules';
import { checkScheduleRequest, parseTime, type RuleDeps, type ScheduleValues } from './schedule-rules';
import type { ScheduleRow } from './schedule-store';

export type ScheduleChange =
  | { kind: 'edit'; values: ScheduleValues }
  | { kind: 'close'; closesAt: Date }
  | { kind: 'none' };

export function requestOf(row: ScheduleRow): OfficialExamScheduleRequest {
  return {
    area: row.area,
    title: row.title,
    organizations: row.organizations.map((o) => o.id),
    settings: row.settings,
    questionCount: row.question_count,
    opensAt: new Date(row.opens_at).toISOString(),
    closesAt: new Date(row.closes_at).toISOString(),
    timeLimitSeconds: row.time_limit_seconds,
    attempts: row.attempts,
    counts: row.counted_attempt,
    programme: row.programme,
  };
}

/**
 * A closing time a browser meant as "now": up to a minute of clock skew in the past reads as
 * now; further in the past stays as it is (and is refused).
 */
function clampToNow(closesAt: Date, now: Date): Date {
  const behind = now.getTime() - closesAt.getTime();
  return behind > 0 && behind <= OFFICIAL_EXAM_CLOCK_SKEW_MS ? now : closesAt;
}

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  isDeepStrictEqual([...new Set(a)].sort((x, y) => x - y), [...new Set(b)].sort((x, y) => x - y));

/** The fields of `update` other than closesAt that say something else than the stored schedule. */
function changedFields(deps: Pick<RuleDeps, 'areas'>, row: ScheduleRow, update: OfficialExamScheduleUpdate): string[] {
  const stored = requestOf(row);
  const differs: Record<Exclude<keyof OfficialExamScheduleRequest, 'closesAt'>, (value: never) => boolean> = {
    area: (value: string) => value !== stored.area,
    title: (value: string) => value.trim() !== stored.title,
    organizations: (value: number[]) => !sameIds(value, stored.organizations),
    settings: (value: unknown) => {
      if (isDeepStrictEqual(value, stored.settings)) return false;
      const checked = deps.areas[row.area].validateSettings(value);
      return !checked.ok || !isDeepStrictEqual(checked.settings, stored.settings);
    },
    questionCount: (value: number) => value !== stored.questionCount,
    opensAt: (value: string) => Date.parse(value) !== Date.parse(stored.opensAt),
    timeLimitSeconds: (value: number) => value !== stored.timeLimitSeconds,
    attempts: (value: number) => value !== stored.attempts,
    counts: (value: string) => value !== stored.counts,
    programme: (value: string | null) => value !== stored.programme,
  };
  return Object.entries(differs)
    .filter(([field, check]) => {
      const value = update[field as keyof OfficialExamScheduleUpdate];
      return value !== undefined && check(value as never);
    })
    .map(([field]) => field);
}

const started = (row: ScheduleRow, why: string) =>
  httpError(409, `“${row.title}” has been started by a student: ${why}`, API_ERROR_CODES.scheduleStarted);

/** What `update` does to the stored schedule `row`, or why it may not (400 a bad value, 409 'schedule-started'). */
export async function planScheduleUpdate(
  deps: RuleDeps,
  row: ScheduleRow,
  update: OfficialExamScheduleUpdate,
  now: Date,
): Promise<ScheduleChange> {
  const closesAt = update.closesAt === undefined ? undefined : clampToNow(parseTime('closesAt', update.closesAt), now);
  if (!row.started) {
    const merged = { ...requestOf(row), ...update, ...(closesAt ? { closesAt: closesAt.toISOString() } : {}) };
    const closingNow = closesAt?.getTime() === now.getTime();
    return { kind: 'edit', values: await checkScheduleRequest(deps, merged, now, { closingNow }) };
  }
  const changed = changedFields(deps, row, update);
  if (changed.length > 0) throw started(row, `only its closing time can still change, not ${changed.join(', ')}.`);
  if (!closesAt) return { kind: 'none' };
  const storedClose = new Date(row.closes_at).getTime();
  if (closesAt.getTime() === storedClose) return { kind: 'none' };
  if (storedClose <= now.getTime()) throw started(row, 'it is closed already.');
  if (closesAt.getTime() > storedClose) throw started(row, 'its closing time can only move earlier.');
  if (closesAt.getTime() < now.getTime()) throw started(row, 'it cannot close in the past; close it now instead.');
  if (closesAt.getTime() <= new Date(row.opens_at).getTime()) throw started(row, 'it cannot close before it opened.');
  return { kind: 'close', closesAt };
}
