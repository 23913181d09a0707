import {
  TOTAL_REPORT_DEFAULT_SORT,
  TOTAL_REPORT_SORT_COLUMNS,
  type CountedAttempt,
  type ListeningFlag,
  type ListeningTimeline,
  type SortOrder,
  type TotalReportSubmissionRow,
  type TotalReportSubmissionSort,
  type TotalReportUserRow,
  type TotalReportUserSort,
  type TotalReportView,
} from '../../../src/api-contract';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { countedKeySql, countedScoreOfKeysSql } from './counted-attempt';
import { SUBMISSION_COLUMNS, toSubmissionRow, type SubmissionDbRow } from './rows';
import { SqlParams } from './sql-params';
import { filterConditions, type TotalReportScope } from './total-report-filter';

export type { SortOrder };

export interface TotalReportQuery extends TotalReportScope {
  view: TotalReportView;
  sort?: string;
  order?: SortOrder;
  /** The official exam's rule: which attempt gives each student's counted score. */
  countedAttempt: CountedAttempt;
}

/** A whitelisted sort column: its (never null) SQL expression and the type its keyset value is cast to. */
interface SortKey {
  expr: string;
  cast: 'timestamptz' | 'uuid' | 'text' | 'float8' | 'int4';
  /** Sorts by a column of users or organizations, so the join comes before the sort. */
  joined?: true;
}

const SUBMISSION_SORTS: Readonly<Record<TotalReportSubmissionSort, SortKey>> = {
  submittedAt: { expr: 's.finished_at', cast: 'timestamptz' },
  submitId: { expr: 's.submit_id', cast: 'uuid' },
  user: { expr: 'u.email', cast: 'text', joined: true },
  studentId: { expr: "COALESCE(s.student_id, '')", cast: 'text' },
  name: { expr: 'u.name', cast: 'text', joined: true },
  organization: { expr: "COALESCE(o.name, '')", cast: 'text', joined: true },
  durationSeconds: { expr: 's.duration_seconds', cast: 'float8' },
  questionCount: { expr: 's.question_count', cast: 'int4' },
  score: { expr: 's.score', cast: 'float8' },
  correctRate: { expr: 's.correct_rate', cast: 'float8' },
};

const USER_SORTS: Readonly<Record<TotalReportUserSort, SortKey>> = {
  user: { expr: 'r.email', cast: 'text' },
  studentId: { expr: "COALESCE(r.student_id, '')", cast: 'text' },
  name: { expr: 'r.name', cast: 'text' },
  organization: { expr: "COALESCE(r.organization, '')", cast: 'text' },
  submitCount: { expr: 'r.submit_count', cast: 'int4' },
  averageScore: { expr: 'r.average_score', cast: 'float8' },
  maxScore: { expr: 'r.max_score', cast: 'float8' },
  // Practice has no counted attempt; there it is the best score, so the sort is still total.
  countedScore: { expr: 'r.counted_score', cast: 'float8' },
};

export const SORT_COLUMNS: Readonly<Record<TotalReportView, readonly string[]>> = TOTAL_REPORT_SORT_COLUMNS;

export const DEFAULT_SORT: Readonly<Record<TotalReportView, { sort: string; order: SortOrder }>> = TOTAL_REPORT_DEFAULT_SORT;

/** Throws 400 for a sort column the view does not have. */
export function resolveSort(query: Pick<TotalReportQuery, 'view' | 'sort' | 'order'>): { key: SortKey; order: SortOrder } {
  const sorts: Readonly<Record<string, SortKey>> = query.view === 'users' ? USER_SORTS : SUBMISSION_SORTS;
  const sort = query.sort ?? DEFAULT_SORT[query.view].sort;
  const key = Object.hasOwn(sorts, sort) ? sorts[sort] : undefined;
  if (!key) throw httpError(400, `Cannot sort ${query.view} by ${sort}; use one of ${SORT_COLUMNS[query.view].join(', ')}`);
  return { key, order: query.order ?? DEFAULT_SORT[query.view].order };
}

/** Where the previous batch of a keyset walk ended. */
export interface Keyset {
  value: unknown;
  tiebreak: string;
}

export interface RowWindow {
  limit: number;
  offset?: number;
  after?: Keyset;
}

export interface RowBatch<T> {
  rows: T[];
  /** All rows the filters select, when the query could tell (the users view, on a non-empty page). */
  total?: number;
  /** Where this batch ended; null when it was empty. */
  last: Keyset | null;
}

const keysetValue = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

export async function countRows(db: Queryable, query: TotalReportQuery): Promise<number> {
  const params = new SqlParams();
  const where = filterConditions(query, params).join(' AND ');
  const counted = query.view === 'users' ? 'count(DISTINCT s.user_sub)::int' : 'count(*)::int';
  const rows = await db.query<{ total: number }>(`SELECT ${counted} AS total FROM submissions s WHERE ${where}`, params.values);
  return rows[0]?.total ?? 0;
}

/** The unique column that breaks ties, so the order (and a keyset walk) is total. */
interface Tiebreak {
  expr: string;
  cast: 'int8' | 'text';
}

function pageClause(params: SqlParams, key: SortKey, order: SortOrder, tiebreak: Tiebreak, win: RowWindow) {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const after = win.after
    ? `(${key.expr}, ${tiebreak.expr}) ${order === 'asc' ? '>' : '<'} ` +
      `(${params.add(keysetValue(win.after.value))}::${key.cast}, ${params.add(win.after.tiebreak)}::${tiebreak.cast})`
    : null;
  const limit = `LIMIT ${params.add(win.limit)}${win.offset ? ` OFFSET ${params.add(win.offset)}` : ''}`;
  return { after, orderBy: `ORDER BY ${key.expr} ${direction}, ${tiebreak.expr} ${direction}`, limit };
}

