/**
 * axe-core over the pages and states of the app not walked by e2e/area-walk.spec.ts (which
 * scans every area in training), in the light and the dark theme: the home page signed out and
 * signed in (student, teacher), the About dialog, a keyboard-only exam's final score and the
 * student's report, and the teacher's pages (e2e/helpers/axe-audit.ts). Also the skip link.
 *
 * One page load per page: each state is scanned, the theme switched in the page by the top bar's
 * button (the stored preference, src/app/ui-preferences.ts), and scanned again. The top bar and
 * the drawer are scanned with a page's first state; the teacher's pages after the first only in
 * their main content, which is all that changes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { AREAS_IN_NAV_ORDER } from '../src/lib/area-registry.ts';
import { auditor, expectNoSidewaysScroll } from './helpers/axe-audit.ts';
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

/** By keyboard alone: Tab to each choice group of the question and step into it with an arrow key. */
async function answerByKeyboard(page: Page): Promise<void> {
  const action = page.getByTestId('exam-primary-action');
  const groups = new Set<string>();
  for (let presses = 0; presses < 30 && !(await action.isEnabled()); presses++) {
    await page.keyboard.press('Tab');
    const radio = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLInputElement && el.type === 'radio' && el.closest('[data-testid=exam-question-card]') ? el.name : null;
    });
    if (radio !== null && !groups.has(radio)) {
      groups.add(radio);
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect(action).toBeEnabled();
  await page.keyboard.press('Enter');
  // Taken: the next question waits for an answer, or the last one's answer is shown.
  await expect(page.locator('[data-exam-state="answered"], [data-testid="exam-primary-action"]:disabled').first()).toBeAttached();
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

  for (const { language, theme } of looks(1)) {
    test(`a keyboard-only exam ends with the focus on the final score, and the report (${language}, ${theme})`, async ({ page }) => {
      await useLook(page, language, theme);
      const axe = auditor(page);
      const examPage = page.getByTestId('exam-page');
      await page.goto('/loudness');
      await expect(examPage).toHaveAttribute('data-exam-state', 'setup', FIRST_PAINT);
      await page.getByTestId('mode-exam').focus();
      await page.keyboard.press('Enter');
      await expect(examPage).toHaveAttribute('data-exam-mode', 'exam');
      // The fewest questions: the option before the default 10.
      await page.getByTestId('question-count-select').getByRole('combobox').focus();
      await page.keyboard.press('ArrowUp');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Enter');
      while ((await examPage.getAttribute('data-exam-state')) === 'answering') {
        await expect(page.getByTestId('question-heading')).toBeFocused();
        await answerByKeyboard(page);
      }
      await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
      await page.keyboard.press('Enter');
      await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
      const heading = page.getByTestId('final-heading');
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAccessibleName(/\d+ \/ 100$/);
      await expect(page.getByTestId('submission-received')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/final-card-${language}-${theme}.png`, fullPage: true });
      await axe.bothThemes('loudness exam final');
      await page.goto(reportPath('loudness'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
      await expect(page.getByRole('table').first()).toBeVisible();
      await axe.bothThemes('own report');
      await axe.verdict(`keyboard exam and report (${language}, ${theme})`);
    });
  }
});

function reportPath(id: string): string {
  const record = AREAS_IN_NAV_ORDER.find((r) => r.id === id);
  if (!record) throw new Error(`no area ${id}`);
  return record.report[0];
}

test.describe('a teacher', () => {
  test.use({ storageState: authStateFile('teacher') });

  test("the teacher's pages", async ({ page, playwright }) => {
    // Eight pages, each scanned in both themes, after a scheduled exam is taken through the API.
    test.slow();
    // A scheduled EQ exam the Conservatory's student has taken: results with a submitted row, a listening flag and the rest not started.
    const answers = [250, 1000, 4000].map((frequency) => ({ bands: [{ frequency, direction: 'boost' }] }));
    const { schedule } = await takeScheduledExam(playwright.request, { definition: eqDefinition, title: 'Accessibility check', questionCount: 3, attempts: 1, openForMs: 24 * 3600_000, answers });

    const axe = auditor(page);
    const pages = teacherPages(schedule, ['home', 'total-report', 'student-identities', 'student-summary', 'schedules', 'schedule-form', 'schedule-results', 'organizations']);
    for (const [index, teacherPage] of pages.entries()) {
      await openTeacherPage(page, teacherPage);
      // The teacher's top bar and drawer are the same on every page: scanned whole on the first.
      await (index === 0 ? axe.bothThemes(teacherPage.name) : axe.mainInBothThemes(teacherPage.name));
    }
    await axe.verdict('teacher');
  });
});
