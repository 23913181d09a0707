import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LtiDeepLinkRequest } from '../api-contract';
import { API_ERROR_CODES } from '../api-contract';
import { ApiError } from '../lib/api-client';
import { DeepLinkPage, type DeepLinkPageApi } from './deep-link-page';
import { ORGANIZATIONS, renderAt, schedule } from './schedules-test-harness';

const REQUEST: LtiDeepLinkRequest = {
  id: 'dl-1',
  platform: 'Moodle of the Conservatory',
  course: 'Critical Listening I',
  organization: 'Conservatory of Music',
  title: null,
  gradebook: true,
  expiresAt: '2026-03-02T11:00:00.000Z',
  open: true,
};

const MIDTERM = schedule({ id: 'sched-1', title: 'EQ mid-term' });
const FINAL = schedule({ id: 'sched-2', title: 'EQ final', opensAt: '2026-03-09T09:00:00.000Z', closesAt: '2026-03-10T09:00:00.000Z', status: 'upcoming' });
const OVER = schedule({ id: 'sched-3', title: 'Last term', status: 'closed' });
const FOREIGN = schedule({ id: 'sched-4', title: 'Acoustics quiz', organizations: [ORGANIZATIONS[1] as (typeof ORGANIZATIONS)[number]] });
const SHARED = schedule({ id: 'sched-5', title: 'Joint quiz', organizations: ORGANIZATIONS });

function fakeApi(answer: DeepLinkPageApi['answerDeepLinkRequest'] = async () => ({ ticket: 'ticket-1' })) {
  return {
    getDeepLinkRequest: vi.fn<DeepLinkPageApi['getDeepLinkRequest']>(async () => REQUEST),
    listSchedules: vi.fn<DeepLinkPageApi['listSchedules']>(async () => ({ rows: [MIDTERM, FINAL, OVER, FOREIGN, SHARED] })),
    answerDeepLinkRequest: vi.fn(answer),
    returnToPlatform: vi.fn<DeepLinkPageApi['returnToPlatform']>(),
  };
}

const open = (api: DeepLinkPageApi, url = '/lti/deep-link/dl-1') => renderAt(<DeepLinkPage api={api} />, '/lti/deep-link/:request', url);

describe("a course's choice of what a new activity opens", () => {
  it("offers the open and upcoming exams of the organization alone, and sends the one chosen under the title given back to the platform", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    open(api);
    expect(await screen.findByRole('heading', { name: 'Add Auricle to Critical Listening I' })).toBeTruthy();
    const exams = screen.getAllByTestId('deep-link-exam').map((exam) => exam.textContent);
    expect(exams.map((text) => text?.split('EQ · ')[0])).toEqual(['EQ final', 'EQ mid-term']);

    await user.click(screen.getByRole('button', { name: 'Add to the course' }));
    expect(screen.getByTestId('deep-link-problem').textContent).toBe('Choose a scheduled exam, or set a new one.');
    expect(api.answerDeepLinkRequest).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /EQ mid-term/ }));
    const title = screen.getByTestId('deep-link-title');
    expect((title as HTMLInputElement).value).toBe('EQ mid-term');
    await user.clear(title);
    await user.type(title, 'Week 5 exam');
    await user.click(screen.getByRole('button', { name: 'Add to the course' }));
    await waitFor(() => expect(api.returnToPlatform).toHaveBeenCalledWith('ticket-1'));
    expect(api.answerDeepLinkRequest).toHaveBeenCalledWith('dl-1', { kind: 'schedule', scheduleId: 'sched-1', title: 'Week 5 exam' });
  });

  it('chooses an exam just set for the course, sends a practice of an area at a difficulty, or nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const view = open(api, '/lti/deep-link/dl-1?schedule=sched-2');
    expect(((await screen.findByRole('radio', { name: /EQ final/ })) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'A practice' }));
    await waitFor(() => expect((screen.getByTestId('deep-link-title') as HTMLInputElement).value).toMatch(/^EQ training: Beginner/));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'exam');
    await user.click(screen.getByRole('button', { name: 'Add to the course' }));
    await waitFor(() => expect(api.answerDeepLinkRequest).toHaveBeenCalledTimes(1));
    expect(api.answerDeepLinkRequest.mock.calls[0]?.[1]).toMatchObject({ kind: 'practice', area: 'eq', difficulty: 'beginner', mode: 'exam' });

    // The page waits for the browser to leave for the course: a new one cancels.
    view.unmount();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(api.answerDeepLinkRequest).toHaveBeenLastCalledWith('dl-1', { kind: 'none' }));
    expect(api.returnToPlatform).toHaveBeenCalledTimes(2);
  });

  it('says why the platform cannot take the choice, and keeps it for another try', async () => {
    const user = userEvent.setup();
    const api = fakeApi(async () => {
      throw new ApiError(409, 'over', 'http', API_ERROR_CODES.deepLinkClosed);
    });
    open(api, '/lti/deep-link/dl-1?schedule=sched-1');
    await user.click(await screen.findByRole('button', { name: 'Add to the course' }));
    expect((await screen.findByTestId('deep-link-problem')).textContent).toMatch(/^This request from the course is over/);
    expect(api.returnToPlatform).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: /EQ mid-term/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to the course' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers nothing to choose once the request is over, and says to add the activity again', async () => {
    const api = fakeApi();
    api.getDeepLinkRequest.mockResolvedValue({ ...REQUEST, open: false });
    open(api);
    expect((await screen.findByTestId('deep-link-closed')).textContent).toMatch(/^This request from the course is over/);
    expect(screen.queryByRole('button', { name: 'Add to the course' })).toBeNull();
  });
});
