/**
 * `GET /api/students/:sub/summary`: one student across every area, practice and official
 * apart, with each area's scores over time (each with its difficulty) and the trend of the
 * practice scores at the difficulty practised last. Every area is listed, those without
 * submissions with count 0, so the page shows the same areas for everyone.
 */
import { adaptiveDimension } from '../../../src/exam-contract';
import type { ReportSummary, StudentAreaSummary, StudentSummary, ThresholdBoundClaim, ThresholdPoint } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { areaIdsOf, type AreaDefinitions } from '../areas';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { difficultyPresets, difficultySql, presetsCte, sameDifficultySql } from '../reports/difficulty-presets';
import { PROGRESS_LIMIT } from '../reports/own-report';
import { isoTime, nullableNumber } from '../reports/rows';
import { findUserIdentity } from '../users/user-directory';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

interface SummaryDbRow {
  area: string;
  official: boolean;
  count: number;
  average: number | string | null;
  best: number | null;
}

interface TrendDbRow {
  area: string;
  difficulty: string | null;
  /** Least-squares slope of score against time in weeks (PostgreSQL's regr_slope). */
  slope: number | null;
  /** Seconds from the first exam at the difficulty to the last. */
  span_seconds: number | null;
}

interface PointDbRow {
  area: string;
  finished_at: Date | string;
  score: number;
  official: boolean;
  difficulty: string | null;
}

const emptySummary = (): ReportSummary => ({ count: 0, averageScore: null, bestScore: null });
const round2 = (value: number): number => Math.round(value * 100) / 100;

interface ThresholdDbRow {
  area: string;
  dimension: string;
  runs: number;
  submit_id: string;
  finished_at: Date | string;
  threshold: number;
  threshold_low: number;
  threshold_high: number;
  threshold_bound: ThresholdBoundClaim;
  trial_count: number;
  first: boolean;
}

const thresholdPoint = (row: ThresholdDbRow): ThresholdPoint => ({
  submitId: row.submit_id,
  finishedAt: isoTime(row.finished_at),
  threshold: Number(row.threshold),
  low: Number(row.threshold_low),
  high: Number(row.threshold_high),
  bound: row.threshold_bound,
  trials: Number(row.trial_count),
});

export async function studentSummary(db: Queryable, areas: AreaDefinitions, sub: string): Promise<StudentSummary> {
  const identity = await findUserIdentity(db, sub);
  if (!identity) throw httpError(404, `No user ${sub}`);
  const presets = difficultyPresets(areas);
  const [summaries, trends, points, thresholds] = await Promise.all([
    db.query<SummaryDbRow>(
      `SELECT area, official, count(*)::int AS count, round(avg(score)::numeric, 1) AS average, max(score) AS best
         FROM submissions WHERE user_sub = $1 GROUP BY area, official`,
      [sub],
    ),
    // Only the practice at the difficulty of the latest practice exam: a trend across difficulties means nothing.
    db.query<TrendDbRow>(
      `WITH ${presetsCte(2)},
       practice AS (
         SELECT s.area, s.score, s.finished_at, s.settings, ${difficultySql('s')} AS difficulty,
                row_number() OVER (PARTITION BY s.area ORDER BY s.finished_at DESC, s.id DESC) AS latest
           FROM submissions s WHERE s.user_sub = $1 AND NOT s.official
       ),
       practised AS (SELECT area, difficulty, settings FROM practice WHERE latest = 1)
       SELECT p.area, p.difficulty,
              regr_slope(m.score::float8, (extract(epoch FROM m.finished_at) / ${WEEK_SECONDS})::float8) AS slope,
              extract(epoch FROM max(m.finished_at) - min(m.finished_at))::float8 AS span_seconds
         FROM practised p JOIN practice m ON m.area = p.area AND ${sameDifficultySql('m', 'p')}
        GROUP BY p.area, p.difficulty`,
      [sub, presets.json],
    ),
    // The latest PROGRESS_LIMIT of each area, as the student's own chart, practice with its difficulty.
    db.query<PointDbRow>(
      `WITH ${presetsCte(3)}
       SELECT area, finished_at, score, official, difficulty FROM (
         SELECT s.id, s.area, s.finished_at, s.score, s.official,
                CASE WHEN s.official THEN NULL ELSE ${difficultySql('s')} END AS difficulty,
                row_number() OVER (PARTITION BY s.area ORDER BY s.finished_at DESC, s.id DESC) AS latest
           FROM submissions s WHERE s.user_sub = $1
       ) ranked WHERE latest <= $2 ORDER BY area, finished_at, id`,
      [sub, PROGRESS_LIMIT, presets.json],
    ),
    // The first and the latest run with a threshold, per area and dimension.
    db.query<ThresholdDbRow>(
      `SELECT area, dimension, runs, submit_id, finished_at, threshold, threshold_low, threshold_high, threshold_bound, trial_count, n = 1 AS first FROM (
         SELECT r.*, row_number() OVER w AS n, count(*) OVER (PARTITION BY area, dimension)::int AS runs,
                row_number() OVER (PARTITION BY area, dimension ORDER BY finished_at DESC, id DESC) AS from_last
           FROM adaptive_runs r WHERE user_sub = $1 AND threshold IS NOT NULL
         WINDOW w AS (PARTITION BY area, dimension ORDER BY finished_at, id)
       ) ranked WHERE n = 1 OR from_last = 1 ORDER BY area, dimension, finished_at`,
      [sub],
    ),
  ]);
  const byArea = new Map<AreaId, StudentAreaSummary>(
    areaIdsOf(areas).map((area) => [area, { area, practice: emptySummary(), official: emptySummary(), points: [], practiceTrend: null, thresholds: [] }]),
  );
  for (const row of summaries) {
    const summary = byArea.get(row.area as AreaId);
    if (!summary) continue;
    const figures: ReportSummary = { count: row.count, averageScore: nullableNumber(row.average), bestScore: nullableNumber(row.best) };
    if (row.official) summary.official = figures;
    else summary.practice = figures;
  }
  for (const row of trends) {
    const summary = byArea.get(row.area as AreaId);
    if (!summary) continue;
    // A slope over exams minutes apart extrapolates to hundreds of thousands of points a week.
    const spansAWeek = Number(row.span_seconds) >= WEEK_SECONDS;
    summary.practiceTrend = { difficulty: row.difficulty, perWeek: row.slope === null || !spansAWeek ? null : round2(Number(row.slope)) };
  }
  for (const point of points) {
    byArea
      .get(point.area as AreaId)
      ?.points.push({ submittedAt: isoTime(point.finished_at), score: Number(point.score), official: point.official, difficulty: point.difficulty });
  }
  for (const row of thresholds) {
    const summary = byArea.get(row.area as AreaId);
    const unit = adaptiveDimension(areas[row.area as AreaId], row.dimension)?.unit;
    if (!summary || !unit) continue;
    const known = summary.thresholds.find((t) => t.dimension === row.dimension);
    // One run is both the first and the latest.
    if (known) known.latest = thresholdPoint(row);
    else summary.thresholds.push({ dimension: row.dimension, unit, runs: Number(row.runs), first: thresholdPoint(row), latest: thresholdPoint(row) });
  }
  const { name, email, studentId, organization } = identity;
  return { student: { sub, name, email, studentId, organization }, areas: [...byArea.values()] };
}
