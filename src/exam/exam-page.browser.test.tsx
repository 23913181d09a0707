/**
 * The exam page's layout in real Chromium: real widths and media queries, none of which jsdom has.
 */
import { screen } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExamView } from './testing/exam-view-harness';
import { toyArea } from './testing/toy-area';
import { toyUi } from './testing/toy-ui';

describe('the exam page on a phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('puts the running question right under the title, with no blank band between them', async () => {
    await page.viewport(390, 844);
    renderExamView(toyArea, toyUi);
    await userEvent.click(screen.getByTestId('exam-primary-action'));
    await screen.findByTestId('question-heading');
    const title = screen.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const card = screen.getByTestId('exam-question-card').getBoundingClientRect();
    expect(card.top - title.bottom).toBeGreaterThan(0);
    expect(card.top - title.bottom).toBeLessThanOrEqual(16);
  });
});
