import { expect, type Page } from '@playwright/test';
import { demoUser, type DemoRole } from './demo-accounts.ts';

/** Fills the identity provider's own login form (its contract: email, password, submit). */
export async function submitLoginForm(page: Page, role: DemoRole): Promise<void> {
  const user = demoUser(role);
  const email = page.locator('input[name=email]');
  await expect(email).toBeVisible();
  await email.fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
}

/** Signs in from the home page through the real login page; resolves once the app shows the user. */
export async function signIn(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await submitLoginForm(page, role);
  await expect(page.getByTestId('user-identity')).toContainText(demoUser(role).email);
}
