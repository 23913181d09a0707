/** The idle session with shortened timings (set through the app's test configuration hook). */
import { expect, test } from './fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './helpers/sign-in.ts';

const timings = { idleTimeoutSeconds: 14, warningSeconds: 8, startDelaySeconds: 1 };

test.beforeEach(async ({ context }) => {
  await context.addInitScript((session) => {
    (window as Window & { __AURICLE_TEST_CONFIG__?: unknown }).__AURICLE_TEST_CONFIG__ = { session };
  }, timings);
});

test('warns with a countdown, activity closes the warning, inactivity signs out', async ({ page }) => {
  // Two full idle periods on top of a sign-in, on a machine that may be busy.
  test.setTimeout(120_000);
  // A fresh sign-in: the idle logout ends this provider session, not the shared ones.
  await signIn(page, 'student');
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  const countdown = page.getByTestId('idle-countdown');

  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const first = Number(await countdown.textContent());
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(timings.warningSeconds);
  await expect.poll(async () => Number(await countdown.textContent()), { timeout: 3_000 }).toBeLessThan(first);

  await page.mouse.move(200, 200);
  await page.mouse.move(260, 240);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('user-identity')).toBeVisible();

  // Untouched, the warning comes back and the session ends at zero.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${e2eUrls.appOrigin}/`);
  await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
});
