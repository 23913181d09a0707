import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleFixture } from '../exam/testing/schedule-fixture';
import { configureApiClient } from '../lib/api-client';
import type { OfficialExamSchedule } from '../api-contract';
import { StudentSchedules, scheduleStartPath } from './student-schedules';

// The real API call over a fake fetch: what the page asks for, and what it does with the answer.
const fetchList = vi.fn<(url: string) => Promise<Response>>();
configureApiClient({
  baseUrl: 'http://api.test/api/',
  getAccessToken: async () => 'token',
  onError: () => undefined,
  fetch: (input) => fetchList(String(input)),
});

const open = scheduleFixture({ id: 'week-3', area: 'eq', title: 'Week 3: octave bands', attempts: 2, attemptsUsed: 1, timeLimitSeconds: 1800 });
const usedUp = scheduleFixture({ id: 'week-2', area: 'reverb', title: 'Week 2: rooms', attempts: 1, attemptsUsed: 1 });
const inProgress = scheduleFixture({ id: 'week-1', area: 'loudness', title: 'Week 1: levels', attempts: 1, attemptsUsed: 1, openExamId: 'exam-7' });
const upcoming = scheduleFixture({ id: 'final', area: 'eq', title: 'Final listening test', status: 'upcoming', opensAt: new Date(Date.UTC(2026, 0, 12, 9)).toISOString() });

/** The list answering `rows`, or failing with an error. */
function renderList(rows: OfficialExamSchedule[] | Error) {
  fetchList.mockImplementation(async () =>
    rows instanceof Error ? new Response(JSON.stringify({ message: rows.message }), { status: 500 }) : Response.json({ rows }),
  );
  const { container } = render(
    <MemoryRouter>
      <StudentSchedules />
    </MemoryRouter>,
  );
  /** Until the list's answer has been taken in. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  return { container, settle };
}

beforeEach(() => fetchList.mockReset());

describe('StudentSchedules', () => {
  it('lists the open exams with area, closing, time limit, attempts and a Start link, and the upcoming ones with their opening', async () => {
    renderList([upcoming, open, usedUp, inProgress]);
    const section = await screen.findByTestId('student-schedules');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Your exams');
    const row = screen.getByTestId('home-schedule-week-3');
    expect(within(row).getByRole('heading')).toHaveTextContent('Week 3: octave bands');
    expect(row).toHaveTextContent('Parametric equalization (EQ)');
    expect(row).toHaveTextContent(/closes .*2026/);
    expect(row).toHaveTextContent('time limit 30 minutes');
    expect(row).toHaveTextContent('1 of 2 attempts left');
    expect(within(row).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/eq?mode=official&schedule=week-3');
    expect(within(screen.getByTestId('home-schedule-week-2')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('home-schedule-week-2')).toHaveTextContent('Every attempt used');
    expect(within(screen.getByTestId('home-schedule-week-1')).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/loudness?mode=official&schedule=week-1',
    );
    expect(within(screen.getByTestId('home-upcoming-schedules')).getByTestId('home-schedule-final')).toHaveTextContent(
      /^Final listening test \(Parametric equalization \(EQ\)\): opens .*2026/,
    );
    expect(fetchList.mock.calls).toEqual([['http://api.test/api/official-exam-schedules']]);
  });

  it('shows the upcoming ones alone when nothing is open', async () => {
    renderList([upcoming]);
    expect(await screen.findByTestId('home-schedule-final')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open now' })).not.toBeInTheDocument();
  });

  it('is not there when the student has no scheduled exam', async () => {
    const { container, settle } = renderList([]);
    await settle();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('is not there, and breaks nothing, when the list cannot be loaded', async () => {
    const { container, settle } = renderList(new Error('The database is down'));
    await settle();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('links a scheduled exam to its area page, official mode, the exam chosen', () => {
    expect(scheduleStartPath({ area: 'spatial', id: 'a b' })).toBe('/localization/spatial?mode=official&schedule=a+b');
  });
});
