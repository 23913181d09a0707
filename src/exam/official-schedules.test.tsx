import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { API_ERROR_CODES, type OfficialExamSchedule } from '../api-contract';
import { setSignedIn } from '../session';
import { ExamView } from './exam-page';
import { ExamServicesContext } from './exam-services';
import { AudioEngineProvider } from './play-control';
import { FakeAudioEngine } from './play-control/testing/fake-audio-engine';
import { scheduleFixture } from './testing/schedule-fixture';
import { createFakeServices, toyArea, toyPageRecord } from './testing/toy-area';
import { fakePageServices } from './testing/fake-page-services';
import { toyUi } from './testing/toy-ui';

const DAY = 86_400_000;

const openWithAttempts = scheduleFixture({ id: 'schedule-a', title: 'Week 3: octave bands', attempts: 2, attemptsUsed: 1, timeLimitSeconds: 1800 });
const usedUp = scheduleFixture({ id: 'schedule-b', title: 'Week 2: one band', attempts: 1, attemptsUsed: 1 });
const upcoming = scheduleFixture({ id: 'schedule-c', title: 'Final listening test', status: 'upcoming', opensAt: new Date(Date.UTC(2026, 0, 12, 9)).toISOString() });
const otherArea = scheduleFixture({ id: 'schedule-d', area: 'reverb', title: 'Rooms' });

function renderExam({ rows = [openWithAttempts, usedUp, upcoming, otherArea], at = '/eq', failList = false }: { rows?: OfficialExamSchedule[]; at?: string; failList?: boolean } = {}) {
  setSignedIn({ sub: 'user-1', name: 'Li' }, []);
  const fake = createFakeServices();
  fake.schedules.rows = rows;
  fake.schedules.fail = failList;
  const services = fakePageServices(fake);
  render(
    <MemoryRouter initialEntries={[at]}>
      <ExamServicesContext value={services}>
        <AudioEngineProvider engine={new FakeAudioEngine()}>
          <ExamView definition={toyArea} ui={toyUi} record={toyPageRecord} />
        </AudioEngineProvider>
      </ExamServicesContext>
    </MemoryRouter>,
  );
  const page = screen.getByTestId('exam-page');
  return { fake, user: userEvent.setup(), state: () => page.getAttribute('data-exam-state'), mode: () => page.getAttribute('data-exam-mode') };
}

