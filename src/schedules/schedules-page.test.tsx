import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import type { OfficialExamSchedule } from '../api-contract';
import { SchedulesPage, type SchedulesPageApi } from './schedules-page';
import { ORGANIZATIONS, renderAt, schedule } from './schedules-test-harness';

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));

function fakeApi(rows: OfficialExamSchedule[]) {
  return {
    listSchedules: vi.fn<SchedulesPageApi['listSchedules']>(async (query = {}) => ({
      rows: rows.filter((row) => (!query.area || row.area === query.area) && (!query.organization || row.organizations.some((o) => o.name === query.organization))),
    })),
    listOrganizations: vi.fn<SchedulesPageApi['listOrganizations']>(async () => ORGANIZATIONS),
    closeSchedule: vi.fn<SchedulesPageApi['closeSchedule']>(async (id) => {
      const index = rows.findIndex((row) => row.id === id);
      rows[index] = { ...(rows[index] as OfficialExamSchedule), status: 'closed' };
      return rows[index] as OfficialExamSchedule;
    }),
    deleteSchedule: vi.fn<SchedulesPageApi['deleteSchedule']>(async (id) => {
      rows.splice(rows.findIndex((row) => row.id === id), 1);
    }),
    getSchedulePreview: vi.fn<SchedulesPageApi['getSchedulePreview']>(unexpected('getSchedulePreview')),
    fetchSchedulePreviewAudio: vi.fn<SchedulesPageApi['fetchSchedulePreviewAudio']>(unexpected('fetchSchedulePreviewAudio')),
  };
}

const ROWS = () => [
  schedule({ id: 'open-fresh', title: 'Open, not started', status: 'open', started: false }),
  schedule({ id: 'open-started', title: 'Open, started', status: 'open', started: true, startedCount: 5, submittedCount: 2 }),
  schedule({ id: 'upcoming', title: 'Upcoming one', status: 'upcoming', area: 'loudness', organizations: [{ id: 2, name: 'Institute of Acoustics' }] }),
  schedule({ id: 'closed', title: 'Closed one', status: 'closed', started: true, startedCount: 12, submittedCount: 12 }),
];

const open = (api: SchedulesPageApi, url = '/schedules') => renderAt(<SchedulesPage api={api} />, '/schedules', url);

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
};

const actions = (element: HTMLElement) => [...element.querySelectorAll('a, button')].map((control) => control.textContent);

describe('SchedulesPage', () => {
  it('opens on the open exams, and offers each only what its state allows', async () => {
    open(fakeApi(ROWS()));
    expect(await screen.findByRole('tab', { name: 'Open (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(actions(await card('Open, not started'))).toEqual(['Results', 'Preview a question', 'Duplicate', 'Edit', 'Close now', 'Delete']);
    expect(actions(await card('Open, started'))).toEqual(['Results', 'Preview a question', 'Duplicate', 'Close now']);
    expect(within(await card('Open, started')).getByText('5 / 2')).toBeInTheDocument();
    expect(within(await card('Open, started')).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/schedules/open-started');
    expect(screen.queryByRole('heading', { name: 'Upcoming one' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming (1)' }));
    expect(actions(await card('Upcoming one'))).toEqual(['Results', 'Preview a question', 'Duplicate', 'Edit', 'Delete']);
    await userEvent.click(screen.getByRole('tab', { name: 'Closed (1)' }));
    expect(actions(await card('Closed one'))).toEqual(['Results', 'Preview a question', 'Duplicate']);
    expect(within(await card('Closed one')).getByRole('link', { name: 'Duplicate' })).toHaveAttribute('href', '/schedules/new?copy=closed');
  });

  it('opens on the upcoming exams when none is open', async () => {
    open(fakeApi(ROWS().filter((row) => row.status !== 'open')));
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)', selected: true })).toBeInTheDocument();
    expect(await card('Upcoming one')).toHaveTextContent('Loudness');
  });

  it('closes an open exam after confirmation', async () => {
    const api = fakeApi(ROWS());
    open(api);
    await userEvent.click(within(await card('Open, not started')).getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Open, not started” now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.closeSchedule).toHaveBeenCalledWith('open-fresh');
    expect(await screen.findByRole('tab', { name: 'Closed (2)' })).toBeInTheDocument();
  });

  it('says why a delete was refused when a student started the exam meanwhile', async () => {
    const api = fakeApi(ROWS());
    api.deleteSchedule.mockRejectedValueOnce(new ApiError(409, 'Someone has started this exam', 'http', 'schedule-started'));
    open(api);
    await userEvent.click(within(await card('Open, not started')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A student has started this exam meanwhile');
    expect(api.deleteSchedule).toHaveBeenCalledWith('open-fresh');
  });

  it('filters by area and organization through the API', async () => {
    const api = fakeApi(ROWS());
    const view = open(api);
    await card('Open, not started');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'loudness');
    await waitFor(() => expect(api.listSchedules).toHaveBeenLastCalledWith({ area: 'loudness' }, expect.anything()));
    expect(await card('Upcoming one')).toBeInTheDocument();
    expect(view.search().get('area')).toBe('loudness');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Conservatory of Music');
    await waitFor(() => expect(api.listSchedules).toHaveBeenLastCalledWith({ area: 'loudness', organization: 'Conservatory of Music' }, expect.anything()));
    expect(await screen.findByTestId('schedules-none-here')).toHaveTextContent('No exam matches these filters');
  });

  it('says how to set the first exam when there is none', async () => {
    open(fakeApi([]));
    const empty = await screen.findByTestId('schedules-empty');
    expect(empty).toHaveTextContent('No official exam scheduled yet');
    expect(within(empty).getByRole('link', { name: 'New official exam' })).toHaveAttribute('href', '/schedules/new');
  });
});
