/**
 * `npm run seed:demo`: fills the configured database (PGlite in $AURICLE_DATA_DIR/db, or
 * DATABASE_URL) with a realistic term of demo data (server/api/seed/seed-demo-command.ts).
 * Idempotent. With PGlite the servers must be stopped first; it says so when they are not.
 */
import { existsSync } from 'node:fs';
import { readServerConfig } from '../../config';
import { seedDemo } from './seed-demo-command';

// The same database `npm start` uses: values already in the environment win over .env.
if (existsSync('.env')) process.loadEnvFile('.env');

const config = readServerConfig();
seedDemo({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, console)
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
