/**
 * schedule_results_p50_ms: the results of one scheduled EQ exam (10 questions) taken by 300
 * students, item analysis included, on top of the 100,000-submission bench data of api.bench.ts.
 * 20 requests through `app.inject` with real RS256 token checks per run, five runs; the figure
 * is the worst run's p50. On embedded PGlite, and on PostgreSQL too (`_pg`: DATABASE_URL, else a
 * throwaway cluster; bench/bench-databases.ts).
 */
import { randomUUID } from 'node:crypto';
import { generateQuestionSet } from '../src/exam-contract';
import type { ScheduleResults } from '../src/api-contract';
import { createRng } from '../src/lib/rng';
import {
  DEFAULT_AREAS,
  SEEDED_ORGANIZATIONS,
  buildApp,
  createTokenVerifier,
  migrate,
  seedBase,
  type Database,
} from '../server/api';
import { measureOnDatabases } from './bench-databases';
import { answerMakerFor } from '../server/api/seed/answer-makers';
import { inBatches, insertExams, insertSchedules, insertSubmissions, type ExamSeedRow, type SubmissionSeedRow } from '../server/api/seed/bulk-insert';
import { scoreQuestions } from '../server/api/submissions/score-submission';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens } from '../server/api/testing/test-tokens';
import { fill } from './api.bench';

const STUDENTS = 300;
const QUESTIONS = 10;
const REQUESTS = 20;
const RUNS = 5;
/** api.bench.ts spreads its 600 students over the six seeded organizations: three of them hold 300. */
const ORGANIZATIONS = SEEDED_ORGANIZATIONS.slice(0, 3);
const CLOSES_AT = Date.UTC(2026, 5, 30);
const EQ = DEFAULT_AREAS.eq;
const SETTINGS: unknown = (() => {
  const checked = EQ.validateSettings({ resolution: 'octave', bandCount: 1, gainDirection: 'boost-cut', gainMagnitude: 9, rangeFrom: 63, rangeTo: 16000 });
  if (!checked.ok) throw new Error('bench EQ settings are invalid');
  return checked.settings;
})();

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number): number => Math.round(value * 10) / 10;

/** The schedule, and one exam with realistic answers for each of its 300 students; every 30th answered too fast. */
async function scheduleTakenByClass(db: Database): Promise<string> {
  const id = randomUUID();
  const opensAt = CLOSES_AT - 7 * 86_400_000;
  await insertSchedules(db, [
    {
      id,
      area: 'eq',
      title: 'Bench: EQ octave bands',
      settings: SETTINGS,
      question_count: QUESTIONS,
      opens_at: new Date(opensAt).toISOString(),
      closes_at: new Date(CLOSES_AT).toISOString(),
      time_limit_seconds: 1200,
      attempts: 1,
      counted_attempt: 'best',
      generator_version: EQ.version,
      created_by: 'bench|teacher',
      created_at: new Date(opensAt).toISOString(),
      organizations: ORGANIZATIONS,
    },
  ]);
  const students = await db.query<{ sub: string; student_id: string; organization: string }>(
    `SELECT u.sub, u.student_id, o.name AS organization FROM users u JOIN organizations o ON o.id = u.organization_id
      WHERE u.sub LIKE 'bench|%' AND o.name = ANY($1::text[]) ORDER BY u.sub`,
    [ORGANIZATIONS],
  );
  if (students.length !== STUDENTS) throw new Error(`expected ${STUDENTS} students in the schedule's organizations, found ${students.length}`);
  const rng = createRng(7);
  const makeAnswer = answerMakerFor(EQ, SETTINGS);
  const exams: ExamSeedRow[] = [];
  const submissions: SubmissionSeedRow[] = [];
  students.forEach((student, i) => {
    const seed = rng.int(0, 0xffffffff);
    const questions = generateQuestionSet(EQ, seed, SETTINGS, QUESTIONS);
    const chance = 0.3 + 0.6 * rng.next();
    const answers = questions.map((q) => makeAnswer(q, rng.next() < chance, rng));
    const scored = scoreQuestions(EQ, SETTINGS, questions, answers);
    const started = opensAt + rng.next() * 6 * 86_400_000;
    const duration = i % 30 === 0 ? 30 : 300 + Math.round(300 * rng.next());
    const examId = randomUUID();
    exams.push({
      id: examId,
      user_sub: student.sub,
      area: 'eq',
      seed,
      settings: SETTINGS,
      question_count: QUESTIONS,
      questions,
      issued_at: new Date(started - 20_000).toISOString(),
      started_at: new Date(started).toISOString(),
      expires_at: new Date(started + 1_180_000).toISOString(),
      used_at: new Date(started + duration * 1000).toISOString(),
      generator_version: EQ.version,
      schedule_id: id,
    });
    submissions.push({
      submit_id: randomUUID(),
      user_sub: student.sub,
      area: 'eq',
      mode: 'official',
      official: true,
      exam_id: examId,
      seed,
      settings: SETTINGS,
      answers,
      question_count: QUESTIONS,
      score: scored.score,
      correct_rate: scored.correctRate,
      started_at: new Date(started).toISOString(),
      finished_at: new Date(started + duration * 1000).toISOString(),
      duration_seconds: duration,
      organization: student.organization,
      student_id: student.student_id,
      generator_version: EQ.version,
      schedule_id: id,
      listening_flag: i % 30 === 0 ? 'too-fast' : null,
    });
  });
  await inBatches(exams, 1000, (batch) => insertExams(db, batch));
  await inBatches(submissions, 1000, (batch) => insertSubmissions(db, batch));
  await db.exec('ANALYZE');
  return id;
}

async function measure(db: Database, suffix: string): Promise<Record<string, number>> {
  await migrate(db);
  await seedBase(db);
  await fill(db);
  const id = await scheduleTakenByClass(db);
  const tokens = await createTestTokens();
  const app = await buildApp({
    db,
    auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
    config: { appOrigin: 'http://127.0.0.1:5173' },
    clock: () => new Date(CLOSES_AT + 86_400_000),
  });
  await app.ready();
  const teacher = { authorization: `Bearer ${await tokens.sign({ sub: 'bench|teacher', permissions: ['read:admin'] })}` };
  const p50s: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = run === 0 ? -3 : 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/official-exam-schedules/${id}/results`, headers: teacher });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`schedule results: ${res.statusCode} ${res.body}`);
        const results = res.json<ScheduleResults>();
        if (results.statusCounts.submitted + results.statusCounts.flagged !== STUDENTS || results.items.positions.length !== QUESTIONS) {
          throw new Error(`schedule results: unexpected ${JSON.stringify(results.statusCounts)}`);
        }
        if (i >= 0) times.push(ms);
      }
      p50s.push(percentile(times, 50));
      if (process.env.BENCH_VERBOSE) {
        // CPU time per request (the API and embedded PGlite share this process): the wall time an idle machine would see.
        const used = process.cpuUsage(cpu);
        const cpuMs = (used.user + used.system) / 1000 / (REQUESTS + (run === 0 ? 3 : 0));
        console.info(`schedule results run ${run + 1}: p50 ${round(percentile(times, 50))} ms, ${round(cpuMs)} ms CPU per request`);
      }
    }
  } finally {
    await app.close();
  }
  return { [`schedule_results_p50_ms${suffix}`]: round(Math.max(...p50s)) };
}

export default function scheduleResultsBench(): Promise<Record<string, number>> {
  return measureOnDatabases(measure);
}
