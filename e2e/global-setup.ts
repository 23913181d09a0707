/**
 * Signs in once per run through the real login page as each demo role and saves the browser
 * state (`authStateFile(role)`), so specs start signed in without repeating the login.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { AUTH_ROLES, authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './helpers/sign-in.ts';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const use = config.projects[0]?.use ?? {};
  const browser = await chromium.launch({
    ...use.launchOptions,
    executablePath: use.launchOptions?.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    for (const role of AUTH_ROLES) {
      const context = await browser.newContext({ baseURL: use.baseURL ?? e2eUrls.appOrigin, locale: 'en-US' });
      try {
        const page = await context.newPage();
        await signIn(page, role);
        mkdirSync(path.dirname(authStateFile(role)), { recursive: true });
        await context.storageState({ path: authStateFile(role) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
