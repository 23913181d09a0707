import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import type { ScheduleResultRow, ScheduleResults, ScheduleStudentStatus } from '../api-contract';
import { fakeServices, renderWithServices } from '../reports/test-harness';
import { ScheduleResultsPage } from './schedule-results-page';
import type { ScheduleResultsServices } from './schedule-results-services';
import { schedule } from './schedules-test-harness';

function student(sub: string, name: string, status: ScheduleStudentStatus, extra: Partial<ScheduleResultRow> = {}): ScheduleResultRow {
  const finished = status === 'submitted' || status === 'flagged' || status === 'not-submitted';
  return {
    sub,
    name,
    email: `${sub}@cons.example`,
    studentId: `S-${sub}`,
    organization: 'Conservatory of Music',
    status,
    attemptsUsed: status === 'not-started' ? 0 : 1,
    countedScore: finished ? 50 : null,
    countedCorrectRate: finished ? 40 : null,
    durationSeconds: finished ? 600 : null,
    headphoneCheck: null,
    listeningFlag: status === 'flagged' ? 'too-fast' : null,
    submitId: finished ? `submit-${sub}` : null,
    ...extra,
  };
}

const ROWS: ScheduleResultRow[] = [
  student('li', '李明', 'submitted', { countedScore: 85, countedCorrectRate: 80, durationSeconds: 587 }),
  student('ana', 'Ana García', 'submitted', { countedScore: 62.5, countedCorrectRate: 60 }),
  student('bo', 'Bo Chen', 'flagged', { countedScore: 95, countedCorrectRate: 90, durationSeconds: 41 }),
  student('cy', 'Cy Dahl', 'not-submitted', { countedScore: 0, countedCorrectRate: 0 }),
  student('di', 'Di Evans', 'in-progress'),
  student('ed', 'Ed Fox', 'not-started'),
  student('fa', 'Fa Gill', 'not-started'),
];

interface EqLikeAnswer {
  band: string;
  gain: number;
}

const RESULTS: ScheduleResults = {
  schedule: schedule({ id: 'sched-7', title: 'EQ mid-term', status: 'closed', started: true, attempts: 2, counts: 'best' }),
  rows: ROWS,
  summary: { students: 7, handedIn: 3, completionRate: 42.9, scored: 4, mean: 60.6, median: 73.8 },
  statusCounts: { 'not-started': 2, 'in-progress': 1, submitted: 2, 'not-submitted': 1, flagged: 1 },
  distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: i === 0 ? 1 : i === 6 ? 1 : i === 8 ? 1 : i === 9 ? 1 : 0 })),
  items: {
    positions: [
      { position: 1, answered: 4, correctRate: 25, averageCredit: 0.5 },
      { position: 0, answered: 4, correctRate: 75, averageCredit: 0.8125 },
    ],
    answers: [
      { answer: { band: '1 kHz', gain: 6 }, asked: 5, correctRate: 80, confusion: { answer: { band: '2 kHz', gain: 6 }, count: 1 } },
      { answer: { band: '250 Hz', gain: -6 }, asked: 3, correctRate: 33.3, confusion: { answer: { band: '500 Hz', gain: -6 }, count: 2 } },
      { answer: { band: '8 kHz', gain: 9 }, asked: 2, correctRate: 100, confusion: null },
    ],
  },
  confusions: [
    { axis: 'band', asked: '1000', answered: '1000', count: 4 },
    { axis: 'band', asked: '1000', answered: '2000', count: 1 },
  ],
};

/** The area's words, as an area's `describeAnswer` would give them. */
const describeAnswer = vi.fn((answer: unknown, t: TFunction) => {
  const { band, gain } = answer as EqLikeAnswer;
  return `${band}, ${gain > 0 ? '+' : ''}${gain} dB${typeof t === 'function' ? '' : '?'}`;
});

function services(overrides: Partial<ScheduleResultsServices> = {}) {
  return {
    results: vi.fn<ScheduleResultsServices['results']>(() => Promise.resolve(RESULTS)),
    exportResults: vi.fn<ScheduleResultsServices['exportResults']>(() =>
      Promise.resolve(new Response('\uFEFFname\r\n李明\r\n', { headers: { 'X-Total-Rows': '1' } })),
    ),
    answerWords: vi.fn<ScheduleResultsServices['answerWords']>(() => Promise.resolve({ namespace: 'eq', describeAnswer, describeCategory: (_axis: string, value: string) => `${value} Hz` })),
    resendGrades: vi.fn<ScheduleResultsServices['resendGrades']>(() => Promise.resolve(1)),
    ...overrides,
  };
}

function renderPage(fake = services(), url = '/schedules/sched-7', lng: 'en' | 'zh-CN' = 'en') {
  const reports = fakeServices();
  const view = renderWithServices(<ScheduleResultsPage services={fake} />, url, reports, lng, '/schedules/:id');
  return { ...view, fake, reports };
}

