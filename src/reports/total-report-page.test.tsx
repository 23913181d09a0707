import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me, TotalReport, TotalReportUserRow } from '../api-contract';
import type { TotalReportQuery } from './report-query';
import type { ClassLearningFilters } from './reports-api';
import { TEACHER_WITHOUT_ORGANIZATION, fakeServices, renderWithServices } from './test-harness';
import { TotalReportPage } from './total-report-page';

const ORGANIZATIONS = [
  { id: 1, name: 'Conservatory of Music' },
  { id: 2, name: 'Institute of Acoustics' },
];

function student(i: number): TotalReportUserRow {
  return {
    sub: `sub-${i}`,
    user: `user-${String(i).padStart(2, '0')}@auricle.example`,
    studentId: `S${1000 + i}`,
    name: i === 0 ? '李明' : `Student ${i}`,
    organization: ORGANIZATIONS[i % 2]?.name ?? null,
    submitCount: i + 1,
    averageScore: 40 + i,
    maxScore: 60 + i,
  };
}

/** 30 students, alternating organizations; user-NN sorts like its number. */
const USERS: TotalReportUserRow[] = Array.from({ length: 30 }, (_, i) => student(i));

/** A small stand-in for the API: filters by organization and user, sorts, pages. */
function serve(area: 'eq', query: TotalReportQuery): Promise<TotalReport> {
  const key = query.sort as keyof TotalReportUserRow;
  const rows = USERS.filter((row) => !query.organization || row.organization === query.organization)
    .filter((row) => !query.user || row.user.includes(query.user) || row.name.includes(query.user))
    .sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }) * (query.order === 'asc' ? 1 : -1));
  const start = (query.page - 1) * query.pageSize;
  if (query.view === 'submissions') {
    return Promise.resolve({
      area,
      kind: query.kind,
      view: 'submissions',
      total: 1,
      page: 1,
      pageSize: query.pageSize,
      rows: [
        {
          ...student(0),
          submitId: '0b7f2c1e-3f59-4a59-9d55-1d2e4b8a9c01',
          submittedAt: '2026-03-02T09:30:00.000Z',
          durationSeconds: 95,
          questionCount: 10,
          score: 80,
          correctRate: 70,
          official: false,
          outcome: 'submitted',
          listeningFlag: null,
          listeningTimeline: null,
        },
      ],
    });
  }
  return Promise.resolve({
    area,
    kind: query.kind,
    view: 'users',
    rows: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  });
}

function services() {
  return fakeServices({
    totalReport: (area, query) => serve(area as 'eq', query),
    organizations: () => Promise.resolve(ORGANIZATIONS),
  });
}

function lastQuery(fake: ReturnType<typeof services>): TotalReportQuery {
  const call = fake.api.totalReport.mock.lastCall;
  if (!call) throw new Error('no total report request');
  return call[1];
}

function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('TotalReportPage filters', () => {
  it('round-trip through the URL: read on load, written on apply, restored on back', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = services();
    const { search, router } = renderWithServices(
      <TotalReportPage area="eq" />,
      '/totalreport/eq-report?organization=Institute+of+Acoustics&from=2026-03-01&user=user-1&page=2&pageSize=10',
      fake,
    );

    await screen.findByText('Matching students: 5');
    expect(lastQuery(fake)).toMatchObject({
      organization: 'Institute of Acoustics',
      from: '2026-03-01',
      user: 'user-1',
      page: 2,
      pageSize: 10,
    });
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('Institute of Acoustics');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('User')).toHaveValue('user-1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Conservatory of Music');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.clear(screen.getByLabelText('User'));
    await user.type(screen.getByLabelText('User'), 'user-2{Enter}');

    await screen.findByText('Matching students: 5');
    expect(search().get('organization')).toBe('Conservatory of Music');
    expect(search().get('to')).toBe('2026-03-31');
    expect(search().get('user')).toBe('user-2');
    expect(search().get('page')).toBeNull();
    expect(search().get('pageSize')).toBe('10');
    expect(lastQuery(fake)).toMatchObject({ organization: 'Conservatory of Music', to: '2026-03-31', user: 'user-2', page: 1 });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('User')).toHaveValue('user-1'));
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('Institute of Acoustics');
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ organization: 'Institute of Acoustics', user: 'user-1', page: 2 }));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('Matching students: 30');
    expect([...search().keys()]).toEqual(['pageSize']);
    expect(screen.getByLabelText('User')).toHaveValue('');
  });

  it('rejects an end date before the start date, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = services();
    const { search } = renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', fake);
    await screen.findByText('Matching students: 30');
    const calls = fake.api.totalReport.mock.calls.length;

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    await user.type(screen.getByLabelText('Student ID'), 'S1001');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(screen.getByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-10');
    expect(screen.getByLabelText('Student ID')).toHaveValue('S1001');
    expect(search().toString()).toBe('');
    expect(fake.api.totalReport.mock.calls.length).toBe(calls);
  });
  it('refuses a submit id the API cannot match, and applies a valid prefix', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = services();
    const { search } = renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', fake);
    await screen.findByText('Matching students: 30');

    await user.type(screen.getByLabelText('Submit ID'), 'zz-1{Enter}');
    expect(screen.getByText('A submit ID has only the digits 0–9, the letters a–f and dashes.')).toBeInTheDocument();
    expect(search().get('submitId')).toBeNull();

    await user.clear(screen.getByLabelText('Submit ID'));
    await user.type(screen.getByLabelText('Submit ID'), '0b7f2c1e{Enter}');
    await waitFor(() => expect(search().get('submitId')).toBe('0b7f2c1e'));
    expect(lastQuery(fake)).toMatchObject({ submitId: '0b7f2c1e' });
  });
});

