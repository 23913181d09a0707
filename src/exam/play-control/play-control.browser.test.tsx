/**
 * The real composition in real Chromium: the shared engine waits for a gesture, then creates
 * one running AudioContext with the real processor chain and plays through it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { AudioEngineProvider } from './audio-engine-provider';
import { PlayControl } from './play-control';
import { getSharedAudioEngine } from './shared-engine';

describe('PlayControl with the shared engine', () => {
  it('creates the audio context on the first gesture and plays pink noise', async () => {
    render(
      <AudioEngineProvider>
        <PlayControl />
      </AudioEngineProvider>,
    );
    const engine = getSharedAudioEngine();
    expect(engine.active).toBe(false);
    const control = screen.getByTestId('play-control');
    const play = control.querySelector('button');
    if (!play) throw new Error('no play button');
    await userEvent.click(play);
    expect(engine.active).toBe(true);
    await waitFor(() => expect(control).toHaveAttribute('data-transport', 'playing'));
    await waitFor(() => expect(engine.getSnapshot().source).toEqual({ kind: 'pink-noise' }), { timeout: 10_000 });
    await userEvent.keyboard('e');
    expect(control).toHaveAttribute('data-selected', 'processed');
    await userEvent.keyboard(' ');
    expect(control).toHaveAttribute('data-transport', 'paused');
    engine.dispose();
  });
});