const studentsTable = () => screen.getByRole('table', { name: 'Students of this exam' });
const names = () =>
  within(studentsTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ScheduleResultsPage', () => {
  it("shows where each score stands in the course's gradebook, and sends those not taken again", async () => {
    const linked: ScheduleResults = {
      ...RESULTS,
      rows: ROWS.map((row, i) =>
        i === 0
          ? { ...row, gradebook: { status: 'sent', error: null, sentAt: '2026-03-02T10:05:00.000Z', nextAttemptAt: null } }
          : i === 1
            ? { ...row, gradebook: { status: 'failed', error: 'the platform answered 500', sentAt: null, nextAttemptAt: '2026-03-02T10:10:00.000Z' } }
            : row,
      ),
    };
    const fake = services({ results: vi.fn<ScheduleResultsServices['results']>(() => Promise.resolve(linked)) });
    const user = userEvent.setup({ delay: null });
    renderPage(fake);
    const panel = await screen.findByTestId('schedule-gradebook', {}, { timeout: 10_000 });
    // The address a course's external tool activity opens.
    expect(screen.getByTestId('schedule-facts').querySelector('[data-fact="courseLink"]')).toHaveTextContent(`Link for a course (LTI)${window.location.origin}/eq?schedule=sched-7`);
    expect(within(panel).getByTestId('gradebook-counts')).toHaveTextContent('1 sent · 0 waiting · 1 not taken');
    expect(within(studentsTable()).getByRole('columnheader', { name: 'Gradebook' })).toBeInTheDocument();
    expect(studentsTable().querySelector('[data-gradebook="failed"]')).toHaveAttribute('title', expect.stringContaining('The platform answered: the platform answered 500'));
    await user.click(within(panel).getByRole('button', { name: 'Send again now' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('1 score is being sent again.');
    expect(fake.resendGrades).toHaveBeenCalledWith('sched-7');
    await waitFor(() => expect(fake.results).toHaveBeenCalledTimes(2));
  });

  it('has no gradebook column or panel for an exam that is no column of a course', async () => {
    renderPage();
    await screen.findByTestId('schedule-students', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('schedule-gradebook')).toBeNull();
    expect(within(studentsTable()).queryByRole('columnheader', { name: 'Gradebook' })).toBeNull();
  });

  it('shows what the counted attempts confused, in the area\'s words', async () => {
    renderPage();
    const section = await screen.findByTestId('schedule-confusions', {}, { timeout: 10_000 });
    // Its heading once: the section's, not the matrices' own again.
    expect(screen.getAllByText('What the class confused')).toHaveLength(1);
    const row = within(section).getByRole('row', { name: /^1000 Hz/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '1']);
  });

  it('sums the class up first, then goes question by question, then student by student', async () => {
    renderPage();
    await screen.findByTestId('schedule-confusions', {}, { timeout: 10_000 });
    const sections = ['schedule-summary', 'item-positions', 'item-answers', 'schedule-confusions', 'schedule-students'];
    const inPageOrder = Array.from(document.querySelectorAll<HTMLElement>(sections.map((id) => `[data-testid="${id}"]`).join(', ')));
    expect(inPageOrder.map((section) => section.dataset.testid)).toEqual(sections);
    const figure = (id: string) => Array.from(screen.getByTestId('results-figures').querySelectorAll(`[data-figure="${id}"] dd`)).map((dd) => dd.textContent);
    expect(figure('completion')).toEqual(['42.9%', '3 of 7 students']);
    expect(figure('mean')).toEqual(['60.6', 'Of 4 counted scores']);
    expect(figure('median')).toEqual(['73.8', 'Of 4 counted scores']);
  });

  it('shows the exam and every student with status, counted score, correct rate and time', async () => {
    const { fake } = renderPage();
    // Waited for by test id: role queries over the whole page are slow in jsdom on a loaded machine.
    await screen.findByTestId('schedule-facts');
    expect(screen.getByRole('heading', { level: 1, name: 'EQ mid-term' })).toBeInTheDocument();
    expect(fake.results).toHaveBeenCalledWith('sched-7', expect.any(AbortSignal));
    expect(screen.getByTestId('schedule-status')).toHaveTextContent('Closed');
    const facts = screen.getByTestId('schedule-facts');
    expect(facts).toHaveTextContent('Parametric equalization (EQ)');
    expect(facts).toHaveTextContent('Conservatory of Music');
    expect(facts).toHaveTextContent('30 minutes');
    expect(facts).toHaveTextContent('2 attempts, best attempt counts');
    expect(screen.getByRole('link', { name: 'All official exams' })).toHaveAttribute('href', '/schedules');

    expect(names()).toEqual(['Ana García', 'Bo Chen', 'Cy Dahl', 'Di Evans', 'Ed Fox', 'Fa Gill', '李明']);
    const li = within(studentsTable()).getByRole('link', { name: '李明' }).closest('tr') as HTMLElement;
    expect(within(li).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '李明',
      'S-li',
      'Conservatory of Music',
      'Submitted',
      '85',
      '80%',
      '1',
      '9 min 47 s',
      '—',
    ]);
    expect(within(studentsTable()).getByRole('link', { name: '李明' })).toHaveAttribute('href', '/totalreport/students/li');
    const bo = within(studentsTable()).getByRole('link', { name: 'Bo Chen' }).closest('tr') as HTMLElement;
    expect(bo).toHaveTextContent('Too fast');
  });

  it('filters the students by the status chips, and keeps the filter in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { search } = renderPage();
    await screen.findByTestId('schedule-facts');
    const chips = screen.getByRole('group', { name: 'Show students by status' });

    await user.click(within(chips).getByRole('button', { name: 'Not started: 2' }));
    expect(names()).toEqual(['Ed Fox', 'Fa Gill']);
    expect(search().get('status')).toBe('not-started');
    expect(within(chips).getByRole('button', { name: 'Not started: 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(chips).getByRole('button', { name: 'Flagged: 1' }));
    expect(names()).toEqual(['Bo Chen']);

    await user.click(within(chips).getByRole('button', { name: 'Flagged: 1' }));
    expect(names()).toHaveLength(7);
    expect(search().get('status')).toBeNull();
  });

  it('sorts by a column, best first for scores, students without a score last', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByTestId('schedule-facts');
    await user.click(within(studentsTable()).getByRole('button', { name: 'Counted score' }));
    expect(names()).toEqual(['Bo Chen', '李明', 'Ana García', 'Cy Dahl', 'Di Evans', 'Ed Fox', 'Fa Gill']);
    await user.click(within(studentsTable()).getByRole('button', { name: 'Counted score' }));
    expect(names()).toEqual(['Cy Dahl', 'Ana García', '李明', 'Bo Chen', 'Di Evans', 'Ed Fox', 'Fa Gill']);
  });

  it('analyses the items per question and per right answer, in the area’s words', async () => {
    renderPage();
    await screen.findByTestId('schedule-facts');
    const positions = screen.getByRole('table', { name: 'Per question' });
    const positionRows = within(positions).getAllByRole('row').slice(1);
    expect(positionRows.map((row) => row.textContent)).toEqual(['Question 14' + '75%81.3%', 'Question 24' + '25%50%']);

    const answers = screen.getByRole('table', { name: 'Per right answer' });
    await waitFor(() => expect(within(answers).getAllByRole('row')[1]).toHaveTextContent('250 Hz, -6 dB'));
    const answerRows = within(answers).getAllByRole('row').slice(1);
    // Hardest first.
    expect(answerRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['250 Hz, -6 dB', '1 kHz, +6 dB', '8 kHz, +9 dB']);
    expect(within(answerRows[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '250 Hz, -6 dB',
      '3',
      '33.3%',
      '500 Hz, -6 dB (2×)',
    ]);
    expect(within(answerRows[2] as HTMLElement).getByTestId('confusion')).toHaveTextContent('None: every wrong answer differed');
    expect(describeAnswer).toHaveBeenCalledWith({ band: '250 Hz', gain: -6 }, expect.any(Function));
  });

  it('shows the score distribution as a labelled chart and as a table', async () => {
    renderPage();
    await screen.findByTestId('schedule-facts');
    const chart = screen.getByRole('img', { name: 'Counted scores of 4 students in ten bins of 10 points' });
    expect(within(chart).getByText('Counted score')).toBeInTheDocument();
    expect(within(chart).getByText('Students')).toBeInTheDocument();
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Score distribution' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[6]).toHaveTextContent('60–701');
    expect(rows[5]).toHaveTextContent('50–600');
  });

  it('downloads the results as CSV in the current language', async () => {
    const user = userEvent.setup({ delay: null });
    const { fake, reports } = renderPage();
    await screen.findByTestId('schedule-facts');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByTestId('download-status')).toHaveAttribute('data-state', 'success'));
    expect(fake.exportResults).toHaveBeenCalledWith('sched-7', 'en', expect.any(AbortSignal));
    expect(reports.saveFile.mock.lastCall?.[1]).toBe('schedule-sched-7-results.csv');
  });

  it('shows answers as data when the area has no words for them', async () => {
    renderPage(services({ answerWords: () => Promise.resolve(null) }));
    await screen.findByTestId('schedule-facts');
    const answers = screen.getByRole('table', { name: 'Per right answer' });
    await waitFor(() => expect(answers).toHaveTextContent('{"band":"250 Hz","gain":-6}'));
  });

  it('speaks Chinese', async () => {
    renderPage(services(), '/schedules/sched-7', 'zh-CN');
    await screen.findByTestId('schedule-facts');
    expect(screen.getByRole('button', { name: '未开始：2' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '本场考试的学生' })).toHaveTextContent('9 分 47 秒');
    expect(screen.getByRole('button', { name: '下载 CSV' })).toBeInTheDocument();
    expect(screen.getByTestId('results-figures')).toHaveTextContent('交卷率42.9%7 名学生中 3 名已交卷');
  });
});
