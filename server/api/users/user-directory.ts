import type { Page, UserIdentity } from '../../../src/api-contract';
import type { Queryable } from '../db';
import { SqlParams, escapeLike } from '../reports/sql-params';
import type { IdentitySource } from './user-profile';

export interface UserDirectoryQuery {
  organization?: string;
  q?: string;
  page: number;
  pageSize: number;
}

interface IdentityRow {
  sub: string;
  name: string;
  email: string;
  student_id: string | null;
  organization: string | null;
  identity_source: IdentitySource | null;
  identity_set_at: Date | string | null;
  identity_set_by: string | null;
  identity_conflict: boolean;
  total: number;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const toUserIdentity = (row: Omit<IdentityRow, 'total'>): UserIdentity => ({
  sub: row.sub,
  name: row.name,
  email: row.email,
  studentId: row.student_id,
  organization: row.organization,
  identitySource: row.identity_source,
  identitySetAt: iso(row.identity_set_at),
  identitySetBy: row.identity_set_by,
  conflict: row.identity_conflict,
});

const SELECT_IDENTITY = `SELECT u.sub, u.name, u.email, u.student_id, o.name AS organization, u.identity_source,
       u.identity_set_at, u.identity_set_by, u.identity_conflict`;

/**
 * Users for the admin's student-identity page: conflicts first (they need a decision), then by
 * organization and student id. `q` matches part of the name, e-mail or student id.
 */
export async function listUserIdentities(db: Queryable, query: UserDirectoryQuery): Promise<Page<UserIdentity>> {
  const params = new SqlParams();
  const conditions: string[] = [];
  const organization = query.organization?.trim();
  if (organization) conditions.push(`lower(o.name) = lower(${params.add(organization)})`);
  const q = query.q?.trim();
  if (q) {
    const pattern = params.add(`%${escapeLike(q)}%`);
    conditions.push(`(u.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.student_id ILIKE ${pattern})`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const limit = params.add(query.pageSize);
  const offset = params.add((query.page - 1) * query.pageSize);
  const rows = await db.query<IdentityRow>(
    `${SELECT_IDENTITY}, count(*) OVER ()::int AS total
       FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
       ${where}
      ORDER BY u.identity_conflict DESC, o.name NULLS LAST, lower(u.student_id) NULLS LAST, u.name, u.sub
      LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: the window count came back with no row to carry it.
    const counted = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u LEFT JOIN organizations o ON o.id = u.organization_id ${where}`,
      params.values.slice(0, -2),
    );
    total = counted[0]?.n ?? 0;
  }
  return { rows: rows.map(toUserIdentity), total, page: query.page, pageSize: query.pageSize };
}

export async function findUserIdentity(db: Queryable, sub: string): Promise<UserIdentity | null> {
  const rows = await db.query<Omit<IdentityRow, 'total'>>(
    `${SELECT_IDENTITY} FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.sub = $1`,
    [sub],
  );
  return rows[0] ? toUserIdentity(rows[0]) : null;
}
