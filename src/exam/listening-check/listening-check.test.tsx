import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listeningCheckOf, type AreaId } from '../../lib/area-registry';
import type { ExamMode, ExamState } from '../exam-types';
import { AudioEngineProvider } from '../play-control';
import { FakeAudioEngine } from '../play-control/testing/fake-audio-engine';
import { channelStatus, checkTrials, headphoneStatus, ListeningCheck, listeningCheckServices, passedOn, rightAnswer, useListeningCheckGate, type CheckTrial } from '.';

const random = () => 0.3;

function Harness({ area, mode, state = 'setup' }: { area: AreaId; mode: ExamMode; state?: ExamState }) {
  const gate = useListeningCheckGate(listeningCheckOf(area), mode, state);
  return (
    <>
      <button type="button" disabled={gate.startBlocked}>
        Start
      </button>
      <ListeningCheck gate={gate} random={random} />
    </>
  );
}

function renderGate(area: AreaId, mode: ExamMode, state?: ExamState) {
  const engine = new FakeAudioEngine();
  const view = render(
    <AudioEngineProvider engine={engine}>
      <Harness area={area} mode={mode} state={state} />
    </AudioEngineProvider>,
  );
  return { engine, view, user: userEvent.setup() };
}

const start = () => screen.getByRole('button', { name: 'Start' });
const SIDE = { left: 'Left', right: 'Right' } as const;

async function answerSides(user: ReturnType<typeof userEvent.setup>, pick: (trial: CheckTrial) => 'left' | 'right') {
  await user.click(await screen.findByTestId('channel-start'));
  for (const trial of checkTrials('channels', random)) {
    await user.click(within(screen.getByTestId('channel-choice')).getByRole('button', { name: SIDE[pick(trial)] }));
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the listening check gate', { timeout: 30_000 }, () => {
  it('stereo: no headphone check; a left/right check before a practice exam, with the note on the lab’s loudspeakers', async () => {
    const { engine, user } = renderGate('stereo', 'exam');
    expect(start()).toBeDisabled();
    expect(await screen.findByTestId('channel-check')).toHaveTextContent('judged on the loudspeakers or headphones your lab uses');
    expect(screen.queryByTestId('headphone-check')).toBeNull();
    await answerSides(user, (trial) => (trial.kind === 'side' ? trial.side : 'left'));
    expect(await screen.findByTestId('channel-confirmed')).toHaveTextContent('Left and right confirmed for today');
    expect(start()).toBeEnabled();
    expect(localStorage.getItem('auricle.channelCheck')).toBe(passedOn(Date.now()));
    expect(headphoneStatus.get()).toBe('not-taken');
    const played = engine.callsOf('setProcessing').flatMap(([p]) => ((p as { stimulus?: unknown } | null)?.stimulus ? [(p as { stimulus: unknown }).stimulus] : []));
    expect(played).toEqual(checkTrials('channels', random).map((t) => ({ kind: 'channel-tone', side: t.kind === 'side' ? t.side : null })));
  });

  it('stereo: a wrong side says the channels look swapped or silent, points to the cabling, keeps Start blocked and allows a retry', async () => {
    const { user } = renderGate('stereo', 'official');
    // Every tone heard on the right, as with a silent left loudspeaker.
    await answerSides(user, () => 'right');
    const failed = screen.getByTestId('channel-failed');
    expect(failed).toHaveTextContent('2 of 4 tones heard on their side: the channels look swapped, or one of them is silent.');
    expect(failed).toHaveTextContent('Check the cabling');
    expect(channelStatus.get()).toBe('failed');
    expect(start()).toBeDisabled();
    await user.click(screen.getByTestId('channel-retry'));
    expect(screen.getByTestId('channel-progress')).toHaveTextContent('Tone 1 of 4');
  });

  it('stereo training: open at once, the check offered beside the note', async () => {
    const { user } = renderGate('stereo', 'training');
    expect(start()).toBeEnabled();
    expect(await screen.findByTestId('channel-notice')).toHaveTextContent('Training needs no check');
    await user.click(screen.getByTestId('channel-take'));
    expect(screen.getByTestId('channel-check')).toBeInTheDocument();
  });

  it.each(['spatial', 'distance'] as const)('%s: the exam waits for the headphone check, whose result goes with the submission', async (area) => {
    renderGate(area, 'exam');
    expect(start()).toBeDisabled();
    expect(await screen.findByTestId('headphone-check')).toBeInTheDocument();
    expect(listeningCheckServices(listeningCheckOf(area)).headphoneCheck?.()).toBe('not-taken');
  });

  it('a headphone pass from earlier today opens spatial at once', async () => {
    localStorage.setItem('auricle.headphoneCheck', passedOn(Date.now()));
    renderGate('spatial', 'exam');
    expect(start()).toBeEnabled();
    expect(await screen.findByTestId('headphone-confirmed')).toBeInTheDocument();
    expect(listeningCheckServices(listeningCheckOf('spatial')).headphoneCheck?.()).toBe('passed');
  });

  it('areas without a check, and every state after setup, show nothing and block nothing', () => {
    expect(listeningCheckServices(listeningCheckOf('stereo'))).toEqual({});
    const eq = renderGate('eq', 'exam');
    expect(start()).toBeEnabled();
    expect(eq.view.container.querySelector('[data-testid$="-check"], [role="alert"]')).toBeNull();
    eq.view.unmount();
    renderGate('stereo', 'exam', 'answering');
    expect(start()).toBeEnabled();
    expect(screen.queryByTestId('channel-check')).toBeNull();
  });
});

describe('the right answer of a trial', () => {
  it('is its side, or the position of the soft tone', () => {
    expect(rightAnswer({ kind: 'side', side: 'left' })).toBe('left');
    expect(rightAnswer({ kind: 'antiphase', tones: ['antiphase', 'normal', 'soft'] })).toBe(2);
  });
});
