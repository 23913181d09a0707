import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eqDefinition } from '../areas/eq';
import { FakeAudioEngine } from '../exam/play-control/testing/fake-audio-engine';
import { ApiError } from '../lib/api-client';
import type { OfficialExamSchedule, OfficialExamScheduleRequest, SchedulePreview } from '../api-contract';
import { createRng } from '../lib/rng';
import { loadAreaUi } from '../areas/load-area';
import { fromLocalInput, toLocalInput } from './schedule-form-dates';
import { ScheduleFormPage, type ScheduleFormApi } from './schedule-form-page';
import { NOW, ORGANIZATIONS, renderAt, schedule } from './schedules-test-harness';

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));

function draftSample(settings: unknown, sample: number): SchedulePreview {
  const checked = eqDefinition.validateSettings(settings);
  if (!checked.ok) throw new Error('the form sent settings the area refuses');
  const question = eqDefinition.generateQuestion(createRng(1000 + sample), checked.settings);
  return { sample, samples: 5, question, answer: eqDefinition.rightAnswer(question) };
}

function fakeApi(stored: OfficialExamSchedule = schedule()) {
  const saved = (body: Partial<OfficialExamScheduleRequest>): OfficialExamSchedule => ({
    ...stored,
    ...body,
    organizations: ORGANIZATIONS.filter((o) => (body.organizations ?? []).includes(o.id)),
  });
  return {
    getSchedule: vi.fn<ScheduleFormApi['getSchedule']>(async () => stored),
    createSchedule: vi.fn<ScheduleFormApi['createSchedule']>(async (body) => saved(body)),
    updateSchedule: vi.fn<ScheduleFormApi['updateSchedule']>(async (_id, body) => saved(body)),
    closeSchedule: vi.fn<ScheduleFormApi['closeSchedule']>(async () => ({ ...stored, status: 'closed' })),
    listOrganizations: vi.fn<ScheduleFormApi['listOrganizations']>(async () => ORGANIZATIONS),
    getSchedulePreview: vi.fn<ScheduleFormApi['getSchedulePreview']>(unexpected('getSchedulePreview')),
    fetchSchedulePreviewAudio: vi.fn<ScheduleFormApi['fetchSchedulePreviewAudio']>(unexpected('fetchSchedulePreviewAudio')),
    previewScheduleDraft: vi.fn<ScheduleFormApi['previewScheduleDraft']>(async (draft) => draftSample(draft.settings, draft.sample)),
    fetchScheduleDraftAudio: vi.fn<ScheduleFormApi['fetchScheduleDraftAudio']>(async (draft, branch) =>
      new TextEncoder().encode(`${branch}-${draft.sample}`).buffer as ArrayBuffer,
    ),
  };
}

/** The datetime-local value of `hour`:00 local time, `days` after NOW's local date. */
const localDayAt = (days: number, hour: number) => {
  const now = new Date(NOW);
  return toLocalInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour).toISOString());
};

// The area's form is a chunk of its own, loaded on demand: the first load transforms it.
const AREA_FORM_LOAD = { timeout: 15_000 };
beforeAll(() => Promise.all([loadAreaUi('eq'), loadAreaUi('loudness')]), 60_000);

const openNew = async (api: ScheduleFormApi, url = '/schedules/new', engine = new FakeAudioEngine()) => {
  const view = renderAt(<ScheduleFormPage api={api} now={() => NOW} engine={engine} />, '/schedules/new', url);
  await screen.findByTestId('eq-settings-form', {}, AREA_FORM_LOAD);
  return view;
};

const openEdit = async (api: ScheduleFormApi) => {
  const view = renderAt(<ScheduleFormPage api={api} now={() => NOW} />, '/schedules/:id/edit', '/schedules/sched-1/edit');
  await screen.findByTestId('eq-settings-form', {}, AREA_FORM_LOAD);
  return view;
};

const setWindow = (opens: string, closes: string) => {
  fireEvent.change(screen.getByLabelText(/^Opens at/), { target: { value: opens } });
  fireEvent.change(screen.getByLabelText(/^Closes at/), { target: { value: closes } });
};

const replace = async (name: RegExp, value: string) => {
  const field = screen.getByRole('spinbutton', { name });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};

