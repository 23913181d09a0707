/** The app shell: routes, language, About, theme. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';

test.use({ storageState: authStateFile('student') });

const drawer = (page: Page) => page.getByTestId('nav-drawer');

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page).toHaveURL(`${e2eUrls.appOrigin}/`);
  await expect(drawer(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('the drawer opens area pages, and folds into a 56-wide rail and back to 256', async ({ page }) => {
  await page.goto('/');
  for (const [name, path] of [
    ['Loudness', '/loudness'],
    ['Spatial', '/localization/spatial'],
    ['Reverberation', '/reverb'],
  ] as const) {
    await drawer(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(`${e2eUrls.appOrigin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The widths as laid out by a browser; what folds and unfolds is src/app/app-layout.test.tsx's.
  const width = async () => (await drawer(page).boundingBox())?.width;
  // How long the drawer's slide lasts, as the browser resolves its styles.
  const slide = () => drawer(page).evaluate((element) => getComputedStyle(element).transitionDuration);
  await expect.poll(width).toBe(256);
  // The suite asks for reduced motion (playwright.config.ts): the rail comes at once.
  expect(await slide(), 'a slide despite reduced motion').toBe('0s');
  await page.getByRole('button', { name: 'Collapse the navigation to icons' }).click();
  await expect.poll(width).toBe(56);
  await expect(drawer(page).getByRole('link', { name: 'EQ', exact: true })).toBeVisible();
  // Without that preference, it slides.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await slide(), 'no slide without reduced motion').not.toBe('0s');
  await page.getByRole('button', { name: 'Expand the navigation' }).click();
  await expect.poll(width).toBe(256);
  expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);
});

test('the language switch changes the labels both ways and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(drawer(page).getByRole('button', { name: 'Report', exact: true })).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(drawer(page).getByRole('button', { name: '报告', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(drawer(page).getByRole('button', { name: '总报告' })).toHaveCount(0);
  await expect(drawer(page).getByRole('button', { name: '声像定位' })).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(drawer(page).getByRole('button', { name: 'Report', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the About dialog shows the help text with the support e-mail, and OK closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Auricle' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'support@auricle.example' })).toHaveAttribute('href', 'mailto:support@auricle.example');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the theme is light by default, switches to dark and is remembered', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/');
  await expect(page.getByTestId('user-identity')).toBeVisible();
  expect(await background()).toBe('rgb(246, 247, 251)');
  await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect.poll(background).toBe('rgb(18, 19, 23)');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to the light theme' })).toBeVisible();
  expect(await background()).toBe('rgb(18, 19, 23)');
});
