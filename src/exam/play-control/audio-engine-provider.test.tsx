import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeferredAudioEngine } from '../../audio';
import { AudioEngineProvider, useAudioEngine } from './audio-engine-provider';
import { PlayControl } from './play-control';
import { activateOnFirstGesture } from './shared-engine';
import { FakeAudioEngine } from './testing/fake-audio-engine';

vi.setConfig({ testTimeout: 30_000 });

function Transport() {
  const { snapshot } = useAudioEngine();
  return <output aria-label="transport">{snapshot.transport}</output>;
}

describe('AudioEngineProvider and useAudioEngine', () => {
  it('hands out an injected engine and follows its snapshot', async () => {
    const engine = new FakeAudioEngine();
    render(
      <AudioEngineProvider engine={engine}>
        <Transport />
      </AudioEngineProvider>,
    );
    expect(screen.getByLabelText('transport')).toHaveTextContent('stopped');
    engine.play();
    expect(await screen.findByText('playing')).toBeInTheDocument();
  });

  it('explains itself when used outside a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Transport />)).toThrow('AudioEngineProvider');
    error.mockRestore();
  });

  it('activates the deferred engine on the first gesture only', async () => {
    const createContext = vi.fn(() => ({}) as BaseAudioContext);
    const engine = new DeferredAudioEngine({ createContext, createEngine: () => new FakeAudioEngine() });
    const remove = activateOnFirstGesture(engine);
    expect(engine.active).toBe(false);
    await userEvent.setup().keyboard('x');
    await userEvent.setup().keyboard('y');
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(engine.active).toBe(true);
    remove();
  });

  it('tells the user when the browser has no Web Audio (jsdom has none)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <AudioEngineProvider>
        <PlayControl />
      </AudioEngineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot play audio');
    error.mockRestore();
  });
});
