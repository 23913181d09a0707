/**
 * The Content-Security-Policy guard of every spec (e2e/fixtures.ts) sees what it must: an image
 * from another origin, which the production server's policy blocks, is recorded in the `page`
 * fixture's context and in a context the test makes itself, as the event and as Chromium's
 * console line. The test then empties the log, or the guard would fail it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const FOREIGN_IMAGE = 'https://elsewhere.invalid/pixel.png';

async function showForeignImage(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate((src) => {
    const image = document.createElement('img');
    image.src = src;
    document.body.append(image);
  }, FOREIGN_IMAGE);
}

test('records a blocked image in the test page and in a context the test makes', async ({ page, browser, cspViolationLog }) => {
  const events = () => cspViolationLog.filter((entry) => entry.includes('img-src blocked https://elsewhere.invalid'));
  const consoleLines = () => cspViolationLog.filter((entry) => entry.startsWith('console') && entry.includes(FOREIGN_IMAGE));
  await showForeignImage(page);
  const context = await browser.newContext();
  await showForeignImage(await context.newPage());
  // Before the context closes: its page reports the event through a binding, a round trip that
  // closing the context would cut short (seen once on a quiet machine).
  await expect.poll(() => [events().length, consoleLines().length]).toEqual([2, 2]);
  await context.close();
  cspViolationLog.splice(0);
});
