/**
 * axe-core over the pages and states of the app not walked by e2e/area-walk.spec.ts (which
 * scans every area in training), in the light and the dark theme: the home page signed out and
 * signed in (student, teacher), the About dialog and the teacher's pages (e2e/helpers/axe-audit.ts).
 * Also the skip link. A keyboard-only exam's final score and the student's report are scanned at
 * the end of the loudness exam of e2e/exam-areas.spec.ts.
 *
 * Each state is scanned, the theme switched in the page by the top bar's button (the stored
 * preference, src/app/ui-preferences.ts), and scanned again. The top bar and the drawer are
 * scanned with a page's first state; the teacher's pages after the first, opened inside the app
 * (e2e/helpers/teacher-pages.ts), only in their main content, which is all that changes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { auditor } from './helpers/axe-audit.ts';
import { authStateFile } from './auth-state.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';
import { openTeacherPage, teacherPages } from './helpers/teacher-pages.ts';
import { looks } from './helpers/looks.ts';

const SHOTS = 'test-results/accessibility';
const FIRST_PAINT = { timeout: 30_000 };

async function useLook(page: Page, language: string, theme: string): Promise<void> {
  await page.addInitScript(
    ([lng, mode]) => {
      localStorage.setItem('auricle.language', lng);
      localStorage.setItem('auricle.theme', mode);
    },
    [language, theme] as const,
  );
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the home page and the About dialog', async ({ page }) => {
    const axe = auditor(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await axe.bothThemes('home, signed out');
    const dialog = page.getByRole('dialog');
    const open = async () => {
      await page.getByRole('button', { name: 'About' }).click();
      await expect(dialog).toBeVisible();
    };
    await open();
    await axe.bothThemes('About dialog', open, async () => {
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toHaveCount(0);
    });
    await axe.verdict('signed out');
  });
});

test.describe('a student', () => {
  test.use({ storageState: authStateFile('student') });

  for (const { language, theme } of looks(0)) {
    test(`the skip link is the first Tab stop and leads into the page (${language}, ${theme})`, async ({ page }) => {
      await useLook(page, language, theme);
      await page.goto('/');
      await expect(page.getByTestId('user-identity')).toBeVisible(FIRST_PAINT);
      // The home page's links, which load after the shell: before them, a Tab from the page has nowhere in it to go.
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible(FIRST_PAINT);
      await page.keyboard.press('Tab');
      const skip = page.getByTestId('skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/skip-link-${language}-${theme}.png` });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
      await expect(skip).not.toBeInViewport();
    });
  }

  test('the home page', async ({ page }) => {
    const axe = auditor(page);
    await page.goto('/');
    await expect(page.getByTestId('user-identity')).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe.bothThemes('home, student');
    await axe.verdict('student home');
  });
});

test.describe('a teacher', () => {
  test.use({ storageState: authStateFile('teacher') });

  test("the teacher's pages", async ({ page, playwright }) => {
    // Eight pages, each scanned in both themes, after a scheduled exam is taken through the API.
    // A scheduled EQ exam the Conservatory's student has taken: results with a submitted row, a listening flag and the rest not started.
    const answers = [250, 1000, 4000].map((frequency) => ({ bands: [{ frequency, direction: 'boost' }] }));
    const { schedule } = await takeScheduledExam(playwright.request, { definition: eqDefinition, title: 'Accessibility check', questionCount: 3, attempts: 1, openForMs: 24 * 3600_000, answers });

    const axe = auditor(page);
    const pages = teacherPages(schedule, ['home', 'total-report', 'student-identities', 'student-summary', 'schedules', 'schedule-form', 'schedule-results', 'organizations', 'platforms']);
    for (const [index, teacherPage] of pages.entries()) {
      await openTeacherPage(page, teacherPage);
      // The teacher's top bar and drawer are the same on every page: scanned whole on the first.
      await (index === 0 ? axe.bothThemes(teacherPage.name) : axe.mainInBothThemes(teacherPage.name));
    }
    await axe.verdict('teacher');
  });
});