describe('ScheduleFormPage, a new exam', () => {
  it('sends the teacher’s choices, with the area’s official settings, and goes back to the list', async () => {
    const api = fakeApi();
    const view = await openNew(api);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'EQ mid-term');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Conservatory of Music' }));
    setWindow('2026-03-03T09:00', '2026-03-05T17:30');
    await replace(/^Time limit/, '45');
    await replace(/^Attempts/, '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Which attempt counts' }), 'last');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));

    await waitFor(() => expect(view.pathname()).toBe('/schedules'));
    expect(api.createSchedule).toHaveBeenCalledTimes(1);
    expect(api.createSchedule.mock.calls[0]?.[0]).toEqual({
      area: 'eq',
      title: 'EQ mid-term',
      organizations: [1],
      settings: eqDefinition.officialExam.settings,
      questionCount: eqDefinition.officialExam.questionCount,
      opensAt: fromLocalInput('2026-03-03T09:00'),
      closesAt: fromLocalInput('2026-03-05T17:30'),
      timeLimitSeconds: 45 * 60,
      attempts: 3,
      counts: 'last',
      programme: null,
    });
  });

  it('says what is missing next to each field and sends nothing', async () => {
    const api = fakeApi();
    const view = await openNew(api);
    setWindow('2026-03-03T09:00', '2026-03-03T08:00');
    await replace(/^Attempts/, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));

    expect(await screen.findByText('Give the exam a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one organization.')).toBeInTheDocument();
    expect(screen.getByText('The exam must close after it opens.')).toBeInTheDocument();
    expect(screen.getByText('A whole number from 1 to 100: at least one attempt.')).toBeInTheDocument();
    expect(api.createSchedule).not.toHaveBeenCalled();
    expect(view.pathname()).toBe('/schedules/new');

    setWindow('2026-02-27T09:00', '2026-03-01T09:00');
    expect(await screen.findByText('This time has passed: the exam must close in the future.')).toBeInTheDocument();
  });

  it('shows the area’s own settings messages, as in practice, and sends nothing', async () => {
    const api = fakeApi();
    await openNew(api);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'EQ quiz');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Institute of Acoustics' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency range from' }), '8000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency range to' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));

    expect(await screen.findByText("'To' must be above 'from'")).toBeInTheDocument();
    expect(api.createSchedule).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const api = fakeApi();
    api.createSchedule.mockRejectedValueOnce(new ApiError(400, 'settings.bandCount: too many bands for the range', 'http'));
    const view = await openNew(api);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'EQ quiz');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Institute of Acoustics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));

    expect(await screen.findByTestId('schedule-save-error')).toHaveTextContent('The server refused it: settings.bandCount: too many bands for the range');
    expect(view.pathname()).toBe('/schedules/new');
  });

  it('opens at 09:00 tomorrow, for a week: not at once, so there is time to hear it and change it', async () => {
    await openNew(fakeApi());
    expect(screen.getByLabelText(/^Opens at/)).toHaveValue(localDayAt(1, 9));
    expect(screen.getByLabelText(/^Closes at/)).toHaveValue(localDayAt(8, 9));
  });

  it('plays samples of the settings in the form, unsaved, and stops their sound when the preview closes', async () => {
    const api = fakeApi();
    const engine = new FakeAudioEngine();
    await openNew(api, '/schedules/new', engine);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start from' }), 'medium');
    const medium = eqDefinition.difficultyPresets.find((preset) => preset.id === 'medium')?.settings;
    await userEvent.click(screen.getByRole('button', { name: 'Preview a question' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview: untitled exam' });
    await within(dialog).findByTestId('schedule-preview-answer', {}, AREA_FORM_LOAD);
    expect(api.previewScheduleDraft).toHaveBeenCalledWith({ area: 'eq', settings: medium, programme: null, sample: 0 }, expect.anything());
    expect(api.fetchScheduleDraftAudio).toHaveBeenCalledWith({ area: 'eq', settings: medium, programme: null, sample: 0 }, 'processed');
    expect(api.createSchedule).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(engine.getSnapshot().transport).toBe('playing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(engine.getSnapshot().transport).toBe('stopped');
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([null]);
  });

  it('asks for a change to settings the area refuses instead of previewing them', async () => {
    const api = fakeApi();
    await openNew(api);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency range from' }), '8000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Frequency range to' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Preview a question' }));

    expect(await screen.findByText("'To' must be above 'from'")).toBeInTheDocument();
    expect(screen.getByText('The settings need a change before they can be heard: see the messages above.')).toBeInTheDocument();
    expect(screen.queryByText('Give the exam a title.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.previewScheduleDraft).not.toHaveBeenCalled();
  });

  it('duplicates an exam: its settings, organizations and attempts, a title saying it is a copy, a new window', async () => {
    const bands = { ...eqDefinition.officialExam.settings, bandCount: 2 as const };
    const original = schedule({ settings: bands, organizations: [ORGANIZATIONS[1] as (typeof ORGANIZATIONS)[number]], questionCount: 12, attempts: 3, counts: 'last' });
    const api = fakeApi(original);
    const view = await openNew(api, '/schedules/new?copy=sched-1');
    expect(api.getSchedule).toHaveBeenCalledWith('sched-1', expect.anything());
    expect(screen.getByText(/^A new exam with the settings, organizations and attempts of “EQ mid-term”/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('EQ mid-term (copy)');
    expect(screen.getByRole('checkbox', { name: 'Institute of Acoustics' })).toBeChecked();
    expect(screen.getByLabelText(/^Opens at/)).toHaveValue(localDayAt(1, 9));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));

    await waitFor(() => expect(view.pathname()).toBe('/schedules'));
    expect(api.updateSchedule).not.toHaveBeenCalled();
    expect(api.createSchedule.mock.calls[0]?.[0]).toEqual({
      area: 'eq',
      title: 'EQ mid-term (copy)',
      organizations: [2],
      settings: bands,
      questionCount: 12,
      opensAt: fromLocalInput(localDayAt(1, 9)),
      closesAt: fromLocalInput(localDayAt(8, 9)),
      timeLimitSeconds: 1800,
      attempts: 3,
      counts: 'last',
      programme: null,
    });
  });

  it('starts another area from that area’s official settings', async () => {
    const api = fakeApi();
    await openNew(api);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'loudness');
    expect(await screen.findByTestId('loudness-settings-form', {}, AREA_FORM_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Start from' })).toHaveDisplayValue("The area's official exam");
  });
});

describe('ScheduleFormPage, the material', () => {
  it('plays the exam on a loop: heard in the preview, EQ narrowed to the bands it reveals, and sent', async () => {
    const api = fakeApi();
    await openNew(api);
    expect(screen.getByRole('combobox', { name: 'Material' })).toHaveValue('pink-noise');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'Piano — solo piano');
    expect(screen.getByTestId('eq-loop-bands')).toHaveTextContent('On the Piano loop, questions ask only the bands it reveals in this range: 63 Hz – 2 kHz.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview a question' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('schedule-preview-answer', {}, AREA_FORM_LOAD);
    expect(api.previewScheduleDraft).toHaveBeenCalledWith({ area: 'eq', settings: eqDefinition.officialExam.settings, programme: 'piano', sample: 0 }, expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'EQ on the piano');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Conservatory of Music' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));
    await waitFor(() => expect(api.createSchedule).toHaveBeenCalledTimes(1));
    expect(api.createSchedule.mock.calls[0]?.[0]).toMatchObject({ title: 'EQ on the piano', programme: 'piano' });
  });

  it('is not offered where the settings play a sound of their own, and is sent as pink noise', async () => {
    const api = fakeApi();
    await openNew(api);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'Band — drums, bass, guitars, keys, lead');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'loudness');
    await screen.findByTestId('loudness-settings-form', {}, AREA_FORM_LOAD);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'Band — drums, bass, guitars, keys, lead');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'sine');
    expect(screen.queryByRole('combobox', { name: 'Material' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Levels');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Conservatory of Music' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the exam' }));
    await waitFor(() => expect(api.createSchedule).toHaveBeenCalledTimes(1));
    expect(api.createSchedule.mock.calls[0]?.[0]).toMatchObject({ area: 'loudness', programme: null });
  });
});

describe('ScheduleFormPage, an existing exam', () => {
  it('sends the changes of an exam nobody has started', async () => {
    const api = fakeApi(schedule({ status: 'upcoming' }));
    const view = await openEdit(api);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('EQ mid-term');
    await userEvent.clear(title);
    await userEvent.type(title, 'EQ final');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(view.pathname()).toBe('/schedules'));
    expect(api.updateSchedule).toHaveBeenCalledWith('sched-1', expect.objectContaining({ title: 'EQ final', organizations: [1], timeLimitSeconds: 1800, attempts: 1 }));
  });

  it('shows a started exam read-only: only closing it early is offered', async () => {
    const api = fakeApi(schedule({ started: true, startedCount: 4 }));
    const view = await openEdit(api);
    expect(screen.getByTestId('schedule-started-note')).toHaveTextContent('Students have started this exam');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Conservatory of Music' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “EQ mid-term” now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(view.pathname()).toBe('/schedules'));
    expect(api.closeSchedule).toHaveBeenCalledWith('sched-1');
    expect(api.updateSchedule).not.toHaveBeenCalled();
  });
});
