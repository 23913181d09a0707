/**
 * The spatial page on a 1366 x 900 laptop, in real Chromium: the circle to answer on, the play
 * bar and the question's next step all fit the screen, beside the drawer and under the top bar.
 */
import Box from '@mui/material/Box';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExamView } from '../../exam/testing/exam-view-harness';
import { spatialDefinition } from './spatial-definition';
import { spatialUi } from './spatial-ui';

const TOP_BAR = 64;
const DRAWER = 256;

const shell = (content: ReactNode) => <Box sx={{ pt: `${TOP_BAR}px`, ml: `${DRAWER}px` }}>{content}</Box>;

describe('the spatial page at 1366 x 900', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the question, its circle and the step after it without scrolling', async () => {
    await page.viewport(1366, 900);
    renderExamView(spatialDefinition, spatialUi, { frame: shell });
    await userEvent.click(screen.getByTestId('exam-primary-action'));
    const circle = within(await screen.findByTestId('spatial-direction')).getByRole('slider');
    circle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(circle).toHaveAttribute('aria-valuenow');
    expect(window.scrollY).toBe(0);
    expect(screen.getByTestId('question-heading').getBoundingClientRect().top).toBeGreaterThanOrEqual(TOP_BAR);
    expect(screen.getByTestId('exam-primary-action')).toHaveAttribute('data-action', 'check');
    expect(screen.getByTestId('exam-primary-action').getBoundingClientRect().bottom).toBeLessThanOrEqual(900);
  });
});