describe('TotalReportPage table', () => {
  it('shows averages with one decimal and keeps each e-mail whole on one line', async () => {
    const fake = services();
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', fake);
    await screen.findByText('李明');

    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    // The name, then the scores, then the rest: the scores stay in view on a phone and beside the drawer.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '李明',
      '40.0',
      '60',
      '1',
      'S1000',
      'Conservatory of Music',
      'user-00@auricle.example',
    ]);
    const email = within(cells[6] as HTMLElement).getByText('user-00@auricle.example');
    expect(email).toHaveAttribute('title', 'user-00@auricle.example');
    expect(email).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
    expect(cells[6]?.querySelector('wbr')).toBeNull();
  });

  it('links each student, in both views, to their summary across areas', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', services());
    // Found by text first: a role query over a whole table is slow in jsdom on a loaded machine.
    expect((await screen.findByText('李明')).closest('a')).toHaveAttribute('href', '/totalreport/students/sub-0');

    await user.click(screen.getByRole('button', { name: 'Per submission' }));
    await screen.findByText('0b7f2c1e…');
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('link', { name: '李明' }));
    expect(router.state.location.pathname).toBe('/totalreport/students/sub-0');
  });


  it('renders one page of rows, pages and sorts on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = services();
    const { search } = renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', fake);

    await screen.findByText('李明');
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]).toHaveTextContent('user-00@auricle.example');
    expect(bodyRows()[0]).toHaveTextContent('Conservatory of Music');
    expect(screen.getByText('1–20 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await screen.findByText('21–30 of 30');
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('user-20@auricle.example');
    expect(lastQuery(fake)).toMatchObject({ page: 2, pageSize: 20, sort: 'user', order: 'asc' });

    await user.click(screen.getByRole('button', { name: 'Avg score' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('user-29@auricle.example'));
    expect(search().get('sort')).toBe('averageScore');
    expect(search().get('order')).toBe('desc');
    expect(search().get('page')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Avg score/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Avg score' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('user-00@auricle.example'));
    expect(lastQuery(fake)).toMatchObject({ sort: 'averageScore', order: 'asc' });
  });

  it('switches to per-submission rows and to official results', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = services();
    const { search } = renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?sort=maxScore', fake);
    await screen.findByText('李明');

    await user.click(screen.getByRole('button', { name: 'Per submission' }));
    expect(await screen.findByText('0b7f2c1e…')).toHaveAttribute('title', '0b7f2c1e-3f59-4a59-9d55-1d2e4b8a9c01');
    expect(screen.getByRole('columnheader', { name: /Submit time/ })).toHaveAttribute('aria-sort', 'descending');
    expect(lastQuery(fake)).toMatchObject({ view: 'submissions', sort: 'submittedAt', order: 'desc' });
    expect(search().get('sort')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Official exam' }));
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ view: 'submissions', kind: 'official' }));
    expect(search().get('kind')).toBe('official');
  });

  it('shows a permission message on 403', async () => {
    const fake = fakeServices({
      totalReport: () => Promise.reject(Object.assign(new Error('Forbidden'), { status: 403 })),
    });
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', fake);
    expect(await screen.findByText('You do not have permission to see this report.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('TotalReportPage CSV download', () => {
  it('exports what the URL selects, in the current language and the browser’s time zone, without paging', async () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...resolvedOptions.call(this), timeZone: 'Asia/Shanghai' };
      });
    onTestFinished(() => zone.mockRestore());
    const user = userEvent.setup({ delay: null });
    const fake = services();
    fake.api.exportTotalReport.mockResolvedValue(new Response('\uFEFFuser\r\na\r\n', { headers: { 'X-Total-Rows': '1' } }));
    renderWithServices(
      <TotalReportPage area="eq" />,
      '/totalreport/eq-report?organization=Institute+of+Acoustics&kind=official&page=2&sort=maxScore',
      fake,
    );
    await screen.findByText('Matching students: 15');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByTestId('download-status')).toHaveAttribute('data-state', 'success'));
    const [area, query, locale] = fake.api.exportTotalReport.mock.lastCall ?? [];
    expect(area).toBe('eq');
    expect(query).toMatchObject({ organization: 'Institute of Acoustics', kind: 'official', view: 'users', sort: 'maxScore' });
    expect(locale).toEqual({ language: 'en', timeZone: 'Asia/Shanghai' });
    expect(fake.saveFile.mock.lastCall?.[1]).toBe('eq-users-official.csv');
  });
});

