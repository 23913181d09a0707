import type { CountedAttempt, OwnReport, ProgressPoint, ReportKind, ReportSummary } from '../../../src/lib/api-types';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Queryable } from '../db';
import { countedScoreSql } from './counted-attempt';
import { SUBMISSION_COLUMNS, isoTime, nullableNumber, toSubmissionRow, type SubmissionDbRow } from './rows';

/** The chart shows at most this many of the latest submissions. */
export const PROGRESS_LIMIT = 500;

export interface OwnReportQuery {
  kind: ReportKind;
  page: number;
  pageSize: number;
  /** The official exam's rule: which attempt gives the counted score. */
  countedAttempt: CountedAttempt;
}

const emptySummary = (): ReportSummary => ({ count: 0, averageScore: null, bestScore: null });

/** Only the caller's submissions: every query is keyed by `sub`. */
export async function ownReport(db: Queryable, sub: string, area: AreaId, query: OwnReportQuery): Promise<OwnReport> {
  const official = query.kind === 'official';
  const rows = await db.query<SubmissionDbRow>(
    `SELECT ${SUBMISSION_COLUMNS} FROM submissions s
      WHERE s.user_sub = $1 AND s.area = $2 AND s.official = $3
      ORDER BY s.finished_at DESC, s.id DESC LIMIT $4 OFFSET $5`,
    [sub, area, official, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const summaries = await db.query<{
    official: boolean;
    count: number;
    average: string | number | null;
    best: number | null;
    counted: string | number | null;
  }>(
    `SELECT s.official, count(*)::int AS count, round(avg(s.score)::numeric, 1) AS average, max(s.score) AS best,
            ${countedScoreSql(query.countedAttempt)} AS counted
       FROM submissions s WHERE s.user_sub = $1 AND s.area = $2 GROUP BY s.official`,
    [sub, area],
  );
  const summary: OwnReport['summary'] = {
    practice: emptySummary(),
    official: { ...emptySummary(), countedAttempt: query.countedAttempt, countedScore: null },
  };
  for (const s of summaries) {
    const figures: ReportSummary = { count: s.count, averageScore: nullableNumber(s.average), bestScore: nullableNumber(s.best) };
    if (s.official) summary.official = { ...figures, countedAttempt: query.countedAttempt, countedScore: nullableNumber(s.counted) };
    else summary.practice = figures;
  }
  const progress = await db.query<{ finished_at: Date | string; correct_rate: number; official: boolean }>(
    `SELECT finished_at, correct_rate, official FROM (
       SELECT id, finished_at, correct_rate, official FROM submissions
        WHERE user_sub = $1 AND area = $2 ORDER BY finished_at DESC, id DESC LIMIT $3
     ) latest ORDER BY finished_at ASC, id ASC`,
    [sub, area, PROGRESS_LIMIT],
  );
  return {
    area,
    kind: query.kind,
    rows: rows.map(toSubmissionRow),
    total: summary[query.kind].count,
    page: query.page,
    pageSize: query.pageSize,
    summary,
    progress: progress.map(
      (p): ProgressPoint => ({ submittedAt: isoTime(p.finished_at), correctRate: Number(p.correct_rate), official: p.official }),
    ),
  };
}
