/**
 * The app's theme in real Chromium, where the page scrolls under the fixed top bar.
 */
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExamView } from '../exam/testing/exam-view-harness';
import { toyArea } from '../exam/testing/toy-area';
import { toyUi } from '../exam/testing/toy-ui';
import { APP_BAR_HEIGHT, createAppTheme } from './theme';

/** The page as the app lays it out: under a fixed bar, with room below to scroll. */
function appFrame(content: ReactNode) {
  return (
    <ThemeProvider theme={createAppTheme('light')}>
      <CssBaseline />
      <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: APP_BAR_HEIGHT, bgcolor: 'primary.main', zIndex: 1100 }} />
      <Box sx={{ pt: `${APP_BAR_HEIGHT}px`, pb: '150vh' }}>{content}</Box>
    </ThemeProvider>
  );
}

describe('scrolling under the top bar', () => {
  afterEach(async () => {
    window.scrollTo(0, 0);
    await page.viewport(1280, 800);
  });

  it.each([
    [1366, 900],
    [390, 844],
  ])('at %i x %i, Start brings the first question into view below the bar, not under it', async (width, height) => {
    await page.viewport(width, height);
    renderExamView(toyArea, toyUi, { frame: appFrame });
    // The student has scrolled down a little, the card's top now under the bar.
    const card = screen.getByTestId('exam-question-card');
    window.scrollBy(0, card.getBoundingClientRect().top - 20);
    await userEvent.click(screen.getByTestId('exam-primary-action'));
    const heading = await screen.findByTestId('question-heading');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(APP_BAR_HEIGHT);
  });
});
