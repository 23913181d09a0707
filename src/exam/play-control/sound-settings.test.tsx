import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioEngineProvider } from './audio-engine-provider';
import { SoundSettings, type SoundSettingsProps } from './sound-settings';
import { FakeAudioEngine } from './testing/fake-audio-engine';

// MUI components render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function setup(props: SoundSettingsProps = {}, engine = new FakeAudioEngine()) {
  const user = userEvent.setup();
  const view = render(
    <AudioEngineProvider engine={engine}>
      <SoundSettings {...props} />
    </AudioEngineProvider>,
  );
  const rerender = (next: SoundSettingsProps) =>
    view.rerender(
      <AudioEngineProvider engine={engine}>
        <SoundSettings {...next} />
      </AudioEngineProvider>,
    );
  return { user, engine, rerender };
}

describe('SoundSettings', () => {
  it('offers the source and the channels, and no transport (the play bar has it)', () => {
    setup();
    expect(screen.getByRole('combobox', { name: 'Input source' })).toHaveValue('pink-noise');
    expect(screen.getByRole('option', { name: 'Sound file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stereo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('starts with level match on where the official exam is level matched, says so, and lets the student turn it off', async () => {
    const { user, engine, rerender } = setup({ officialLevelMatched: true });
    const toggle = screen.getByRole('switch', { name: 'Level match' });
    expect(toggle).toBeChecked();
    expect(engine.callsOf('setLevelMatch')).toEqual([[true]]);
    expect(screen.getByTestId('level-match-official')).toHaveTextContent('The official exam is level matched');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    // Another render (a new question, a mode change) keeps the student's choice.
    rerender({ officialLevelMatched: true });
    expect(screen.getByRole('switch', { name: 'Level match' })).not.toBeChecked();
    expect(engine.callsOf('setLevelMatch')).toEqual([[true], [false]]);
  });

  it('starts with level match off where the official exam is not level matched, even if another page left it on', () => {
    const engine = new FakeAudioEngine({ levelMatch: { enabled: true, status: 'ready', gainDb: 1 } });
    setup({ officialLevelMatched: false }, engine);
    expect(screen.getByRole('switch', { name: 'Level match' })).not.toBeChecked();
    expect(screen.queryByTestId('level-match-official')).not.toBeInTheDocument();
  });

  it('turns matching on again when the switch comes back after an official exam', () => {
    const { engine, rerender } = setup({ officialLevelMatched: true, fixedLevelMatch: true });
    expect(screen.getByTestId('level-match-fixed')).toHaveTextContent('Level matched for this official exam');
    expect(screen.queryByRole('switch', { name: 'Level match' })).not.toBeInTheDocument();
    // The server matched the sound: the browser must not match it again.
    expect(engine.getSnapshot().levelMatch.enabled).toBe(false);
    rerender({ officialLevelMatched: true });
    expect(screen.getByRole('switch', { name: 'Level match' })).toBeChecked();
  });

  it('offers no source for a clip (timbre): the question brings its recording', () => {
    setup({ listening: 'clip', allowLevelMatch: false, levelMatchOffNote: 'Every recording is already normalized.' });
    expect(screen.queryByRole('combobox', { name: 'Input source' })).not.toBeInTheDocument();
    expect(screen.queryByText('Input source')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mono' })).toBeInTheDocument();
    expect(screen.getByTestId('level-match-off')).toHaveTextContent('Every recording is already normalized.');
  });
});
