/**
 * Thresholds and confusions, read back: a student's own (every run of an area, and what their
 * exams and runs confused), and a class's (each student's latest threshold per dimension, and
 * the confusions of everything the class did). Sums of stored counts: no re-scoring here.
 */
import type { ClassLearningReport, ConfusionCountRow, OwnLearningReport, ThresholdBoundClaim, ThresholdPoint, TotalReportFilters } from '../../../src/api-contract';
import { adaptiveDimension } from '../../../src/exam-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { AreaDefinitions } from '../areas';
import type { Queryable } from '../db';
import { filterConditions } from '../reports/total-report-filter';
import { SqlParams } from '../reports/sql-params';

const OWN_RUNS_PER_DIMENSION = 100;

interface RunRow {
  submit_id: string;
  dimension: string;
  finished_at: Date | string;
  threshold: number | null;
  threshold_low: number | null;
  threshold_high: number | null;
  threshold_bound: ThresholdBoundClaim;
  trial_count: number;
}

const isoTime = (value: Date | string): string => new Date(value).toISOString();

function pointOf(row: RunRow): ThresholdPoint {
  return {
    submitId: row.submit_id,
    finishedAt: isoTime(row.finished_at),
    threshold: row.threshold === null ? null : Number(row.threshold),
    low: row.threshold_low === null ? null : Number(row.threshold_low),
    high: row.threshold_high === null ? null : Number(row.threshold_high),
    bound: row.threshold_bound,
    trials: Number(row.trial_count),
  };
}

/** The confusions of the rows the two sub-queries select (each yielding a `confusions` column). */
async function confusionsOf(db: Queryable, sources: string, values: readonly unknown[]): Promise<ConfusionCountRow[]> {
  const rows = await db.query<ConfusionCountRow>(
    `SELECT c->>'axis' AS axis, c->>'asked' AS asked, c->>'answered' AS answered, sum((c->>'count')::int)::int AS count
       FROM (${sources}) x, jsonb_array_elements(x.confusions) c
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3`,
    values,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Rows by dimension, each with its unit; a dimension the area no longer declares is left out. */
function byDimension<T>(areas: AreaDefinitions, area: AreaId, rows: readonly (T & { dimension: string })[]): { dimension: string; unit: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.dimension, [...(groups.get(row.dimension) ?? []), row]);
  return [...groups].flatMap(([dimension, grouped]) => {
    const unit = adaptiveDimension(areas[area], dimension)?.unit;
    return unit ? [{ dimension, unit, rows: grouped }] : [];
  });
}

export async function ownLearning(db: Queryable, areas: AreaDefinitions, sub: string, area: AreaId): Promise<OwnLearningReport> {
  const runs = await db.query<RunRow>(
    `SELECT submit_id, dimension, finished_at, threshold, threshold_low, threshold_high, threshold_bound, trial_count FROM (
       SELECT r.*, row_number() OVER (PARTITION BY dimension ORDER BY finished_at DESC, id DESC) AS recent
         FROM adaptive_runs r WHERE user_sub = $1 AND area = $2
     ) latest WHERE recent <= ${OWN_RUNS_PER_DIMENSION}
     ORDER BY dimension, finished_at, submit_id`,
    [sub, area],
  );
  const confusions = await confusionsOf(
    db,
    `SELECT confusions FROM submissions WHERE user_sub = $1 AND area = $2 AND confusions IS NOT NULL
     UNION ALL SELECT confusions FROM adaptive_runs WHERE user_sub = $1 AND area = $2`,
    [sub, area],
  );
  const thresholds = byDimension(areas, area, runs).map(({ dimension, unit, rows }) => ({ dimension, unit, runs: rows.map(pointOf) }));
  return { area, thresholds, confusions };
}

interface ClassRunRow extends RunRow {
  user_sub: string;
  name: string;
  student_id: string | null;
  organization: string | null;
  runs: number;
}

/**
 * The class: students whose runs or exams match the total report's organization and date
 * filters (the organization a result was made in, as elsewhere in the total reports).
 */
export async function classLearning(db: Queryable, areas: AreaDefinitions, area: AreaId, filters: TotalReportFilters): Promise<ClassLearningReport> {
  const { organization, from, to } = filters;
  const scope = { area, ...(organization ? { organization } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const runParams = new SqlParams();
  const runWhere = filterConditions(scope, runParams).join(' AND ');
  const runs = await db.query<ClassRunRow>(
    `SELECT DISTINCT ON (s.user_sub, s.dimension)
            s.user_sub, s.submit_id, s.dimension, s.finished_at, s.threshold, s.threshold_low, s.threshold_high, s.threshold_bound, s.trial_count,
            u.name, s.student_id, o.name AS organization,
            count(*) OVER (PARTITION BY s.user_sub, s.dimension)::int AS runs
       FROM adaptive_runs s
       JOIN users u ON u.sub = s.user_sub
       LEFT JOIN organizations o ON o.id = s.organization_id
      WHERE ${runWhere} AND s.threshold IS NOT NULL
      ORDER BY s.user_sub, s.dimension, s.finished_at DESC, s.id DESC`,
    runParams.values,
  );
  const params = new SqlParams();
  const where = filterConditions(scope, params).join(' AND ');
  const confusions = await confusionsOf(
    db,
    `SELECT s.confusions FROM submissions s WHERE ${where} AND s.confusions IS NOT NULL
     UNION ALL SELECT s.confusions FROM adaptive_runs s WHERE ${where}`,
    params.values,
  );
  const thresholds = byDimension(areas, area, runs).map(({ dimension, unit, rows }) => ({
    dimension,
    unit,
    students: rows
      .map((row) => ({ sub: row.user_sub, name: row.name, studentId: row.student_id, organization: row.organization, runs: Number(row.runs), latest: pointOf(row) }))
      .sort((a, b) => (a.latest.threshold ?? 0) - (b.latest.threshold ?? 0)),
  }));
  return { area, thresholds, confusions };
}
