import type { ReportKind, TotalReportFilters } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { isUuid } from '../../../src/lib/uuid';
import { httpError } from '../http-error';
import { escapeLike, type SqlParams } from './sql-params';

export interface TotalReportScope extends TotalReportFilters {
  area: AreaId;
  kind: ReportKind;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd -> midnight UTC of that day. */
function utcMidnight(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || !d.toISOString().startsWith(date)) throw httpError(400, `Not a date: ${date}`);
  return d;
}

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Blank filter values count as absent, so `?user=` is the same as no user filter. */
export function normaliseFilters(filters: TotalReportFilters): TotalReportFilters {
  const out: TotalReportFilters = {};
  for (const key of ['organization', 'from', 'to', 'submitId', 'user', 'studentId'] as const) {
    const value = present(filters[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The WHERE conditions on `submissions s` (or `adaptive_runs s`) for a total report. `from` and `to` are inclusive
 * UTC dates on finished_at; organization and student id are the ones copied at submission time.
 */
export function filterConditions(scope: Omit<TotalReportScope, 'kind'> & { kind?: ReportKind }, params: SqlParams): string[] {
  // Without a kind (adaptive runs have none), both kinds.
  const conditions = [`s.area = ${params.add(scope.area)}`];
  if (scope.kind !== undefined) conditions.push(`s.official = ${params.add(scope.kind === 'official')}`);
  const f = normaliseFilters(scope);
  if (f.organization !== undefined) {
    conditions.push(
      `s.organization_id = (SELECT id FROM organizations WHERE lower(name) = lower(${params.add(f.organization)}))`,
    );
  }
  const from = f.from === undefined ? undefined : utcMidnight(f.from);
  const to = f.to === undefined ? undefined : utcMidnight(f.to);
  if (from && to && from > to) throw httpError(400, 'The from date is after the to date');
  if (from) conditions.push(`s.finished_at >= ${params.add(from.toISOString())}::timestamptz`);
  if (to) conditions.push(`s.finished_at < ${params.add(new Date(to.getTime() + DAY_MS).toISOString())}::timestamptz`);
  if (f.submitId !== undefined) {
    const id = f.submitId.toLowerCase();
    conditions.push(
      isUuid(id)
        ? `s.submit_id = ${params.add(id)}::uuid`
        : `s.submit_id::text LIKE ${params.add(`${escapeLike(id)}%`)}`,
    );
  }
  if (f.user !== undefined) {
    const pattern = params.add(`%${escapeLike(f.user)}%`);
    conditions.push(`s.user_sub IN (SELECT sub FROM users WHERE name ILIKE ${pattern} OR email ILIKE ${pattern})`);
  }
  if (f.studentId !== undefined) conditions.push(`s.student_id = ${params.add(f.studentId)}`);
  return conditions;
}
