/**
 * `GET /api/students/:sub/summary`: one student across every area, practice and official
 * apart, with each area's scores over time and the trend of the practice scores. Every area is
 * listed, those without submissions with count 0, so the page shows the same areas for everyone.
 */
import type { ReportSummary, StudentAreaSummary, StudentSummary } from '../../../src/lib/api-types';
import { AREA_IDS, type AreaId } from '../../../src/lib/area-registry';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
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
  /** Least-squares slope of score against time in weeks (PostgreSQL's regr_slope). */
  slope: number | null;
  /** Seconds from the first exam of the group to the last. */
  span_seconds: number | null;
}

interface PointDbRow {
  area: string;
  finished_at: Date | string;
  score: number;
  official: boolean;
}

const emptySummary = (): ReportSummary => ({ count: 0, averageScore: null, bestScore: null });
const round2 = (value: number): number => Math.round(value * 100) / 100;

export async function studentSummary(db: Queryable, sub: string): Promise<StudentSummary> {
  const identity = await findUserIdentity(db, sub);
  if (!identity) throw httpError(404, `No user ${sub}`);
  const [summaries, points] = await Promise.all([
    db.query<SummaryDbRow>(
      `SELECT area, official, count(*)::int AS count, round(avg(score)::numeric, 1) AS average, max(score) AS best,
              regr_slope(score::float8, (extract(epoch FROM finished_at) / ${WEEK_SECONDS})::float8) AS slope,
              extract(epoch FROM max(finished_at) - min(finished_at))::float8 AS span_seconds
         FROM submissions WHERE user_sub = $1 GROUP BY area, official`,
      [sub],
    ),
    // The latest PROGRESS_LIMIT of each area, as the student's own chart.
    db.query<PointDbRow>(
      `SELECT area, finished_at, score, official FROM (
         SELECT id, area, finished_at, score, official,
                row_number() OVER (PARTITION BY area ORDER BY finished_at DESC, id DESC) AS latest
           FROM submissions WHERE user_sub = $1
       ) ranked WHERE latest <= $2 ORDER BY area, finished_at, id`,
      [sub, PROGRESS_LIMIT],
    ),
  ]);
  const byArea = new Map<AreaId, StudentAreaSummary>(
    AREA_IDS.map((area) => [area, { area, practice: emptySummary(), official: emptySummary(), points: [], trendPerWeek: null }]),
  );
  for (const row of summaries) {
    const summary = byArea.get(row.area as AreaId);
    if (!summary) continue;
    const figures: ReportSummary = { count: row.count, averageScore: nullableNumber(row.average), bestScore: nullableNumber(row.best) };
    if (row.official) summary.official = figures;
    else {
      summary.practice = figures;
      // A slope over exams minutes apart extrapolates to hundreds of thousands of points a week.
      const spansAWeek = Number(row.span_seconds) >= WEEK_SECONDS;
      summary.trendPerWeek = row.slope === null || !spansAWeek ? null : round2(Number(row.slope));
    }
  }
  for (const point of points) {
    byArea.get(point.area as AreaId)?.points.push({ submittedAt: isoTime(point.finished_at), score: Number(point.score), official: point.official });
  }
  const { name, email, studentId, organization } = identity;
  return { student: { sub, name, email, studentId, organization }, areas: [...byArea.values()] };
}
