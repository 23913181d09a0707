/**
 * The API alone, for development and tests: `tsx server/api/main.ts [--reset]` listens on
 * 127.0.0.1:API_PORT (server/api/api-process.ts). `--reset` starts from an empty database.
 */
import { readServerConfig } from '../config';
import { runApiProcess } from './api-process';

runApiProcess({
  host: '127.0.0.1',
  port: readServerConfig().apiPort,
  reset: process.argv.includes('--reset'),
  name: 'Auricle API',
  path: '/api/',
}).catch((error: unknown) => {
  console.error('The API failed to start:', error);
  process.exit(1);
});
