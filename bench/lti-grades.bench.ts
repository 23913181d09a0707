/**
 * A class's scores posted to its course's gradebook (LTI Assignment and Grade Services): 60
 * students' counted scores queued in the outbox, then sent by the grade poster to a mock platform
 * over loopback HTTP, every score a post with the tool's access token.
 *
 * lti_grades_class60_ms: all 60 posted, the platform answering each score after 100 ms (a
 * platform's gradebook under load answers in 50-300 ms);
 * lti_grades_class60_sequential_ms: the same, one post at a time (the poster before it posted
 * several at once); lti_grades_class60_instant_ms: a platform answering at once (Auricle's own cost).
 * Each the median of three runs. lti_grades_tokens_per_class: the access tokens asked for (1).
 */
import { randomUUID } from 'node:crypto';
import fastify from 'fastify';
import { DEFAULT_AREAS, migrate, openPgliteDatabase, seedBase, type Database } from '../server/api';
import { GradePoster } from '../server/api/lti/grade-poster';
import { insertPlatform } from '../server/api/lti/platform-store';
import { PlatformTokens } from '../server/api/lti/platform-token';
import { startMockPlatform, type MockPlatform } from '../server/api/lti/testing/mock-platform';
import { ToolKeys } from '../server/api/lti/tool-keys';
import { insertSchedules, insertUsers } from '../server/api/seed/bulk-insert';

const CLASS = 60;
const RUNS = 3;
const PLATFORM_LATENCY_MS = 100;

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A platform's course, its gradebook column linked to a scheduled exam, and the class as the platform's users. */
async function courseOf(db: Database, platform: MockPlatform): Promise<{ linkId: number; subs: string[] }> {
  const [organization] = await db.query<{ id: number; name: string }>('SELECT id, name FROM organizations ORDER BY id LIMIT 1');
  if (!organization) throw new Error('no organization seeded');
  const platformId = await insertPlatform(db, { ...platform.registration(organization.id), name: `Bench ${platform.clientId}` });
  const scheduleId = randomUUID();
  const now = Date.now();
  await insertSchedules(db, [
    {
      id: scheduleId,
      area: 'eq',
      title: 'Bench: a course exam',
      settings: DEFAULT_AREAS.eq.officialExam.settings,
      question_count: 10,
      opens_at: new Date(now - 3_600_000).toISOString(),
      closes_at: new Date(now + 86_400_000).toISOString(),
      time_limit_seconds: 1800,
      attempts: 1,
      counted_attempt: 'best',
      generator_version: DEFAULT_AREAS.eq.version,
      created_by: 'bench|teacher',
      created_at: new Date(now - 7_200_000).toISOString(),
      organizations: [organization.name],
    },
  ]);
  const [link] = await db.query<{ id: number }>('INSERT INTO lti_grade_links (platform_id, schedule_id, lineitem_url) VALUES ($1, $2, $3) RETURNING id', [
    platformId,
    scheduleId,
    String(platform.gradeService('1').lineitem),
  ]);
  if (!link) throw new Error('no grade link');
  const subs = Array.from({ length: CLASS }, (_, i) => `lti|bench-${platform.clientId}-${i}`);
  await insertUsers(
    db,
    subs.map((sub, i) => ({ sub, name: `Student ${i}`, email: `s${i}@school.example`, student_id: `${platform.clientId}-${i}`, organization: organization.name })),
  );
  for (const [i, sub] of subs.entries()) await db.query('INSERT INTO lti_users (issuer, subject, user_sub) VALUES ($1, $2, $3)', [platform.issuer, `moodle-${i}`, sub]);
  return { linkId: link.id, subs };
}

async function queueScores(db: Database, linkId: number, subs: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO lti_grade_outbox (link_id, user_sub, score_given, score_maximum, scored_at, status, next_attempt_at, updated_at)
     SELECT $1, sub, 50 + (ord % 50), 100, now(), 'pending', now(), now() FROM unnest($2::text[]) WITH ORDINALITY AS s(sub, ord)
     ON CONFLICT (link_id, user_sub) DO UPDATE SET status = 'pending', score_given = EXCLUDED.score_given, next_attempt_at = now(), sent_at = NULL`,
    [linkId, subs],
  );
}

/** The time to post the class's 60 scores, the median of three runs; and the access tokens the platform issued. */
async function classPosted(db: Database, keys: ToolKeys, options: { latencyMs: number; concurrency?: number }): Promise<{ ms: number; tokens: number }> {
  const platform = await startMockPlatform({ clientId: `bench-${randomUUID().slice(0, 8)}`, toolKeySet: () => keys.publicKeySet(), scoreDelayMs: options.latencyMs });
  try {
    const { linkId, subs } = await courseOf(db, platform);
    const poster = new GradePoster({
      db,
      clock: () => new Date(),
      tokens: new PlatformTokens(keys),
      log: fastify({ logger: false }).log,
      autoSend: false,
      ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await queueScores(db, linkId, subs);
      const before = platform.scores.length;
      const started = performance.now();
      const sent = await poster.sendDue();
      times.push(performance.now() - started);
      if (sent !== CLASS || platform.scores.length - before !== CLASS) throw new Error(`posted ${sent} of ${CLASS} (the platform took ${platform.scores.length - before})`);
    }
    return { ms: Math.round(median(times)), tokens: platform.tokenScopes.length };
  } finally {
    await platform.close();
  }
}

export default async function ltiGradesBench(): Promise<Record<string, number>> {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    await seedBase(db);
    const keys = new ToolKeys(db);
    const loaded = await classPosted(db, keys, { latencyMs: PLATFORM_LATENCY_MS });
    const sequential = await classPosted(db, keys, { latencyMs: PLATFORM_LATENCY_MS, concurrency: 1 });
    const instant = await classPosted(db, keys, { latencyMs: 0 });
    return {
      lti_grades_class60_ms: loaded.ms,
      lti_grades_class60_sequential_ms: sequential.ms,
      lti_grades_class60_instant_ms: instant.ms,
      lti_grades_tokens_per_class: loaded.tokens,
    };
  } finally {
    await db.close();
  }
}
