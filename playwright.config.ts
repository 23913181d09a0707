import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import { e2eEnv, e2eOutputDir, e2eServerDir, e2eSpaDir, e2eUrls } from './e2e/e2e-env.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two workers, their Chromiums and the server with its render threads share two cores: a full
  // page load beside another worker's official exam has been seen to take over 10 s. A wait that
  // passes costs nothing extra.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: e2eOutputDir,
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: e2eUrls.appOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: '**/exam-outage.spec.ts' },
    // Takes the shared server down for a moment, so it runs alone, after everything else.
    { name: 'outage', use: { browserName: 'chromium' }, testMatch: '**/exam-outage.spec.ts', dependencies: ['chromium'] },
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
        `vite build --outDir ${e2eSpaDir} --emptyOutDir --logLevel warn`,
        // Reused when no source is newer: the bench may be serving from it (the same step there).
        'tsx server/build/build-server-unless-fresh.ts',
        `node --enable-source-maps ${e2eServerDir}/serve.js --reset`,
      ].join(' && '),
      url: `${e2eUrls.apiBase}health`,
      env: e2eEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
