/**
 * What `npm run seed:demo` does (server/api/seed/seed-demo.ts is its entry): loads the demo term
 * into the configured database and says what it added, or why it could not.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_AREAS } from '../areas';
import { migrate, openDatabase, type Database } from '../db';
import { seedBase } from './base-seed';
import { describeSeedReport } from './demo-on-first-start';
import { seedDemoTerm } from './seed-demo-term';

export interface SeedDemoTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export type SeedDemoLog = Pick<Console, 'info' | 'error'>;

/**
 * After a failed open of the embedded database: the process that holds its lock, or null when
 * nobody does (then the failure was something else). openDatabase releases its own lock when it
 * fails and takes over a dead owner's, so a lock file still there belongs to a live process.
 */
async function lockHolder(dataDir: string): Promise<{ pid: number | null } | null> {
  const content = await readFile(path.join(dataDir, 'db.lock'), 'utf8').catch(() => null);
  if (content === null) return null;
  // A bare pid or JSON naming it (server/api/db/data-dir-lock.ts).
  const match = /^\s*(\d+)\s*$|"pid"\s*:\s*(\d+)/.exec(content);
  const pid = Number(match?.[1] ?? match?.[2]);
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : null };
}

/** Why seeding cannot run beside the servers on the embedded database, and what to do instead. */
export function lockedDatabaseMessage(dataDir: string, pid: number | null): string {
  const holder = pid === null ? 'another process' : `process ${pid}`;
  return [
    `npm run seed:demo cannot open the embedded database in ${path.join(dataDir, 'db')}: ${holder} has it open`,
    '(most likely the API of `npm start` or `npm run serve`). The embedded database (PGlite) is one',
    "process's database, so the demo term cannot be added while the servers run. Either:",
    '  - stop the servers (Ctrl-C in the terminal of `npm start`), run `npm run seed:demo`, then start them again; or',
    '  - use PostgreSQL (set DATABASE_URL), where `npm run seed:demo` works while the servers run.',
    'A first `npm start` on a new data directory loads the demo term by itself.',
  ].join('\n');
}

/** Resolves to the process's exit code. Idempotent: run it again and it adds nothing. */
export async function seedDemo(target: SeedDemoTarget, log: SeedDemoLog, now = new Date()): Promise<number> {
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  } catch (error) {
    const holder = target.databaseUrl ? null : await lockHolder(target.dataDir);
    if (!holder) throw error;
    log.error(lockedDatabaseMessage(target.dataDir, holder.pid));
    return 1;
  }
  try {
    await migrate(db);
    await seedBase(db);
    const added = await seedDemoTerm(db, DEFAULT_AREAS, now);
    const where = target.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(target.dataDir, 'db');
    log.info(`Demo term in ${where}: added ${describeSeedReport(added)}.`);
    log.info('The term holds, per area:');
    for (const [area, n] of Object.entries(added.perArea)) {
      log.info(`  ${area.padEnd(10)} ${String(n.practice).padStart(4)} practice, ${String(n.official).padStart(3)} official`);
    }
    if (added.submissions === 0) log.info('Nothing new: the demo term was already there.');
    return 0;
  } finally {
    await db.close();
  }
}