interface SubmissionQueryRow extends SubmissionDbRow {
  user_sub: string;
  student_id: string | null;
  name: string;
  email: string;
  organization: string | null;
  listening_flag: ListeningFlag | null;
  listening_timeline: ListeningTimeline | null;
  sort_value: unknown;
}

const SUBMISSION_SELECT = `${SUBMISSION_COLUMNS}, s.user_sub, s.student_id, s.organization_id, s.listening_flag, s.listening_timeline`;

export async function submissionRows(
  db: Queryable,
  query: TotalReportQuery,
  win: RowWindow,
): Promise<RowBatch<TotalReportSubmissionRow>> {
  const { key, order } = resolveSort({ ...query, view: 'submissions' });
  const params = new SqlParams();
  const conditions = filterConditions(query, params);
  const page = pageClause(params, key, order, { expr: 's.id', cast: 'int8' }, win);
  if (page.after) conditions.push(page.after);
  const where = conditions.join(' AND ');
  const joins = 'JOIN users u ON u.sub = s.user_sub LEFT JOIN organizations o ON o.id = s.organization_id';
  // Sorting by a submissions column: pick the page first and join only its rows.
  const sql = key.joined
    ? `SELECT ${SUBMISSION_SELECT}, u.name, u.email, o.name AS organization, ${key.expr} AS sort_value
         FROM submissions s ${joins} WHERE ${where} ${page.orderBy} ${page.limit}`
    : `SELECT s.*, u.name, u.email, o.name AS organization FROM (
         SELECT ${SUBMISSION_SELECT}, ${key.expr} AS sort_value FROM submissions s
          WHERE ${where} ${page.orderBy} ${page.limit}
       ) s ${joins}
       ORDER BY s.sort_value ${order === 'asc' ? 'ASC' : 'DESC'}, s.id ${order === 'asc' ? 'ASC' : 'DESC'}`;
  const rows = await db.query<SubmissionQueryRow>(sql, params.values);
  const lastRow = rows.at(-1);
  return {
    rows: rows.map((r) => ({
      ...toSubmissionRow(r),
      sub: r.user_sub,
      user: r.email || r.user_sub,
      studentId: r.student_id,
      name: r.name,
      organization: r.organization,
      listeningFlag: r.listening_flag,
      listeningTimeline: r.listening_timeline,
    })),
    last: lastRow ? { value: lastRow.sort_value, tiebreak: String(lastRow.id) } : null,
  };
}

interface UserQueryRow {
  user_sub: string;
  submit_count: number;
  average_score: number | string;
  max_score: number;
  counted_score: number | string;
  student_id: string | null;
  name: string;
  email: string;
  organization: string | null;
  sort_value: unknown;
  total: number;
}

/**
 * One row per student over the filtered submissions. Student id and organization are those
 * of the student's latest submission in the selection. Aggregating by (student, organization,
 * student id) first lets PostgreSQL hash the big pass; the second pass is over a few rows each.
 * Official exams add the counted score by the exam's rule; practice has none (its best stands in
 * for the sort).
 */
export async function userRows(db: Queryable, query: TotalReportQuery, win: RowWindow): Promise<RowBatch<TotalReportUserRow>> {
  const { key, order } = resolveSort({ ...query, view: 'users' });
  const params = new SqlParams();
  const where = filterConditions(query, params).join(' AND ');
  const page = pageClause(params, key, order, { expr: 'r.user_sub', cast: 'text' }, win);
  const official = query.kind === 'official';
  const rule: CountedAttempt = official ? query.countedAttempt : 'best';
  const rows = await db.query<UserQueryRow>(
    `WITH parts AS (
       SELECT s.user_sub, s.organization_id, s.student_id, count(*) AS n, sum(s.score) AS score_sum,
              max(s.score) AS best, max(s.finished_at) AS latest, ${countedKeySql(rule)} AS counted_key
         FROM submissions s WHERE ${where} GROUP BY s.user_sub, s.organization_id, s.student_id
     ), g AS (
       SELECT user_sub, sum(n)::int AS submit_count,
              round((sum(score_sum) / sum(n))::numeric, 1)::float8 AS average_score, max(best) AS max_score,
              ${countedScoreOfKeysSql(rule, 'counted_key')} AS counted_score,
              (array_agg(student_id ORDER BY latest DESC))[1] AS student_id,
              (array_agg(organization_id ORDER BY latest DESC))[1] AS organization_id
         FROM parts GROUP BY user_sub
     ), r AS (
       SELECT g.user_sub, g.submit_count, g.average_score, g.max_score, g.counted_score, g.student_id, u.name, u.email,
              o.name AS organization
         FROM g JOIN users u ON u.sub = g.user_sub LEFT JOIN organizations o ON o.id = g.organization_id
     )
     SELECT r.*, ${key.expr} AS sort_value, (SELECT count(*)::int FROM g) AS total FROM r
     ${page.after ? `WHERE ${page.after}` : ''}
     ${page.orderBy} ${page.limit}`,
    params.values,
  );
  const lastRow = rows.at(-1);
  return {
    rows: rows.map((r) => ({
      sub: r.user_sub,
      user: r.email || r.user_sub,
      studentId: r.student_id,
      name: r.name,
      organization: r.organization,
      submitCount: r.submit_count,
      averageScore: Number(r.average_score),
      maxScore: Number(r.max_score),
      ...(official ? { countedScore: Number(r.counted_score) } : {}),
    })),
    ...(lastRow ? { total: lastRow.total } : {}),
    last: lastRow ? { value: lastRow.sort_value, tiebreak: lastRow.user_sub } : null,
  };
}
