import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setSignedIn } from '../session';
import { ExamView } from './exam-page';
import { ExamServicesContext } from './exam-services';
import { AudioEngineProvider } from './play-control';
import { FakeAudioEngine } from './play-control/testing/fake-audio-engine';
import { createFakeServices, toyArea, toyPageRecord } from './testing/toy-area';
import { fakePageServices } from './testing/fake-page-services';
import { toyUi } from './testing/toy-ui';

function renderExam() {
  setSignedIn({ sub: 'user-1', name: 'Li' }, []);
  const fake = createFakeServices();
  const services = fakePageServices(fake);
  render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter>
        <ExamServicesContext value={services}>
          <AudioEngineProvider engine={new FakeAudioEngine()}>
            <ExamView definition={toyArea} ui={toyUi} record={toyPageRecord} />
          </AudioEngineProvider>
        </ExamServicesContext>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByTestId('exam-page');
}

describe('the final card', { timeout: 30_000 }, () => {
  it('takes the focus on its heading when a keyboard-only exam ends, so the score is announced', async () => {
    const page = renderExam();
    const user = userEvent.setup();
    screen.getByTestId('mode-exam').focus();
    await user.keyboard('{Enter}');
    expect(page).toHaveAttribute('data-exam-mode', 'exam');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Questions' }), '5 questions');
    screen.getByTestId('exam-primary-action').focus();
    await user.keyboard('{Enter}');
    // Each question: the heading has the focus, Tab enters the choices, Space picks, Enter goes on.
    while (page.getAttribute('data-exam-state') === 'answering') {
      expect(screen.getByTestId('question-heading')).toHaveFocus();
      await user.tab();
      await user.keyboard(' ');
      await user.keyboard('{Enter}');
    }
    expect(page).toHaveAttribute('data-exam-state', 'answered');
    await user.keyboard('{Enter}');
    expect(page).toHaveAttribute('data-exam-state', 'finished');

    const heading = await screen.findByTestId('final-heading', {}, { timeout: 8000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const score = screen.getByTestId('final-score').textContent;
    expect(heading).toHaveAccessibleName(`Final score ${score}`);
    expect(heading.tagName).toBe('H2');
  });

  it('keeps its review in a list of items only: no rule (<hr>) between them', async () => {
    const page = renderExam();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('mode-exam'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Questions' }), '5 questions');
    await user.click(screen.getByTestId('exam-primary-action'));
    while (page.getAttribute('data-exam-state') === 'answering') {
      await user.click(screen.getByText('Pick 0'));
      await user.click(screen.getByTestId('exam-primary-action'));
    }
    await user.click(screen.getByTestId('exam-primary-action'));
    const items = await screen.findAllByTestId('review-item');
    const list = items[0]?.parentElement;
    expect(list?.tagName).toBe('OL');
    expect([...(list?.children ?? [])].map((child) => child.tagName)).toEqual(items.map(() => 'LI'));
  });
});
