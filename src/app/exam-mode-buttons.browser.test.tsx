/**
 * The exam page's mode buttons in real Chromium, with the app's theme, at the width the settings
 * column has beside the open drawer on a 1366-wide screen: each mode's name on one line.
 */
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExamServicesContext, ExamView } from '../exam';
import { EXAM_MODES } from '../exam/exam-types';
import { AudioEngineProvider } from '../exam/play-control';
import { FakeAudioEngine } from '../exam/play-control/testing/fake-audio-engine';
import { fakePageServices } from '../exam/testing/fake-page-services';
import { toyArea, toyPageRecord } from '../exam/testing/toy-area';
import { toyUi } from '../exam/testing/toy-ui';
import { initI18n } from '../i18n';
import { createAppTheme } from './theme';

/** How many lines the text of `element` takes. */
function lineCount(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
}

beforeAll(async () => {
  await initI18n({ language: 'en' });
});

describe("the exam page's modes", () => {
  it('each fit on one line on a 390-wide phone', async () => {
    await page.viewport(390, 844);
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <MemoryRouter>
          <ExamServicesContext value={fakePageServices()}>
            <AudioEngineProvider engine={new FakeAudioEngine()}>
              <div style={{ width: 390 }}>
                <ExamView definition={toyArea} ui={toyUi} record={toyPageRecord} />
              </div>
            </AudioEngineProvider>
          </ExamServicesContext>
        </MemoryRouter>
      </ThemeProvider>,
    );
    await screen.findByTestId('mode-official', {}, { timeout: 10_000 });
    expect(screen.getByTestId('mode-official')).toHaveTextContent('Official exam');
    expect(EXAM_MODES.map((mode) => lineCount(screen.getByTestId(`mode-${mode}`)))).toEqual(EXAM_MODES.map(() => 1));
    // And none is pushed out of the card.
    const group = screen.getByRole('group', { name: 'Mode' });
    expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  });
});
