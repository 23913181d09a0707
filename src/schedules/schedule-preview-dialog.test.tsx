import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eqDefinition } from '../areas/eq';
import { FakeAudioEngine } from '../exam/play-control/testing/fake-audio-engine';
import type { AudioBranch, SchedulePreview } from '../api-contract';
import { createRng } from '../lib/rng';
import { SchedulePreviewDialog } from './schedule-preview-dialog';
import type { SchedulePreviewApi } from './schedule-preview-sources';
import { schedule } from './schedules-test-harness';

const settings = { ...eqDefinition.officialExam.settings, bandCount: 1 as const };

function sampleOf(n: number): SchedulePreview {
  const question = eqDefinition.generateQuestion(createRng(1000 + n), settings);
  return { sample: n, samples: 3, question, answer: eqDefinition.rightAnswer(question) };
}

function fakeApi() {
  return {
    getSchedulePreview: vi.fn<SchedulePreviewApi['getSchedulePreview']>(async (_id, sample) => sampleOf(sample)),
    fetchSchedulePreviewAudio: vi.fn<SchedulePreviewApi['fetchSchedulePreviewAudio']>(async (_id, sample, branch: AudioBranch) =>
      new TextEncoder().encode(`${branch}-${sample}`).buffer as ArrayBuffer,
    ),
  };
}

describe('SchedulePreviewDialog', () => {
  it('plays the server’s rendered pair of a sample, shows its right answer, and moves on to the next sample', async () => {
    const api = fakeApi();
    const engine = new FakeAudioEngine();
    render(<SchedulePreviewDialog schedule={schedule({ settings })} api={api} engine={engine} onClose={() => undefined} />);

    await screen.findByText('Sample 1 of 3');
    // The area's answer form is a chunk of its own, loaded on demand.
    const answer = await screen.findByTestId('schedule-preview-answer', {}, { timeout: 15_000 });
    expect(answer).toHaveTextContent(/^Right answer: \d/);
    expect(api.fetchSchedulePreviewAudio).toHaveBeenCalledWith('sched-1', 0, 'original');
    expect(api.fetchSchedulePreviewAudio).toHaveBeenCalledWith('sched-1', 0, 'processed');
    const [processing] = engine.callsOf('setProcessing').at(-1) ?? [];
    expect(processing).toMatchObject({ chain: [], stimulus: { kind: 'rendered', key: 'preview:sched-1:0' } });
    expect(new TextDecoder().decode((processing as { stimulus: { processed: ArrayBuffer } }).stimulus.processed)).toBe('processed-0');

    await userEvent.click(screen.getByRole('button', { name: 'Next sample' }));
    await screen.findByText('Sample 2 of 3');
    await waitFor(() => expect(api.getSchedulePreview).toHaveBeenLastCalledWith('sched-1', 1, expect.anything()));
    await waitFor(() => expect(engine.callsOf('setProcessing').at(-1)?.[0]).toMatchObject({ stimulus: { key: 'preview:sched-1:1' } }));
  });

  it('stops the sound when it closes: no play control is left to stop it', async () => {
    const engine = new FakeAudioEngine();
    function Page() {
      const [open, setOpen] = useState(true);
      return open ? <SchedulePreviewDialog schedule={schedule({ settings })} api={fakeApi()} engine={engine} onClose={() => setOpen(false)} /> : null;
    }
    render(<Page />);
    await screen.findByTestId('schedule-preview-answer', {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.getSnapshot().transport).toBe('playing');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(engine.getSnapshot().transport).toBe('stopped');
    expect(engine.callsOf('setProcessing').at(-1)).toEqual([null]);
  });

  it('says so when the sample cannot be rendered', async () => {
    const api = fakeApi();
    api.getSchedulePreview.mockRejectedValueOnce(new Error('render queue full'));
    render(<SchedulePreviewDialog schedule={schedule()} api={api} engine={new FakeAudioEngine()} onClose={() => undefined} />);
    expect(await screen.findByText('That did not work: render queue full')).toBeInTheDocument();
  });
});
