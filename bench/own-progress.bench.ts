/**
 * own_progress_p50_ms: `GET /api/me/progress` (the learner's home) over the 100,000-submission
 * bench data of api.bench.ts (about 170 EQ exams per student), to which each measured student
 * adds four practice exams at every difficulty preset of every area (about 170 more, across all
 * nine). 20 requests through `app.inject` with real RS256 token checks per run, each as another
 * student, five runs; the figure is the worst run's p50. On embedded PGlite, and on PostgreSQL
 * too (`_pg`: DATABASE_URL, else a throwaway cluster; bench/bench-databases.ts).
 */
import type { OwnProgress } from '../src/api-contract';
import { DEFAULT_AREAS, buildApp, createTokenVerifier, migrate, seedBase, type Database } from '../server/api';
import { difficultyPresets } from '../server/api/reports/difficulty-presets';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens } from '../server/api/testing/test-tokens';
import { measureOnDatabases } from './bench-databases';
import { fill } from './api.bench';

const STUDENTS = 20;
const REQUESTS = 20;
const RUNS = 5;
const EXAMS_PER_PRESET = 4;
const TERM_END = Date.UTC(2026, 5, 30);

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number): number => Math.round(value * 10) / 10;
const student = (i: number): string => `bench|u${i}`;

/** Practice at every preset of every area for the measured students, generated inside the database. */
async function practiseEveryPreset(db: Database): Promise<void> {
  await db.query('SELECT setseed(0.17)');
  await db.query(
    `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
        score, correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id)
     SELECT gen_random_uuid(), u.sub, p->>'area', 'exam', false, 0, p->'settings', '[]', 10,
            g.score, g.score, g.finished - interval '5 minutes', g.finished, 300, u.organization_id, u.student_id
       FROM users u
      CROSS JOIN jsonb_array_elements($1::jsonb) AS p
      CROSS JOIN LATERAL (SELECT round((random() * 1000)::numeric) / 10 AS score,
                                 $2::timestamptz - random() * interval '120 days' AS finished
                            FROM generate_series(1, $3::int)) g
      WHERE u.sub = ANY($4::text[])`,
    [difficultyPresets(DEFAULT_AREAS).json, new Date(TERM_END).toISOString(), EXAMS_PER_PRESET, Array.from({ length: STUDENTS }, (_, i) => student(i))],
  );
  await db.exec('ANALYZE');
}

async function measure(db: Database, suffix: string): Promise<Record<string, number>> {
  await migrate(db);
  await seedBase(db);
  await fill(db);
  await practiseEveryPreset(db);
  const tokens = await createTestTokens();
  const app = await buildApp({
    db,
    auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
    config: { appOrigin: 'http://127.0.0.1:5173' },
  });
  await app.ready();
  const headers = await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => ({ authorization: `Bearer ${await tokens.sign({ sub: student(i), name: `Student ${i}` })}` })),
  );
  const p50s: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const times: number[] = [];
      for (let i = run === 0 ? -3 : 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: '/api/me/progress', headers: headers[(i + STUDENTS) % STUDENTS] });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`own progress: ${res.statusCode} ${res.body}`);
        const progress = res.json<OwnProgress>();
        if (progress.areas.some((area) => area.practiceCount === 0) || progress.submissionCount < 100) {
          throw new Error(`own progress: unexpected ${progress.submissionCount} exams`);
        }
        if (i >= 0) times.push(ms);
      }
      p50s.push(percentile(times, 50));
      if (process.env.BENCH_VERBOSE) console.info(`own progress run ${run + 1}: p50 ${round(percentile(times, 50))} ms`);
    }
  } finally {
    await app.close();
  }
  return { [`own_progress_p50_ms${suffix}`]: round(Math.max(...p50s)) };
}

export default function ownProgressBench(): Promise<Record<string, number>> {
  return measureOnDatabases(measure);
}
