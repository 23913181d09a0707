/**
 * The idle session at the product's own timings (src/session/session-constants.ts: signed out after
 * 900 s without activity, warned when 30 s remain), on Playwright's clock instead of real waiting.
 * The timer's arithmetic is src/session/idle-timer.test.ts's; this shows the real page warns,
 * wakes on a real mouse, and signs out through the identity provider.
 */
import { expect, test } from './fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './helpers/sign-in.ts';
import { SESSION_TIMINGS } from '../src/session/session-constants.ts';

const { idleTimeoutSeconds, warningSeconds, startDelaySeconds } = SESSION_TIMINGS;

test('warns with a countdown, activity closes the warning, inactivity signs out', async ({ page }) => {
  // Time runs as usual until the test moves it on.
  await page.clock.install();
  // A fresh sign-in: the idle logout ends this provider session, not the shared ones.
  await signIn(page, 'student');
  await expect(page.getByTestId('user-identity')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  const countdown = page.getByTestId('idle-countdown');

  // Past the start delay, then 5 s into the warning (time also runs on by itself meanwhile).
  await page.clock.fastForward((startDelaySeconds + 1) * 1000);
  await page.clock.fastForward((idleTimeoutSeconds - warningSeconds + 5) * 1000);
  await expect(dialog).toBeVisible();
  const first = Number(await countdown.textContent());
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(warningSeconds - 5);
  await page.clock.fastForward(3000);
  await expect.poll(async () => Number(await countdown.textContent())).toBeLessThanOrEqual(first - 3);

  await page.mouse.move(200, 200);
  await page.mouse.move(260, 240);
  await expect(dialog).toHaveCount(0);
  // Activity restarted the whole period: 10 s before the warning is due, none is shown.
  await page.clock.fastForward((idleTimeoutSeconds - warningSeconds - 10) * 1000);
  await expect(page.getByTestId('user-identity')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Untouched, the warning comes, and the session ends at zero.
  await page.clock.fastForward(15_000);
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(warningSeconds * 1000);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eUrls.appOrigin}/`);
  await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
});
