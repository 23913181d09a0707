import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Answers `count` questions of a running official EQ exam: the i-th band (boost, where asked), once each sound has loaded. */
export async function answerOfficialEqQuestions(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await expect(page.getByTestId('official-sound-loading')).toHaveCount(0);
    const answerForm = page.getByTestId('eq-answer-form');
    await answerForm.getByTestId('eq-frequency-0').locator('label').nth(i).click();
    const direction = answerForm.getByTestId('eq-direction-0');
    if (await direction.count()) await direction.locator('label').first().click();
    await page.getByTestId('exam-primary-action').click();
  }
}
