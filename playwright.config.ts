import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import { e2eEnv, e2eOutputDir, e2eServerDir, e2eSpaDir, e2eUrls } from './e2e/e2e-env.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One worker, measured: on two cores a second worker's Chromium and the server it drives made
  // each test over twice as slow (an area's accessibility scans 20 s alone, 46 s beside another
  // worker), so two finished no sooner and failed more often.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A first screen waits for a silent sign-in through the identity provider's frame and the API,
  // while the server may be rendering official sounds on the other core: over 10 s has been seen.
  // A wait that passes costs nothing extra.
  expect: { timeout: 20_000 },
  // The timings reporter keeps the slowest tests for the summary of `npm test` (scripts/test-run.ts).
  reporter: [['list'], ['./scripts/test-timings/playwright-timings-reporter.ts']],
  outputDir: e2eOutputDir,
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: e2eUrls.appOrigin,
    // A trace records a screencast and a DOM snapshot around every action: measured, it made
    // the suite's tests 20-30 % slower (an area's accessibility scans 20 s to 16 s, a listening
    // loop 10 s to 7 s). Only a retry records one, so a failure in CI comes with its trace
    // (`npx playwright test --trace on` records one locally).
    trace: 'on-first-retry',
    // The suite's students ask for reduced motion, which the app honours (src/app/theme.ts):
    // measured on the area walks, the shell and the exams, Chromium's renderer spent 10 % less
    // time and its compositor 40 % less without ripples, fades and the drawer's slide. The
    // motion itself is checked once, in e2e/shell.spec.ts.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['**/exam-outage.spec.ts', '**/*-screenshots.spec.ts'] },
    // Takes the shared server down for a moment, so it runs alone, after everything else.
    { name: 'outage', use: { browserName: 'chromium' }, testMatch: '**/exam-outage.spec.ts', dependencies: ['chromium'] },
    // Pictures for a person to look at (`npm run screenshots`), not part of `npm test`.
    ...(process.env.SCREENSHOTS ? [{ name: 'screenshots', use: { browserName: 'chromium' as const }, testMatch: '**/*-screenshots.spec.ts' }] : []),
  ],
  webServer: [
    {
      command: 'tsx server/identity/main.ts',
      url: `${e2eUrls.issuer}/.well-known/openid-configuration`,
      env: e2eEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The production server as `npm run build && npm run serve` makes it, but with the SPA
      // built into a directory of its own (SPA_DIR), so a developer's dist/ is left alone.
      command: [
        // Each reused when nothing it is made from changed: the pass on PostgreSQL after `npm test`
        // builds nothing, and the bench may be serving from dist-server/ (the same step there).
        `tsx server/build/build-spa-unless-fresh.ts ${e2eSpaDir}`,
        'tsx server/build/build-server-unless-fresh.ts',
        `node --enable-source-maps ${e2eServerDir}/serve.js --reset`,
      ].join(' && '),
      // Ready, not only alive: its database migrated and the built-in official sounds rendered.
      url: `${e2eUrls.apiBase}ready`,
      env: e2eEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
