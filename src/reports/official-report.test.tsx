import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReport, OwnSubmissionRow, SubmissionRow, TotalReport, TotalReportSubmissionRow, TotalReportUserRow } from '../api-contract';
import { OwnReportPage } from './own-report-page';
import { fakeServices, renderWithServices } from './test-harness';
import { TotalReportPage } from './total-report-page';

const submitted: SubmissionRow = {
  submitId: 'a1b2c3d4-0000-4000-8000-000000000001',
  submittedAt: '2026-04-01T10:00:00.000Z',
  durationSeconds: 600,
  questionCount: 3,
  score: 70,
  correctRate: 66.7,
  official: true,
  outcome: 'submitted',
};
const neverHandedIn: SubmissionRow = {
  ...submitted,
  submitId: 'a1b2c3d4-0000-4000-8000-000000000002',
  submittedAt: '2026-04-08T10:00:00.000Z',
  score: 0,
  correctRate: 0,
  outcome: 'not-submitted',
};

const student = { sub: 'fx|li', user: 'li.ming@cons.example', studentId: 'C-001', name: '李明', organization: 'Conservatory of Music' };

function totalRow(row: SubmissionRow, extra: Partial<TotalReportSubmissionRow> = {}): TotalReportSubmissionRow {
  return { ...row, ...student, listeningFlag: null, listeningTimeline: null, ...extra };
}

const tooFast = totalRow(
  { ...submitted, submitId: 'a1b2c3d4-0000-4000-8000-000000000003', score: 90, correctRate: 100 },
  {
    listeningFlag: 'too-fast',
    listeningTimeline: { firstSoundAt: '2026-04-05T09:59:50.000Z', questions: [0, 2.5, null], answeredAfterSeconds: 9.8 },
  },
);

/** EQ's official settings match none of its presets. */
const own = (row: SubmissionRow): OwnSubmissionRow => ({ ...row, difficulty: null, settings: { resolution: 'octave', bandCount: 1 } });

function ownReport(kind: 'practice' | 'official'): OwnReport {
  const rows = kind === 'official' ? [own(neverHandedIn), own(submitted)] : [];
  return {
    area: 'eq',
    kind,
    rows,
    total: rows.length,
    page: 1,
    pageSize: 20,
    summary: {
      practice: { count: 0, averageScore: null, bestScore: null, byDifficulty: [] },
      official: { count: 2, averageScore: 35, bestScore: 70, countedAttempt: 'last', countedScore: 0 },
    },
    progress: [],
  };
}

function totalReport(view: 'users' | 'submissions'): TotalReport {
  const base = { area: 'eq' as const, kind: 'official' as const, page: 1, pageSize: 20, countedAttempt: 'best' as const };
  if (view === 'users') {
    const rows: TotalReportUserRow[] = [{ ...student, submitCount: 3, averageScore: 53.3, maxScore: 90, countedScore: 90 }];
    return { ...base, view, rows, total: rows.length };
  }
  const rows = [totalRow(neverHandedIn), tooFast, totalRow(submitted)];
  return { ...base, view, rows, total: rows.length };
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('official exams in the own report', () => {
  it('shows an exam never handed in as not submitted, states the rule, and shows no listening flag', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ ownReport: (_area, query) => Promise.resolve(ownReport(query.kind)) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport?kind=official', services);

    const table = await screen.findByRole('table', { name: 'Your submissions: Official exam' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(cellsOf(first as HTMLElement).at(-2) as HTMLElement).getByTestId('outcome-chip')).toHaveTextContent('Not submitted');
    // An exam never handed in has no answers to review; a handed-in one has.
    expect(within(first as HTMLElement).queryByTestId('open-review')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByTestId('open-review')).toBeInTheDocument();
    // Official settings that no preset names are the exam's, not "custom".
    expect(first).toHaveTextContent('Exam settings');
    expect(within(second as HTMLElement).queryByTestId('outcome-chip')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('70');
    // No correct rate for an exam never handed in, rather than a 0 %.
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Details of the exam of/ }));
    const detail = within(table).getByTestId('own-submission-detail');
    expect(detail).toHaveTextContent('Correct rate—');
    expect(detail).toHaveTextContent('The official exam’s settings');

    expect(screen.getByTestId('summary-official-rule')).toHaveTextContent('Counted: last attempt');
    expect(screen.getByTestId('summary-official-counted')).toHaveTextContent(/^0$/);
    expect(screen.queryByTestId('listening-flag')).not.toBeInTheDocument();
  });

  it('says it in Chinese', async () => {
    const services = fakeServices({ ownReport: (_area, query) => Promise.resolve(ownReport(query.kind)) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport?kind=official', services, 'zh-CN');
    expect(await screen.findByText('未提交')).toBeInTheDocument();
    expect(screen.getByTestId('summary-official-rule')).toHaveTextContent('计入：最后一次作答');
  });
});

describe('official exams in the total report', () => {
  const services = () => fakeServices({ totalReport: (_area, query) => Promise.resolve(totalReport(query.view)) });

  it('marks a not-submitted row with a chip and a flagged one with a chip whose tooltip is the timeline', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?kind=official&view=submissions', services());

    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [notSubmittedRow, flaggedRow, plainRow] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(notSubmittedRow as HTMLElement).getByTestId('outcome-chip')).toHaveTextContent('Not submitted');
    expect(within(plainRow as HTMLElement).queryByTestId('listening-flag')).not.toBeInTheDocument();

    const flag = within(flaggedRow as HTMLElement).getByTestId('listening-flag');
    expect(flag).toHaveTextContent('Too fast');
    expect(flag.closest('td')).toHaveTextContent(/^90Too fast$/);
    await user.hover(flag);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Listening timeline');
    expect(tooltip).toHaveTextContent('Answers arrived 9.8 sec after the first sound.');
    expect(tooltip).toHaveTextContent('Question 2: first served at 2.5 sec');
    expect(tooltip).toHaveTextContent('Question 3: never served');
  });

  it('shows the counted score and says which attempt counts', async () => {
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?kind=official', services());
    await screen.findByText('李明');
    expect(screen.getByRole('columnheader', { name: 'Counted score' })).toBeInTheDocument();
    expect(screen.getByTestId('counted-rule')).toHaveTextContent('Counted: best attempt');
    const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The counted score comes right after the student's name, before the average, best and count.
    expect(cellsOf(row as HTMLElement).map((cell) => cell.textContent).slice(1, 5)).toEqual(['90', '53.3', '90', '3']);
  });

  it('speaks Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?kind=official&view=submissions', services(), 'zh-CN');
    const flag = await screen.findByText('作答过快');
    expect(screen.getByText('未提交')).toBeInTheDocument();
    expect(screen.getByTestId('counted-rule')).toHaveTextContent('计入：最好的一次作答');
    await user.hover(flag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('第 3 题：从未播放');
  });
});
