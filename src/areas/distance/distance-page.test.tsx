import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ExamServicesContext, ExamView } from '../../exam';
import { AudioEngineProvider } from '../../exam/play-control';
import { FakeAudioEngine } from '../../exam/play-control/testing/fake-audio-engine';
import { fakePageServices } from '../../exam/testing/fake-page-services';
import { distanceDefinition } from './distance-definition';
import { distanceUi } from './distance-ui';

describe('distance page', { timeout: 30_000 }, () => {
  it('asks for its input source once: pink noise or a file only when the programme is chosen, under that name', async () => {
    render(
      <MemoryRouter>
        <ExamServicesContext value={fakePageServices()}>
          <AudioEngineProvider engine={new FakeAudioEngine()}>
            <ExamView definition={distanceDefinition} ui={distanceUi} />
          </AudioEngineProvider>
        </ExamServicesContext>
      </MemoryRouter>,
    );
    // The area's own select, and no second control of that name under Sound.
    expect(screen.getByRole('combobox', { name: 'Input source' })).toHaveDisplayValue('Pink-noise bursts');
    expect(screen.queryByRole('group', { name: 'Input source' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sound file' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Pink noise or your own file');
    expect(screen.queryByRole('group', { name: 'Input source' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Programme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sound file' })).toBeInTheDocument();
  });
});
