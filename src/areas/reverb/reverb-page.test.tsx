import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ExamServicesContext, ExamView, examPageRecord } from '../../exam';
import { AudioEngineProvider } from '../../exam/play-control';
import { FakeAudioEngine } from '../../exam/play-control/testing/fake-audio-engine';
import { createFakeServices } from '../../exam/testing/toy-area';
import { fakePageServices } from '../../exam/testing/fake-page-services';
import { setSignedIn } from '../../session';
import { reverbDefinition } from './reverb-definition';
import { reverbUi } from './reverb-ui';

function renderReverb() {
  setSignedIn({ sub: 'user-1', name: 'Li' }, []);
  const fake = createFakeServices();
  const services = fakePageServices(fake, async (r) => ({ submitId: r.submitId, score: 0, correctRate: 0, questionCount: r.answers.length, duplicate: false }));
  const engine = new FakeAudioEngine();
  render(
    <MemoryRouter>
      <ExamServicesContext value={services}>
        <AudioEngineProvider engine={engine}>
          <ExamView definition={reverbDefinition} ui={reverbUi} record={examPageRecord(reverbDefinition.id)} />
        </AudioEngineProvider>
      </ExamServicesContext>
    </MemoryRouter>,
  );
  const page = screen.getByTestId('exam-page');
  return { engine, state: () => page.getAttribute('data-exam-state'), user: userEvent.setup() };
}

describe('reverb page', { timeout: 30_000 }, () => {
  it("says 'Please select at least one test mode.' with neither mode and will not start", async () => {
    const { user, state } = renderReverb();
    await user.click(within(screen.getByTestId('reverb-mode-decay')).getByRole('checkbox', { name: 'Decay time' }));
    expect(screen.getByText('Please select at least one test mode.')).toBeInTheDocument();
    expect(screen.getByTestId('exam-primary-action')).toBeDisabled();
    await user.click(within(screen.getByTestId('reverb-mode-mix')).getByRole('checkbox', { name: 'Mix' }));
    expect(screen.queryByText('Please select at least one test mode.')).not.toBeInTheDocument();
    expect(state()).toBe('setup');
    expect(screen.getByTestId('exam-primary-action')).toBeEnabled();
  });

  it('synthesises the rooms behind an initialising screen with progress; a failure offers a retry', async () => {
    const { user, engine, state } = renderReverb();
    await user.click(screen.getByTestId('mode-exam'));
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(state()).toBe('preparing');
    expect(engine.callsOf('prepare')[0]?.[0]).toHaveLength(10);
    expect(screen.getByText('Preparing the exam')).toBeInTheDocument();
    act(() => engine.preparation?.onProgress(0.3));
    // The bar's code loads with the first bar the page shows (src/exam/progress-bar.tsx).
    expect(await screen.findByRole('progressbar', { name: 'Preparation progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('30 % done')).toBeInTheDocument();

    await act(async () => engine.preparation?.reject(new Error('the worker crashed')));
    expect(screen.getByTestId('exam-preparing-failed')).toHaveTextContent('The rooms of this exam could not be prepared.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(engine.callsOf('prepare')).toHaveLength(2);
    expect(screen.queryByTestId('exam-preparing-failed')).not.toBeInTheDocument();

    await act(async () => engine.preparation?.resolve());
    expect(state()).toBe('answering');
    expect(screen.getByRole('radiogroup', { name: 'Decay time (RT60)' })).toBeInTheDocument();

  });

  it('cancels the preparation back to the settings', async () => {
    const { user, state } = renderReverb();
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(state()).toBe('preparing');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state()).toBe('setup');
  });
});
