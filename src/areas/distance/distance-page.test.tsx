import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ExamServicesContext, ExamView, examPageRecord } from '../../exam';
import { AudioEngineProvider } from '../../exam/play-control';
import { FakeAudioEngine } from '../../exam/play-control/testing/fake-audio-engine';
import { fakePageServices } from '../../exam/testing/fake-page-services';
import { distanceDefinition } from './distance-definition';
import { distanceUi } from './distance-ui';

describe('distance page', { timeout: 30_000 }, () => {
  it('asks for its input source once: pink noise, music or a file only when the programme is chosen, under that name', async () => {
    render(
      <MemoryRouter>
        <ExamServicesContext value={fakePageServices()}>
          <AudioEngineProvider engine={new FakeAudioEngine()}>
            <ExamView definition={distanceDefinition} ui={distanceUi} record={examPageRecord(distanceDefinition.id)} />
          </AudioEngineProvider>
        </ExamServicesContext>
      </MemoryRouter>,
    );
    // The area's own select, and no second control of that name under Sound.
    expect(screen.getAllByRole('combobox', { name: 'Input source' })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Input source' })).toHaveDisplayValue('Pink-noise bursts');
    expect(screen.queryByRole('combobox', { name: 'Programme' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Pink noise, music or your own file');
    expect(screen.getAllByRole('combobox', { name: 'Input source' })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Programme' })).toHaveValue('pink-noise');
    expect(screen.getByRole('option', { name: 'Sound file' })).toBeInTheDocument();
  });
});
