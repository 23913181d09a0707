import type { Page, Request } from '@playwright/test';
import { e2eUrls } from '../e2e-env.ts';

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
