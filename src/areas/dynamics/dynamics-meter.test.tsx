import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioEngine } from '../../exam/play-control/testing/fake-audio-engine';
import { DynamicsMeter, loudestSince } from './dynamics-meter';
import { USUAL_ATTACK_MS, USUAL_RELEASE_MS, type DynamicsQuestion } from './dynamics-question';

const QUESTION: DynamicsQuestion = { test: 'amount', loop: 'drum-kit', compressed: true, gainReductionDb: 6, ratio: 4, attackMs: USUAL_ATTACK_MS, releaseMs: USUAL_RELEASE_MS };
/** A reduction of 10 dB at frame 100 of a 1,000-frame loop read at 1 kHz, 2 dB elsewhere. */
const METER = { values: Float32Array.from({ length: 1000 }, (_, n) => (n === 100 ? 10 : 2)), sampleRate: 1000 };

describe('the gain-reduction meter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the largest reduction played since its last reading, round the loop point too', () => {
    expect(loudestSince(METER, 50, 99)).toBe(2);
    expect(loudestSince(METER, 90, 110)).toBe(10);
    expect(loudestSince(METER, 990, 101)).toBe(10);
    // A tab long in the background reads only the last 0.1 s, not the whole loop.
    expect(loudestSince(METER, 50, 400)).toBe(2);
  });

  it('follows the processed sound as it plays, and reads nothing while the original plays', () => {
    let frame: FrameRequestCallback | null = null;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const engine = new FakeAudioEngine({ transport: 'playing', selected: 'processed' });
    engine.processedMeter = METER;
    render(<DynamicsMeter question={QUESTION} engine={engine} />);
    engine.position = 0.09;
    act(() => frame?.(0));
    engine.position = 0.105;
    act(() => frame?.(16));
    expect(screen.getByTestId('dynamics-meter-value')).toHaveTextContent('10.0 dB');
    expect(screen.getByRole('meter', { name: 'Gain reduction' })).toHaveAttribute('aria-valuenow', '10');
    act(() => engine.set({ selected: 'original' }));
    expect(screen.getByTestId('dynamics-meter-value')).toHaveTextContent('0.0 dB');
    expect(screen.getByText('Play the processed sound (E) to see the compressor work.')).toBeInTheDocument();
  });
});
