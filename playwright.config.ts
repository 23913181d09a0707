import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import { e2eEnv, e2ePorts } from './e2e/e2e-env.ts';


export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two workers, their Chromiums and the API share two cores, and the API still renders official
  // sounds on its request thread: a full page load beside another worker's official exam has
  // been seen to take over 10 s. A wait that passes costs nothing extra.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.app}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: '**/exam-outage.spec.ts' },
    // Takes the shared API down for a moment, so it runs alone, after everything else.
    { name: 'outage', use: { browserName: 'chromium' }, testMatch: '**/exam-outage.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'tsx server/identity/main.ts',
      url: `http://127.0.0.1:${e2ePorts.idp}/.well-known/openid-configuration`,
      env: e2eEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'tsx server/api/main.ts --reset',
      url: `http://127.0.0.1:${e2ePorts.api}/api/health`,
      env: e2eEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `vite build --outDir dist-e2e --emptyOutDir --logLevel warn && vite preview --outDir dist-e2e --host 127.0.0.1 --port ${e2ePorts.app} --strictPort`,
      url: `http://127.0.0.1:${e2ePorts.app}/`,
      env: e2eEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
