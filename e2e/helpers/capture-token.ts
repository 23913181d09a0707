import type { Browser, Page, Request } from '@playwright/test';
import { authStateFile, type AuthRole } from '../auth-state.ts';
import { e2eUrls } from '../e2e-env.ts';
import { expect } from '../fixtures.ts';

/** Remembers the access token the SPA sends, so a test can ask the API what it stored. */
export function captureToken(page: Page): () => string {
  let token = '';
  page.on('request', (request: Request) => {
    const auth = request.headers().authorization;
    if (request.url().startsWith(e2eUrls.apiBase) && auth?.startsWith('Bearer ')) token = auth;
  });
  return () => {
    if (!token) throw new Error('the page has not called the API yet');
    return token;
  };
}

/** The access token of a signed-in demo role, read from a page of its own (the role's stored sign-in). */
export async function tokenOf(browser: Browser, role: AuthRole): Promise<string> {
  const context = await browser.newContext({ storageState: authStateFile(role) });
  try {
    const page = await context.newPage();
    const token = captureToken(page);
    await page.goto('/report/eqreport');
    await expect.poll(() => { try { return token(); } catch { return ''; } }, { timeout: 30_000 }).not.toBe('');
    return token();
  } finally {
    await context.close();
  }
}
