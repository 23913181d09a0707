import type { AreaDefinitions } from '../areas';
import type { Database } from '../db';
import { inBatches, insertAdaptiveRuns, insertExams, insertSchedules, insertSubmissions, insertUsers } from './bulk-insert';
import { buildDemoTerm } from './demo-term';

export interface SeedReport {
  users: number;
  /** Scheduled exams of the Conservatory: one closed with results, one open. */
  schedules: number;
  exams: number;
  submissions: number;
  /** Adaptive runs: every student's of each area's first dimension, a few over the term. */
  adaptiveRuns: number;
  /** Submissions per area that the term holds (inserted now or before). */
  perArea: Record<string, { practice: number; official: number }>;
}

/** Inserts the demo term in one transaction; rows already there are left alone. */
export async function seedDemoTerm(db: Database, areas: AreaDefinitions, now: Date): Promise<SeedReport> {
  const term = buildDemoTerm(areas, now);
  const perArea: SeedReport['perArea'] = {};
  for (const s of term.submissions) {
    const counts = (perArea[s.area] ??= { practice: 0, official: 0 });
    counts[s.official ? 'official' : 'practice'] += 1;
  }
  return db.transaction(async (tx) => ({
    users: await insertUsers(tx, term.users),
    schedules: await insertSchedules(tx, term.schedules),
    exams: await inBatches(term.exams, 1000, (batch) => insertExams(tx, batch)),
    submissions: await inBatches(term.submissions, 1000, (batch) => insertSubmissions(tx, batch)),
    // Some 4 kB each (every trial's answer and track point): smaller statements than the others.
    adaptiveRuns: await inBatches(term.adaptiveRuns, 250, (batch) => insertAdaptiveRuns(tx, batch)),
    perArea,
  }));
}
