/**
 * The API alone, for development and tests: `tsx server/api/main.ts [--reset]` listens on
 * 127.0.0.1:API_PORT (server/api/api-process.ts). `--reset` starts from an empty database;
 * `--seed-demo` loads the demo term into a database that holds nobody's data yet.
 */
import { runApiProcess } from './api-process';

runApiProcess({
  host: '127.0.0.1',
  port: (config) => config.apiPort,
  reset: process.argv.includes('--reset'),
  seedDemoIfEmpty: process.argv.includes('--seed-demo'),
  name: 'Auricle API',
  path: '/api/',
}).catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
