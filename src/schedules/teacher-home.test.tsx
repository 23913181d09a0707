import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficialExamSchedule, OfficialExamScheduleList } from '../api-contract';
import { fakeServices, renderWithServices } from '../reports/test-harness';
import { resetSession, setSignedIn } from '../session';
import { NOW, ORGANIZATIONS, schedule } from './schedules-test-harness';
import { TeacherHome } from './teacher-home';

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

const SCHEDULES: OfficialExamSchedule[] = [
  schedule({ id: 'later', title: 'EQ, second half', closesAt: at(5 * 24), startedCount: 3, submittedCount: 1 }),
  schedule({ id: 'soon', title: 'EQ mid-term', closesAt: at(5), startedCount: 12, submittedCount: 9 }),
  schedule({ id: 'next', title: 'Loudness quiz', area: 'loudness', status: 'upcoming', opensAt: at(48), closesAt: at(72) }),
  schedule({
    id: 'closed',
    title: 'Reverb final',
    area: 'reverb',
    status: 'closed',
    organizations: ORGANIZATIONS,
    opensAt: at(-96),
    closesAt: at(-72),
    startedCount: 15,
    submittedCount: 14,
  }),
  schedule({ id: 'old', title: 'Last term', status: 'closed', opensAt: at(-24 * 30), closesAt: at(-24 * 20) }),
];

function renderHome(load: (signal: AbortSignal) => Promise<OfficialExamScheduleList>, lng: 'en' | 'zh-CN' = 'en') {
  return renderWithServices(<TeacherHome loadSchedules={load} now={() => NOW} />, '/', fakeServices(), lng);
}

const group = (name: string) => screen.getByRole('region', { name });

describe('TeacherHome', () => {
  it('shows what closes soon, what is open, the results waiting and what is upcoming, with links', async () => {
    renderHome(() => Promise.resolve({ rows: SCHEDULES }));

    const soon = await screen.findByRole('region', { name: 'Closing soon' });
    expect(within(soon).getByRole('link', { name: 'EQ mid-term' })).toHaveAttribute('href', '/schedules/soon');
    expect(soon).toHaveTextContent('Closes in 5 hours');
    expect(soon).toHaveTextContent('Parametric equalization (EQ) · Conservatory of Music · closes');
    expect(within(soon).getByTestId('schedule-counts')).toHaveTextContent('9 submitted, 12 started');
    expect(soon).not.toHaveTextContent('second half');

    const open = group('Open now');
    expect(within(open).getByRole('link', { name: 'EQ, second half' })).toHaveAttribute('href', '/schedules/later');
    expect(open).not.toHaveTextContent('EQ mid-term');

    const waiting = group('Results waiting');
    expect(within(waiting).getByRole('link', { name: 'Reverb final' })).toHaveAttribute('href', '/schedules/closed');
    expect(waiting).toHaveTextContent('Conservatory of Music, Institute of Acoustics');
    expect(within(waiting).getByTestId('schedule-counts')).toHaveTextContent('14 submitted');
    // Closed 20 days ago: no longer waiting.
    expect(screen.queryByText('Last term')).not.toBeInTheDocument();

    expect(within(group('Upcoming')).getByRole('link', { name: 'Loudness quiz' })).toBeInTheDocument();
    expect(group('Upcoming')).toHaveTextContent('opens');

    expect(screen.getByRole('link', { name: 'New official exam' })).toHaveAttribute('href', '/schedules/new');
    expect(screen.getByRole('link', { name: 'All official exams' })).toHaveAttribute('href', '/schedules');
  });

  it('greets the teacher by name', async () => {
    setSignedIn({ name: '陈老师 (Prof. Chen)' }, ['read:admin']);
    try {
      renderHome(() => Promise.resolve({ rows: [] }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, 陈老师 (Prof. Chen)' })).toBeInTheDocument();
    } finally {
      resetSession();
    }
  });

  it('says what is not there in each section', async () => {
    renderHome(() => Promise.resolve({ rows: SCHEDULES.filter((s) => s.id === 'closed') }));
    expect(await screen.findByText('Nothing closes in the next 48 hours.')).toBeInTheDocument();
    expect(group('Open now')).toHaveTextContent('No other exam is open now.');
    expect(group('Upcoming')).toHaveTextContent('No exam is scheduled to open.');
  });

  it('shows a new teacher what to do first', async () => {
    renderHome(() => Promise.resolve({ rows: [] }));
    const empty = await screen.findByTestId('teacher-home-empty');
    expect(empty).toHaveTextContent('You have not scheduled an official exam yet');
    expect(within(empty).getByRole('link', { name: 'Schedule your first official exam' })).toHaveAttribute('href', '/schedules/new');
    expect(within(empty).getByRole('link', { name: 'Check the organizations' })).toHaveAttribute('href', '/organizations');
    expect(screen.queryByRole('region', { name: 'Closing soon' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const load = vi.fn<(signal: AbortSignal) => Promise<OfficialExamScheduleList>>();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ rows: [] });
    renderHome(load);
    expect(await screen.findByText('Your official exams could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('teacher-home-empty')).toBeInTheDocument());
  });

  it('speaks Chinese', async () => {
    renderHome(() => Promise.resolve({ rows: SCHEDULES }), 'zh-CN');
    const soon = await screen.findByRole('region', { name: '即将截止' });
    expect(soon).toHaveTextContent('5 小时后截止');
    expect(within(soon).getByTestId('schedule-counts')).toHaveTextContent('已交卷 9 人，已开始 12 人');
  });
});
