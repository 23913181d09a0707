import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import { listAreaSchedules, requestOfficialExam } from './exam-api';

const requests: { url: string; method: string; body: unknown }[] = [];
const onError = vi.fn();
configureApiClient({
  baseUrl: 'http://api.test/api/',
  getAccessToken: async () => 'token',
  onError,
  fetch: async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
    return String(input).includes('official-exam-schedules') ? new Response('{"message":"down"}', { status: 500 }) : Response.json({ examId: 'x' });
  },
});

describe('the exam API calls', () => {
  it('asks for the built-in official exam by area, and a scheduled one by area and schedule', async () => {
    requests.length = 0;
    await requestOfficialExam('eq');
    await requestOfficialExam('reverb', 'schedule-7');
    expect(requests).toEqual([
      { url: 'http://api.test/api/official-exams', method: 'POST', body: { area: 'eq' } },
      { url: 'http://api.test/api/official-exams', method: 'POST', body: { area: 'reverb', scheduleId: 'schedule-7' } },
    ]);
  });

  it("lists an area's scheduled exams, leaving a failure to the page rather than the error snackbar", async () => {
    requests.length = 0;
    await expect(listAreaSchedules('eq')).rejects.toMatchObject({ status: 500 });
    expect(requests).toEqual([{ url: 'http://api.test/api/official-exam-schedules?area=eq', method: 'GET', body: null }]);
    expect(onError).not.toHaveBeenCalled();
  });
});
