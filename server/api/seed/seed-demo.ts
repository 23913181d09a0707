/**
 * `npm run seed:demo`: fills the configured database (PGlite in $AURICLE_DATA_DIR/db, or
 * DATABASE_URL) with a realistic term of demo data. Idempotent: run it again and it adds
 * nothing. With PGlite, stop the API first (one process owns the embedded database).
 */
import { readServerConfig } from '../../config';
import { DEFAULT_AREAS } from '../areas';
import { migrate, openDatabase } from '../db';
import { seedBase } from './base-seed';
import { seedDemoTerm } from './seed-demo-term';

async function main(): Promise<void> {
  const config = readServerConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await seedBase(db);
    const added = await seedDemoTerm(db, DEFAULT_AREAS, new Date());
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/db`;
    console.info(
      `Demo term in ${where}: added ${added.users} students, ${added.schedules} scheduled exams, ${added.exams} official exams, ${added.submissions} submissions.`,
    );
    console.info('The term holds, per area:');
    for (const [area, n] of Object.entries(added.perArea)) {
      console.info(`  ${area.padEnd(10)} ${String(n.practice).padStart(4)} practice, ${String(n.official).padStart(3)} official`);
    }
    if (added.submissions === 0) console.info('Nothing new: the demo term was already there.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