describe('TotalReportPage default organization', () => {
  const teacherOf = (organization: string | null) => ({ ...TEACHER_WITHOUT_ORGANIZATION, organization });

  it('opens on the teacher’s own organization, for the class’s learning too, and “All organizations” sticks in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = services();
    fake.api.me.mockResolvedValue(teacherOf('Institute of Acoustics'));
    const learning = vi.fn((filters: ClassLearningFilters) => <p data-testid="learning-filters">{JSON.stringify(filters)}</p>);
    const { search } = renderWithServices(<TotalReportPage area="eq" learning={learning} />, '/totalreport/eq-report', fake);

    await screen.findByText('Matching students: 15');
    // Every panel answers the filter the page shows, also when the address does not name it.
    expect(learning.mock.calls.map(([filters]) => filters.organization)).toEqual(expect.arrayContaining(['Institute of Acoustics']));
    expect(learning.mock.calls.every(([filters]) => filters.organization === 'Institute of Acoustics')).toBe(true);
    // The report waited for the profile: it never asked for every organization first.
    expect(fake.api.totalReport.mock.calls.map(([, query]) => query.organization)).toEqual(['Institute of Acoustics']);
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('Institute of Acoustics');
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1 active');
    expect(search().get('organization')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'All organizations');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('Matching students: 30');
    expect(search().get('organization')).toBe('*');
    expect(lastQuery(fake).organization).toBeUndefined();
    expect(learning.mock.lastCall?.[0].organization).toBeUndefined();
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('All organizations');
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
  });

  it('keeps every organization when the URL says so', async () => {
    const fake = services();
    fake.api.me.mockResolvedValue(teacherOf('Institute of Acoustics'));
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?organization=*', fake);
    await screen.findByText('Matching students: 30');
    expect(fake.api.totalReport.mock.calls.every(([, query]) => query.organization === undefined)).toBe(true);
  });

  it('opens on every organization for a teacher without one, or when the profile cannot be read', async () => {
    const fake = services();
    fake.api.me.mockRejectedValue(new Error('offline'));
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', fake);
    await screen.findByText('Matching students: 30');
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveDisplayValue('All organizations');
  });
});

describe('TotalReportPage when empty', () => {
  const empty = (me: Me = TEACHER_WITHOUT_ORGANIZATION) =>
    fakeServices({
      totalReport: (area, query) =>
        Promise.resolve({ area, kind: query.kind, view: 'users', rows: [], total: 0, page: 1, pageSize: query.pageSize }),
      organizations: () => Promise.resolve(ORGANIZATIONS),
      me: () => Promise.resolve(me),
    });

  it('says there is no data yet, and how to get some, when no filter narrows it', async () => {
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?kind=official', empty());
    const message = await screen.findByTestId('report-no-data');
    expect(message).toHaveTextContent('No results yet');
    expect(message).toHaveTextContent('schedule an official exam for your classes');
    expect(screen.queryByText('Nothing matches these filters.')).not.toBeInTheDocument();
  });

  it('says nothing matches when filters narrow it', async () => {
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report?user=nobody', empty());
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.queryByTestId('report-no-data')).not.toBeInTheDocument();
  });

  it('offers the other organizations when the teacher’s own has no results yet', async () => {
    const user = userEvent.setup({ delay: null });
    const teacher = { ...TEACHER_WITHOUT_ORGANIZATION, organization: 'Institute of Acoustics' };
    const { search } = renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', empty(teacher));
    const message = await screen.findByTestId('report-none-in-organization');
    expect(message).toHaveTextContent('No results from Institute of Acoustics yet');
    expect(message).toHaveTextContent('ask your students to practise this area');
    await user.click(within(message).getByRole('button', { name: 'Show all organizations' }));
    await waitFor(() => expect(search().get('organization')).toBe('*'));
    expect(await screen.findByTestId('report-no-data')).toBeInTheDocument();
  });

  it('says it in Chinese', async () => {
    renderWithServices(<TotalReportPage area="eq" />, '/totalreport/eq-report', empty(), 'zh-CN');
    expect(await screen.findByTestId('report-no-data')).toHaveTextContent('还没有成绩');
  });
});