describe('official mode: scheduled exams', { timeout: 20_000 }, () => {
  it('lists the open ones of the area with their times and attempts, and the upcoming ones with when they open', async () => {
    const { user } = renderExam();
    expect(screen.queryByTestId('official-schedules')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('mode-official'));
    const list = await screen.findByTestId('official-schedules');
    const open = within(list).getByRole('list', { name: 'Open now' });
    expect(within(open).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Week 3: octave bands', 'Week 2: one band']);
    const first = screen.getByTestId('schedule-schedule-a');
    expect(first).toHaveTextContent('Closes');
    expect(first).toHaveTextContent('Time limit 30 minutes');
    expect(within(first).getByTestId('schedule-attempts')).toHaveTextContent('1 of 2 attempts left');
    const second = screen.getByTestId('schedule-schedule-b');
    expect(within(second).queryByTestId('schedule-choose')).not.toBeInTheDocument();
    expect(within(second).getByTestId('schedule-no-attempts')).toHaveTextContent('You have used every attempt of this exam.');
    expect(within(screen.getByTestId('upcoming-schedules')).getByTestId('schedule-schedule-c')).toHaveTextContent(/^Final listening test: opens .*2026/);
    expect(screen.queryByText('Rooms')).not.toBeInTheDocument();
  });

  it('offers the first open exam the student can take on the one Start, and names the built-in exam as the other choice', async () => {
    const { user } = renderExam({ rows: [usedUp, openWithAttempts, upcoming] });
    await user.click(screen.getByTestId('mode-official'));
    expect(await screen.findByRole('heading', { name: 'Ready for “Week 3: octave bands”' })).toBeInTheDocument();
    expect(screen.getByTestId('schedule-schedule-a')).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByTestId('schedule-schedule-a')).getByTestId('schedule-chosen')).toHaveTextContent('Chosen: Start takes it');
    expect(screen.getByTestId('official-note')).toHaveTextContent('Your teacher set “Week 3: octave bands”');
    // One Start on the page.
    expect(screen.getAllByRole('button', { name: /^Start/ })).toHaveLength(1);
    expect(screen.getByTestId('schedule-built-in-note')).toHaveTextContent("Not for a course? Take this area's built-in official exam instead.");
  });

  it('keeps the built-in exam once the student chose it, and a scheduled one can be chosen again', async () => {
    const { user, fake } = renderExam();
    await user.click(screen.getByTestId('mode-official'));
    await user.click(await screen.findByTestId('schedule-built-in'));
    expect(screen.getByRole('heading', { name: 'Ready for the built-in official exam' })).toBeInTheDocument();
    expect(screen.getByTestId('official-note')).toHaveTextContent("This area's built-in official exam, set by the server");
    expect(screen.getByTestId('schedule-built-in-note')).toHaveTextContent('Choose a scheduled exam above to take it instead.');
    await user.click(within(screen.getByTestId('schedule-schedule-a')).getByTestId('schedule-choose'));
    expect(screen.getByRole('heading', { name: 'Ready for “Week 3: octave bands”' })).toBeInTheDocument();
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(fake.issued).toEqual(['schedule-a']);
  });

  it("starts the one chosen, and the exam shows its title, the attempt and when it ends", async () => {
    const { user, fake, state } = renderExam();
    await user.click(screen.getByTestId('mode-official'));
    await screen.findByTestId('schedule-chosen');
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(fake.issued).toEqual(['schedule-a']);
    expect(state()).toBe('issuing');
    await act(async () =>
      fake.resolveOfficial({ examId: 'ex-9', scheduleId: 'schedule-a', title: 'Week 3: octave bands', attemptsAllowed: 2, attemptsUsed: 2, expiresAt: new Date(fake.time.now + 1_800_000).toISOString() }),
    );
    expect(state()).toBe('answering');
    expect(screen.getByTestId('official-title')).toHaveTextContent('Week 3: octave bands');
    expect(screen.getByTestId('official-attempt')).toHaveTextContent('Attempt 2 of 2');
    // Today: the time alone.
    expect(screen.getByTestId('official-ends-at')).toHaveTextContent(/^Ends at \d{1,2}:\d{2}/);
  });

  it('names the day too when the exam ends on another day', async () => {
    const { user, fake } = renderExam({ rows: [openWithAttempts] });
    await user.click(screen.getByTestId('mode-official'));
    await screen.findByTestId('schedule-chosen');
    await user.click(screen.getByTestId('exam-primary-action'));
    await act(async () => fake.resolveOfficial({ scheduleId: 'schedule-a', title: 'Week 3', expiresAt: new Date(fake.time.now + 3 * DAY).toISOString() }));
    expect(screen.getByTestId('official-ends-at')).toHaveTextContent(/^Ends at .*2026/);
  });

  it('opens chosen from a link: ?schedule=<id> selects official mode and the exam, which Start takes', async () => {
    const { user, fake, mode } = renderExam({ at: '/eq?mode=official&schedule=schedule-a' });
    expect(mode()).toBe('official');
    expect(await screen.findByRole('heading', { name: 'Ready for “Week 3: octave bands”' })).toBeInTheDocument();
    expect(screen.getByTestId('schedule-schedule-a')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('Size')).toHaveValue(5);
    expect(screen.getByTestId('official-note')).toHaveTextContent('Your teacher set “Week 3: octave bands”: 4 questions');
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(fake.issued).toEqual(['schedule-a']);
  });

  it('a link to an upcoming exam says when it opens; a link to one that is gone says it is not open to you', async () => {
    renderExam({ at: '/eq?schedule=schedule-c' });
    expect(await screen.findByTestId('schedule-link-upcoming')).toHaveTextContent(/^“Final listening test” is not open yet: it opens .*2026/);
    expect(screen.getByRole('heading', { name: 'Ready for the built-in official exam' })).toBeInTheDocument();
  });

  it('a link to an exam not in the list says it is not open to you', async () => {
    renderExam({ at: '/eq?schedule=closed-one', rows: [] });
    expect(await screen.findByTestId('schedule-link-gone')).toHaveTextContent('not open to you');
  });

  it('keeps the built-in official exam on the main Start, also when the list cannot be loaded', async () => {
    const { user, fake } = renderExam({ failList: true });
    await user.click(screen.getByTestId('mode-official'));
    expect(await screen.findByTestId('schedules-failed')).toHaveTextContent('could not be loaded');
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(fake.issued).toEqual([null]);
  });

  it('puts a chosen exam down for the built-in one', async () => {
    const { user, fake } = renderExam({ at: '/eq?schedule=schedule-a' });
    await user.click(await screen.findByTestId('schedule-built-in'));
    expect(screen.getByRole('heading', { name: 'Ready for the built-in official exam' })).toBeInTheDocument();
    expect(screen.getByLabelText('Size')).toHaveValue(3);
    await user.click(screen.getByTestId('exam-primary-action'));
    expect(fake.issued).toEqual([null]);
  });

  it.each([
    [API_ERROR_CODES.scheduleNotOpen, 409, 'This scheduled exam is not open now'],
    [API_ERROR_CODES.scheduleNotForYou, 403, 'This scheduled exam is set for another class'],
    [API_ERROR_CODES.noAttemptsLeft, 409, 'You have already used every attempt'],
  ])('says why the server refused it (%s)', async (code, status, message) => {
    const { user, fake, state } = renderExam();
    await user.click(screen.getByTestId('mode-official'));
    await screen.findByTestId('schedule-chosen');
    await user.click(screen.getByTestId('exam-primary-action'));
    await act(async () => fake.rejectOfficial(new ApiError(status, 'refused', 'http', code)));
    expect(state()).toBe('setup');
    expect(screen.getByText(new RegExp(`^${message}`))).toBeInTheDocument();
    // The choice stays: Start again takes the same exam.
    expect(screen.getByTestId('schedule-schedule-a')).toHaveAttribute('aria-current', 'true');
  });
});
