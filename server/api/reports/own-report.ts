import type {
  CountedAttempt,
  DifficultySummary,
  OwnReport,
  OwnSubmissionRow,
  ProgressPoint,
  ReportKind,
  ReportSummary,
} from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Queryable } from '../db';
import { countedScoreSql } from './counted-attempt';
import { difficultyRankSql, difficultySql, presetsCte, type DifficultyPresets } from './difficulty-presets';
import { SUBMISSION_COLUMNS, isoTime, nullableNumber, toSubmissionRow, type SubmissionDbRow } from './rows';

/** The chart shows at most this many of the latest submissions. */
export const PROGRESS_LIMIT = 500;

export interface OwnReportQuery {
  kind: ReportKind;
  page: number;
  pageSize: number;
  /** The official exam's rule: which attempt gives the counted score. */
  countedAttempt: CountedAttempt;
  /** Each row, each chart point and the practice averages name their difficulty. */
  presets: DifficultyPresets;
}

interface FiguresDbRow {
  count: number;
  average: string | number | null;
  best: number | null;
}

const figuresOf = (row: FiguresDbRow): ReportSummary => ({
  count: row.count,
  averageScore: nullableNumber(row.average),
  bestScore: nullableNumber(row.best),
});

const emptySummary = (): ReportSummary => ({ count: 0, averageScore: null, bestScore: null });

/** Only the caller's submissions: every query is keyed by `sub`. */
export async function ownReport(db: Queryable, sub: string, area: AreaId, query: OwnReportQuery): Promise<OwnReport> {
  const official = query.kind === 'official';
  const rows = await db.query<SubmissionDbRow & { difficulty: string | null; settings: unknown; programme: string | null }>(
    `WITH ${presetsCte(6)}
     SELECT ${SUBMISSION_COLUMNS}, s.settings, s.programme, ${difficultySql('s')} AS difficulty FROM submissions s
      WHERE s.user_sub = $1 AND s.area = $2 AND s.official = $3
      ORDER BY s.finished_at DESC, s.id DESC LIMIT $4 OFFSET $5`,
    [sub, area, official, query.pageSize, (query.page - 1) * query.pageSize, query.presets.json],
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
  // Practice at each difficulty apart, easiest first and custom settings last.
  const byDifficulty = await db.query<FiguresDbRow & { difficulty: string | null }>(
    `WITH ${presetsCte(3)},
     practice AS (SELECT s.score, ${difficultySql('s')} AS difficulty FROM submissions s WHERE s.user_sub = $1 AND s.area = $2 AND NOT s.official)
     SELECT difficulty, count(*)::int AS count, round(avg(score)::numeric, 1) AS average, max(score) AS best
       FROM practice GROUP BY difficulty
      ORDER BY ${difficultyRankSql('difficulty', '$2')} ASC NULLS LAST`,
    [sub, area, query.presets.json],
  );
  const summary: OwnReport['summary'] = {
    practice: { ...emptySummary(), byDifficulty: byDifficulty.map((row): DifficultySummary => ({ difficulty: row.difficulty, ...figuresOf(row) })) },
    official: { ...emptySummary(), countedAttempt: query.countedAttempt, countedScore: null },
  };
  for (const s of summaries) {
    if (s.official) summary.official = { ...figuresOf(s), countedAttempt: query.countedAttempt, countedScore: nullableNumber(s.counted) };
    else summary.practice = { ...summary.practice, ...figuresOf(s) };
  }
  const progress = await db.query<{ finished_at: Date | string; score: number; correct_rate: number; official: boolean; difficulty: string | null }>(
    `WITH ${presetsCte(4)}
     SELECT finished_at, score, correct_rate, official, difficulty FROM (
       SELECT s.id, s.finished_at, s.score, s.correct_rate, s.official, ${difficultySql('s')} AS difficulty FROM submissions s
        WHERE s.user_sub = $1 AND s.area = $2 ORDER BY s.finished_at DESC, s.id DESC LIMIT $3
     ) latest ORDER BY finished_at ASC, id ASC`,
    [sub, area, PROGRESS_LIMIT, query.presets.json],
  );
  return {
    area,
    kind: query.kind,
    rows: rows.map((row): OwnSubmissionRow => ({ ...toSubmissionRow(row), difficulty: row.difficulty, settings: row.settings, programme: row.programme })),
    total: summary[query.kind].count,
    page: query.page,
    pageSize: query.pageSize,
    summary,
    progress: progress.map(
      (p): ProgressPoint => ({
        submittedAt: isoTime(p.finished_at),
        score: Number(p.score),
        correctRate: Number(p.correct_rate),
        official: p.official,
        difficulty: p.difficulty,
      }),
    ),
  };
}
