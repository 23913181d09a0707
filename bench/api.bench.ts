/**
 * API figures (the README's bench table), on embedded PGlite and on PostgreSQL (`_pg` figures:
 * DATABASE_URL in a scratch schema, else a throwaway cluster; bench/bench-databases.ts):
 * - total_report_p50_ms_100k: 30 filtered total reports over 100,000 submissions, run five
 *   times; the median of the five runs' p50 (and `_worst`, the worst run's p50).
 * - export_rows_per_s: the CSV export of all 100,000 rows, five times; median and `_worst`.
 * - api_submissions_per_s, api_submission_p50/p99_ms: 300 submissions one after another
 *   through `app.inject`, real RS256 token checks (the per-request cost without a network).
 * - api_submissions_per_s_c<n>, api_submission_p50_ms_c<n>, api_submission_p99_ms_c<n> for n =
 *   1, 8, 64: a class submitting over real HTTP on loopback, n clients at once, each a student
 *   with their own token (see api-load.ts); api_errors counts every failed request (must be 0).
 */
import type { FastifyInstance } from 'fastify';
import {
  SEEDED_ORGANIZATIONS,
  buildApp,
  createTokenVerifier,
  migrate,
  seedBase,
  type Database,
} from '../server/api';
import { measureOnDatabases } from './bench-databases';
import { insertUsers } from '../server/api/seed/bulk-insert';
import { eqPracticeSubmission as benchSubmission } from '../server/api/testing/eq-practice-submission';
import { classLoad } from './api-load';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens } from '../server/api/testing/test-tokens';

const SUBMISSIONS = 100_000;
const STUDENTS = 600;
const REPORT_QUERIES = 30;
const POSTS = 300;
/** Timings are taken as the median and the worst of this many runs. */
const RUNS = 5;
const AREA = 'eq';
const TERM_END = Date.UTC(2026, 5, 30);

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Every row in one area, so each total report really ranges over 100,000 submissions. The
 * rows are generated inside the database (generate_series): no JSON round trip per row.
 */
