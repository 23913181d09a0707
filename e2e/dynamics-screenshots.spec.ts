/**
 * Screenshots of the dynamics page for a human look: setup, training once checked (the
 * gain-reduction meter reading the compressed drum loop) and an exam question, in light and dark,
 * English and Chinese. Written to test-results/dynamics-screenshots/. One language and theme per
 * run, all four with SCREENSHOTS=all (e2e/helpers/looks.ts). The assertions check the page is in
 * the state pictured.
 */
import { expect, test } from './fixtures.ts';
import { authStateFile } from './auth-state.ts';
import { looks } from './helpers/looks.ts';

test.use({ storageState: authStateFile('student2'), viewport: { width: 1440, height: 1000 } });

const dir = 'test-results/dynamics-screenshots';

for (const { language, theme } of looks(1)) {
  test(`dynamics page, ${language}, ${theme}`, async ({ page }) => {
    test.slow();
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const name = (state: string) => `${dir}/dynamics-${state}-${language}-${theme}.png`;
    await page.goto('/dynamics');
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
    await page.getByTestId('dynamics-settings-form').getByRole('combobox').first().selectOption({ value: 'amount' });
    await page.screenshot({ path: name('setup'), fullPage: true });

    await page.getByTestId('exam-primary-action').click();
    await page.keyboard.press('Space');
    await page.keyboard.press('e');
    await page.getByTestId('dynamics-amount').locator('label').nth(2).click();
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    const meter = page.getByTestId('dynamics-meter').getByRole('meter');
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(3);
    await page.screenshot({ path: name('training-checked'), fullPage: true });
    await page.keyboard.press('Space');
    await page.getByTestId('exam-finish-training').click();
    await page.getByTestId('exam-restart').click();

    await page.getByTestId('mode-exam').click();
    await page.getByTestId('difficulty-select').getByRole('combobox').selectOption({ value: 'expert' });
    await page.getByTestId('exam-primary-action').click();
    await page.getByTestId('dynamics-ratio').locator('label').nth(1).click();
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.screenshot({ path: name('exam-answering'), fullPage: true });
  });
}
