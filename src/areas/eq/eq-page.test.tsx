import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ProcessorSpec } from '../../audio/processors';
import { exactCentreFrequency, OCTAVE_NOMINAL_FREQUENCIES } from '../../audio/processors/iso-frequencies';
import { ExamServicesContext, ExamView, createSubmissionQueue, examPageRecord } from '../../exam';
import { AudioEngineProvider } from '../../exam/play-control';
import { FakeAudioEngine } from '../../exam/play-control/testing/fake-audio-engine';
import { createMemorySubmissionStore } from '../../exam/submission-store';
import { createFakeServices } from '../../exam/testing/toy-area';
import { eqDefinition } from './eq-definition';
import { formatFrequency } from './eq-format';
import { eqUi } from './eq-ui';

describe('EQ page', { timeout: 30_000 }, () => {
  it('puts each question’s EQ on the processed branch and checks the answer in training', async () => {
    const fake = createFakeServices();
    const queue = createSubmissionQueue({
      store: createMemorySubmissionStore(),
      send: () => Promise.reject(new Error('training is never sent')),
      clock: { now: () => 0, setTimer: () => () => undefined },
      getOwner: () => 'user-1',
    });
    const engine = new FakeAudioEngine();
    render(
      <MemoryRouter>
        <ExamServicesContext value={{ ...fake, queue }}>
          <AudioEngineProvider engine={engine}>
            <ExamView definition={eqDefinition} ui={eqUi} record={examPageRecord(eqDefinition.id)} />
          </AudioEngineProvider>
        </ExamServicesContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Parametric equalization (EQ)' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');

    const processing = engine.callsOf('setProcessing').at(-1)?.[0] as { chain: ProcessorSpec[] };
    const stage = processing.chain[0];
    expect(processing.chain).toHaveLength(1);
    if (stage?.kind !== 'eq') throw new Error('expected an EQ stage');
    expect(stage.bands).toHaveLength(1);
    const band = stage.bands[0];
    const nominal = OCTAVE_NOMINAL_FREQUENCIES.filter((f) => f >= 63).find((f) => Math.abs(exactCentreFrequency(f) - (band?.frequency ?? 0)) < 0.01);
    if (nominal === undefined) throw new Error(`no ISO octave centre at ${band?.frequency}`);
    expect(Math.abs(band?.gain ?? 0)).toBe(12);
    expect(band?.q).toBeCloseTo(1.414, 3);

    await user.click(within(screen.getByRole('radiogroup', { name: 'Centre frequency' })).getByText(formatFrequency(nominal)));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Boost or cut' })).getByText((band?.gain ?? 0) > 0 ? 'Boost' : 'Cut'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('answer-verdict')).toHaveTextContent('Correct');
    expect(screen.getByTestId('exam-score')).toHaveTextContent('Score 100 / 100');
  });
});