export async function fill(db: Database): Promise<void> {
  const surnames = ['王', '李', 'Müller', 'García', '陈', 'Smith'];
  const users = Array.from({ length: STUDENTS }, (_, i) => ({
    sub: `bench|u${i}`,
    name: `${surnames[i % surnames.length]} ${i}`,
    email: `student${i}@bench.example`,
    student_id: `B${String(i).padStart(5, '0')}`,
    organization: SEEDED_ORGANIZATIONS[i % SEEDED_ORGANIZATIONS.length] ?? null,
  }));
  await insertUsers(db, users);
  await db.query('SELECT setseed(0.42)');
  const chunk = 20_000;
  for (let from = 1; from <= SUBMISSIONS; from += chunk) {
    await db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
          score, correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id)
       SELECT gen_random_uuid(), u.sub, $1, CASE WHEN g.official THEN 'official' ELSE 'exam' END, g.official,
              (random() * 4294967295)::bigint, '{"resolution":"octave","bandCount":1}', '[]', 10,
              g.score, floor(g.score / 10) * 10, g.finished - interval '5 minutes', g.finished, 300,
              u.organization_id, u.student_id
         FROM (SELECT random() < 0.15 AS official, round((random() * 1000)::numeric) / 10 AS score,
                      $2::timestamptz - random() * interval '120 days' AS finished,
                      floor(random() * $3)::int AS k
                 FROM generate_series($4::int, $5::int)) g
         JOIN (SELECT row_number() OVER (ORDER BY sub)::int - 1 AS k, sub, organization_id, student_id
                 FROM users WHERE sub LIKE 'bench|%') u ON u.k = g.k`,
      [AREA, new Date(TERM_END).toISOString(), STUDENTS, from, Math.min(SUBMISSIONS, from + chunk - 1)],
    );
  }
  await db.exec('VACUUM ANALYZE');
}

const REPORT_FILTERS = [
  'view=users',
  'view=submissions',
  'view=users&organization=Conservatory%20of%20Music',
  'view=submissions&organization=Institute%20of%20Acoustics&from=2026-05-01&to=2026-05-31',
  'view=submissions&from=2026-06-01',
  'view=users&from=2026-03-01&to=2026-04-15',
  'view=submissions&user=student12',
  'view=users&user=%E7%8E%8B',
  'view=submissions&studentId=B00042',
  'view=submissions&submitId=a1',
  'view=submissions&sort=score&order=desc',
  'view=users&sort=averageScore&order=desc',
  'view=submissions&kind=official&organization=School%20of%20Recording%20Arts',
  'view=submissions&page=40&pageSize=50',
  'view=users&kind=official&sort=submitCount',
];

async function measure(db: Database, suffix: string): Promise<Record<string, number>> {
  await migrate(db);
  await seedBase(db);
  const fillStart = performance.now();
  const fillCpu = process.cpuUsage();
  await fill(db);
  const fillSeconds = (performance.now() - fillStart) / 1000;
  if (process.env.BENCH_VERBOSE) console.info(`fill: ${round(fillSeconds)} s, ${round(process.cpuUsage(fillCpu).user / 1e6)} s CPU`);
  const tokens = await createTestTokens();
  const app: FastifyInstance = await buildApp({
    db,
    auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
    config: { appOrigin: 'http://127.0.0.1:5173' },
  });
  await app.ready();
  const teacher = { authorization: `Bearer ${await tokens.sign({ sub: 'bench|teacher', permissions: ['read:admin'] })}` };

  // Five runs of the whole batch of reports; each run's p50, then the median and worst of those.
  const reportP50s: number[] = [];
  const reportP95s: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const reportTimes: number[] = [];
    for (let i = run === 0 ? -5 : 0; i < REPORT_QUERIES; i++) {
      const filter = REPORT_FILTERS[(i + REPORT_FILTERS.length) % REPORT_FILTERS.length];
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/total-reports/${AREA}?${filter}`, headers: teacher });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`total report ${filter}: ${res.statusCode} ${res.body}`);
      if (i >= 0) reportTimes.push(ms);
      if (process.env.BENCH_VERBOSE) console.info(`${Math.round(ms)} ms ${filter} (${res.json<{ total: number }>().total} rows)`);
    }
    reportP50s.push(percentile(reportTimes, 50));
    reportP95s.push(percentile(reportTimes, 95));
  }

  const exportRates: number[] = [];
  let exportedRows = 0;
  for (let run = 0; run < RUNS; run++) {
    const exportStart = performance.now();
    const exported = await app.inject({ method: 'GET', url: `/api/total-reports/${AREA}/export?view=submissions`, headers: teacher });
    const exportSeconds = (performance.now() - exportStart) / 1000;
    exportedRows = Number(exported.headers['x-total-rows']);
    const lines = exported.body.split('\r\n').length - 2;
    if (exported.statusCode !== 200 || lines !== exportedRows) throw new Error(`export: ${exported.statusCode}, ${lines} of ${exportedRows} rows`);
    exportRates.push(exportedRows / exportSeconds);
  }

  const students = await Promise.all([0, 1, 2, 3].map((i) => tokens.sign({ sub: `bench|u${i}`, name: `Student ${i}` })));
  const postTimes: number[] = [];
  const postStart = performance.now();
  for (let i = 0; i < POSTS; i++) {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { authorization: `Bearer ${students[i % students.length]}` },
      payload: benchSubmission(i * 7919),
    });
    postTimes.push(performance.now() - start);
    if (res.statusCode !== 201) throw new Error(`submission: ${res.statusCode} ${res.body}`);
  }
  const postSeconds = (performance.now() - postStart) / 1000;
  const load = await classLoad(app, tokens, suffix);
  const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions WHERE area = $1', [AREA]);
  const expected = SUBMISSIONS + POSTS + load.sent;
  if ((stored?.n ?? 0) !== expected) throw new Error(`expected ${expected} submissions, found ${stored?.n}`);
  await app.close();

  return {
    ...load.figures,
    [`total_report_p50_ms_100k${suffix}`]: round(percentile(reportP50s, 50)),
    [`total_report_p50_ms_100k_worst${suffix}`]: round(Math.max(...reportP50s)),
    [`total_report_p95_ms_100k${suffix}`]: round(percentile(reportP95s, 50)),
    [`export_rows_per_s${suffix}`]: Math.round(percentile(exportRates, 50)),
    [`export_rows_per_s_worst${suffix}`]: Math.round(Math.min(...exportRates)),
    [`export_rows${suffix}`]: exportedRows,
    [`api_submissions_per_s${suffix}`]: round(POSTS / postSeconds),
    [`api_submission_p50_ms${suffix}`]: round(percentile(postTimes, 50)),
    [`api_submission_p99_ms${suffix}`]: round(percentile(postTimes, 99)),
    [`bench_insert_100k_s${suffix}`]: round(fillSeconds),
  };
}

export default function apiBench(): Promise<Record<string, number>> {
  return measureOnDatabases(measure);
}
