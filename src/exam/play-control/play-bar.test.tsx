import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioEngineProvider } from './audio-engine-provider';
import { PlayBar, type PlayBarProps } from './play-bar';
import { soundChoiceOf } from './sound-choice';
import { FakeAudioEngine } from './testing/fake-audio-engine';
import { stubMatchMedia } from '../../../tests/helpers/stub-match-media';

// MUI components render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** A device with (`fine`) or without a mouse or trackpad, as CSS media queries see it. */
function pointer(fine: boolean) {
  stubMatchMedia((query) => fine && query.includes('pointer: fine'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(props: PlayBarProps = {}, engine = new FakeAudioEngine()) {
  const user = userEvent.setup();
  const view = render(
    <AudioEngineProvider engine={engine}>
      <PlayBar {...props} />
    </AudioEngineProvider>,
  );
  return { user, engine, bar: screen.getByTestId('play-control'), ...view };
}

const keycaps = (bar: HTMLElement) => [...bar.querySelectorAll('kbd')].map((kbd) => kbd.textContent);

describe('PlayBar', () => {
  it('shows the key hints on a device with a fine pointer', () => {
    pointer(true);
    const { bar } = setup();
    expect(keycaps(bar)).toEqual(['Space', 'W', 'E']);
  });

  it('hides the key hints on a touch screen, where the shortcuts still work', async () => {
    pointer(false);
    const { bar, user, engine } = setup();
    expect(keycaps(bar)).toEqual([]);
    await user.keyboard(' e');
    expect(engine.getSnapshot()).toMatchObject({ transport: 'playing', selected: 'processed' });
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-keyshortcuts', 'Space');
  });

  it('holds play, the A/B switch and the volume, and no source or channel choice', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Listen to' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '-12 dB');
    expect(screen.queryByRole('button', { name: 'Pink noise' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mono' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Level match' })).not.toBeInTheDocument();
  });

  it('plays a clip as it is: no Original/Processed, the processed branch (its matched level) selected, W and E inert', async () => {
    pointer(true);
    const engine = new FakeAudioEngine({ selected: 'original' });
    const { bar, user, unmount } = setup({ listening: 'clip' }, engine);
    expect(screen.queryByRole('button', { name: 'Original' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Processed' })).not.toBeInTheDocument();
    expect(keycaps(bar)).toEqual(['Space']);
    expect(engine.getSnapshot().selected).toBe('processed');
    await user.keyboard('w ');
    expect(engine.getSnapshot()).toMatchObject({ transport: 'playing', selected: 'processed' });
    unmount();
    expect(engine.getSnapshot().selected).toBe('original');
  });

  it('sticks to the bottom of the viewport on a phone only when asked (a question runs)', () => {
    const { bar, unmount } = setup({ sticky: true });
    // jsdom applies no media queries: this is the style below `md`.
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).bottom).toBe('0px');
    unmount();
    expect(getComputedStyle(setup().bar).position).not.toBe('sticky');
  });

  it('refuses to play "Sound file" without a file, and says so beside Play', async () => {
    const engine = new FakeAudioEngine();
    const { user } = setup({}, engine);
    // "Sound file" chosen in the sound settings, no file loaded yet.
    act(() => soundChoiceOf(engine).set({ choice: 'file' }));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.callsOf('play')).toHaveLength(0);
    expect(screen.getByTestId('play-control-error')).toHaveTextContent('Please upload a .wav, .ogg or .mp3 file, or select pink noise');
  });
});
