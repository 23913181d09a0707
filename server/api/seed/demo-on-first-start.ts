/**
 * `npm start` on a new embedded database loads the demo term, so that a newcomer's reports are
 * not empty (scripts/start.ts asks for it with `--seed-demo`). The API process does it before it
 * listens: PGlite is one process's database, so nothing else could (server/api/db/data-dir-lock.ts).
 */
import { DEMO_USERS } from '../../demo-users';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';
import type { Database, Queryable } from '../db';
import { SEEDED_ORGANIZATIONS } from './organizations';
import { seedDemoTerm, type SeedReport } from './seed-demo-term';

/**
 * Whether anything is in the database beyond what `seedBase` puts there at every start: a
 * submission, an adaptive run, an exam, a schedule, a recording, a user who is not a demo
 * account or an organization somebody added.
 */
export async function holdsUserData(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM submissions)
         OR EXISTS (SELECT 1 FROM adaptive_runs)
         OR EXISTS (SELECT 1 FROM official_exams)
         OR EXISTS (SELECT 1 FROM official_exam_schedules)
         OR EXISTS (SELECT 1 FROM instrument_recordings)
         OR EXISTS (SELECT 1 FROM users WHERE sub <> ALL($1::text[]))
         OR EXISTS (SELECT 1 FROM organizations WHERE name <> ALL($2::text[])) AS found`,
    [DEMO_USERS.map((user) => user.sub), SEEDED_ORGANIZATIONS],
  );
  return row?.found ?? true;
}

/** Loads the demo term into a database that holds nobody's data yet; null when it holds some. */
export async function seedDemoIfEmpty(db: Database, areas: AreaDefinitions, now: Date): Promise<SeedReport | null> {
  if (await holdsUserData(db)) return null;
  return seedDemoTerm(db, areas, now);
}

/** One line for a log or a terminal: what the demo term added. */
export function describeSeedReport(report: SeedReport): string {
  return `${report.users} students, ${report.schedules} scheduled exams, ${report.exams} official exams, ${report.submissions} submissions, ${report.adaptiveRuns} adaptive runs`;
}

/** The API process's part (`--seed-demo`): seeds before it listens, and says what it did. */
export async function seedDemoAtStart(db: Database, now = new Date()): Promise<void> {
  const started = Date.now();
  const report = await seedDemoIfEmpty(db, DEFAULT_AREAS, now);
  console.info(
    report
      ? `Demo term loaded: ${describeSeedReport(report)} (${((Date.now() - started) / 1000).toFixed(1)} s)`
      : 'Demo term not loaded: the database already holds data',
  );
}
