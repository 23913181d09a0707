import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath, headlessChromiumArgs } from './chromium.config.ts';


/**
 * Vitest runs one file per core less one by default: one worker on a 2-core machine, which left
 * the other core idle for most of the unit and server phases. Their files wait on a fresh
 * process's imports, on child processes and on PGlite, so each core gets a worker. The browser
 * project keeps the default: its renders are measured, and measure wrong on a crowded machine.
 */
const workersPerCore = availableParallelism();

export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload a browser test page.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@mui/material',
      // Deep imports the browser tests reach only on some pages: found mid-run, Vite reloads the page.
      '@mui/material/Link',
      '@emotion/react',
      '@emotion/styled',
      'i18next',
      'react-i18next',
      'zustand',
      'fft.js',
      '@testing-library/react',
    ],
  },
  test: {
    // The slowest tests of each project, for the summary of `npm test` (scripts/test-run.ts).
    reporters: ['default', './scripts/test-timings/vitest-timings-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          // Plain TypeScript needs no DOM: Node is the environment. A .ts test that does need
          // one says so in its first lines (`@vitest-environment jsdom`).
          name: 'unit',
          maxWorkers: workersPerCore,
          // A worker runs its files in one process: measured, a fresh process per file spent
          // more time on its set-up and imports (43 s of 73) than on the tests (30 s). What a
          // file leaves behind is put back by tests/setup-unit.ts.
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', 'node_modules/**'],
          setupFiles: ['tests/setup-unit.ts'],
          // A few synthesise seconds of sound in plain JavaScript, or lint a planted import: up to
          // 2 s each alone, several times that while the other core runs another worker.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          maxWorkers: workersPerCore,
          // As in the unit project: one process and one DOM per worker, tests/setup-unit.ts
          // putting back what each file leaves. Measured, 198 s became 85-115 s: a fresh jsdom
          // and MUI per file had cost more than the tests.
          isolate: false,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: ['**/*.browser.test.tsx', 'node_modules/**'],
          setupFiles: ['tests/setup-unit.ts'],
          // jsdom pages that wait for a lazy chunk (up to 8 s in app-layout.test.tsx): seconds
          // each, several times that on a 2-core machine running the whole suite.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          maxWorkers: workersPerCore,
          environment: 'node',
          include: ['server/**/*.test.ts', 'deploy/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'node_modules/**'],
          // A test here that opens a database fails and says to name its file *.db.test.ts
          // (server/api/testing/test-database.ts).
          env: { AURICLE_TESTS_WITHOUT_DATABASE: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The server's tests that use a database: the project CI runs again on PostgreSQL.
          name: 'server-db',
          maxWorkers: workersPerCore,
          // Each worker runs its files in one process, so that they share its PGlite, each test
          // database a schema of it (server/api/testing/test-database.ts): a PGlite of its own
          // cost each file about 3 s.
          isolate: false,
          environment: 'node',
          include: ['server/**/*.db.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: headlessChromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
