import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headphoneTrials, quietestOf } from '../audio';
import { createMemoryStorage } from '../lib/storage';
import { HeadphoneCheck } from './headphone-check';
import { createHeadphoneStatus } from './headphone-status';
import { AudioEngineProvider } from './play-control';
import { FakeAudioEngine } from './play-control/testing/fake-audio-engine';

const random = () => 0.42;

function renderCheck() {
  const engine = new FakeAudioEngine();
  const status = createHeadphoneStatus(createMemoryStorage());
  render(
    <AudioEngineProvider engine={engine}>
      <HeadphoneCheck status={status} random={random} />
    </AudioEngineProvider>,
  );
  return { engine, status, user: userEvent.setup() };
}

/** Plays every set and answers it with `pick(trial)`. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, pick: (trial: ReturnType<typeof headphoneTrials>[number]) => number) {
  const labels = ['First', 'Second', 'Third'];
  for (const trial of headphoneTrials(random)) {
    await user.click(screen.getByTestId('headphone-play'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Which tone was the quietest?' })).getByText(labels[pick(trial)] as string));
    await user.click(screen.getByTestId('headphone-next'));
  }
}

describe('headphone check', { timeout: 30_000 }, () => {
  it('plays each set of tones in stereo and passes with the softer tone picked every time', async () => {
    const { engine, status, user } = renderCheck();
    expect(screen.getByRole('radiogroup', { name: 'Which tone was the quietest?' }).querySelector('input')).toBeDisabled();
    await answerAll(user, quietestOf);
    expect(screen.getByTestId('headphone-passed')).toHaveTextContent('Headphones confirmed (6 of 6 right)');
    expect(status.get()).toBe('passed');
    const played = engine.callsOf('setProcessing').map(([p]) => (p as { stimulus?: { kind: string; trial: unknown } } | null)?.stimulus);
    expect(played.filter((s) => s?.kind === 'headphone-trial').map((s) => s?.trial)).toEqual(headphoneTrials(random));
    expect(engine.callsOf('setChannelMode')).toContainEqual(['stereo']);
  });

  it('fails when the antiphase tone is picked (as over loudspeakers), explains why, and lets the student retry', async () => {
    const { status, user } = renderCheck();
    await answerAll(user, (trial) => trial.indexOf('antiphase'));
    expect(screen.getByTestId('headphone-failed')).toHaveTextContent('The check did not pass: 0 of 6 right (5 needed).');
    expect(screen.getByTestId('headphone-failed')).toHaveTextContent('Over loudspeakers both ears hear both channels');
    expect(status.get()).toBe('failed');
    await user.click(screen.getByTestId('headphone-retry'));
    expect(screen.getByTestId('headphone-play')).toHaveTextContent('Play set 1 of 6');
  });

  it.each([
    [1, 'passed'],
    [2, 'failed'],
  ] as const)('with %d wrong of six: %s', async (wrong, result) => {
    const { status, user } = renderCheck();
    let n = 0;
    await answerAll(user, (trial) => (n++ < wrong ? trial.indexOf('normal') : quietestOf(trial)));
    expect(status.get()).toBe(result);
  });
});
