import type { AreaRegistry } from '../areas';
import type { Database } from '../db';
import { inBatches, insertExams, insertSchedules, insertSubmissions, insertUsers } from './bulk-insert';
import { buildDemoTerm } from './demo-term';

export interface SeedReport {
  users: number;
  /** Scheduled exams of the Conservatory: one closed with results, one open. */
  schedules: number;
  exams: number;
  submissions: number;
  /** Submissions per area that the term holds (inserted now or before). */
  perArea: Record<string, { practice: number; official: number }>;
}

/** Inserts the demo term in one transaction; rows already there are left alone. */
export async function seedDemoTerm(db: Database, areas: AreaRegistry, now: Date): Promise<SeedReport> {
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
    perArea,
  }));
}
