import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { AudioSourceError } from '../../audio';
import { PROGRAMME_LOOP_IDS } from '../../audio/programme';
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
  return { user, engine, view, select: () => screen.getByRole('combobox', { name: 'Input source' }) };
}

const loopLoads = (engine: FakeAudioEngine) => engine.callsOf('setSource').filter(([spec]) => (spec as { kind: string }).kind === 'programme');

describe('the sound choice', () => {
  it('offers pink noise, every loop of the library by name with its instruments, and a file', () => {
    const { select } = setup();
    const options = within(select()).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['pink-noise', ...PROGRAMME_LOOP_IDS, 'file']);
    expect(within(select()).getByRole('option', { name: 'Band — drums, bass, guitars, keys, lead' })).toBeInTheDocument();
    expect(within(select()).getByRole('group', { name: 'Music (built-in loops)' })).toBeInTheDocument();
  });

  it('loads the loop chosen, shows it loading, and keeps the choice for the next page on the same engine', async () => {
    const { user, engine, view, select } = setup();
    let arrive = (): void => undefined;
    engine.loopArrival = new Promise<void>((resolve) => (arrive = resolve));
    await user.selectOptions(select(), 'Piano — solo piano');
    expect(loopLoads(engine)).toEqual([[{ kind: 'programme', loop: 'piano' }]]);
    // The loop's status loads with the first loop chosen.
    expect(await screen.findByTestId('loop-loading')).toHaveTextContent('Loading the Piano loop…');
    expect(screen.getByTestId('source-picker')).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive());
    expect(screen.queryByTestId('loop-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('source-picker')).toHaveAttribute('aria-busy', 'false');
    expect(engine.getSnapshot().userSource).toEqual({ kind: 'programme', loop: 'piano', duration: 12 });
    view.unmount();
    setup({}, engine);
    expect(screen.getByRole('combobox', { name: 'Input source' })).toHaveValue('piano');
    // Nothing is loaded again: the engine still plays it.
    expect(loopLoads(engine)).toHaveLength(1);
  });

  it('says so when a loop cannot be fetched, keeps the sound heard, and offers pink noise', async () => {
    const { user, engine, select } = setup();
    engine.nextLoopError = new AudioSourceError('fetch-failed');
    await user.selectOptions(select(), 'Drum kit — kick, snare, hi-hat, toms, cymbals');
    const problem = await screen.findByTestId('loop-problem');
    expect(problem).toHaveTextContent('The Drum kit loop could not be fetched');
    expect(problem).toHaveTextContent('nothing of the exam is lost');
    expect(engine.getSnapshot().userSource).toEqual({ kind: 'pink-noise' });
    // Failed once, it is not fetched again by itself.
    expect(loopLoads(engine)).toHaveLength(1);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(loopLoads(engine)).toHaveLength(2);
    expect(engine.getSnapshot().userSource).toEqual({ kind: 'programme', loop: 'drum-kit', duration: 12 });
  });

  it('says in Chinese when a loop cannot be decoded, and goes back to pink noise on request', async () => {
    await i18next.changeLanguage('zh-CN');
    const engine = new FakeAudioEngine();
    const { user } = setup({}, engine);
    engine.nextLoopError = new AudioSourceError('decode-failed');
    await user.selectOptions(screen.getByRole('combobox', { name: '输入信号' }), '钢琴 — 钢琴独奏');
    const problem = await screen.findByTestId('loop-problem');
    expect(problem).toHaveTextContent('此浏览器无法解码“钢琴”循环');
    await user.click(within(problem).getByRole('button', { name: '改用粉红噪声' }));
    expect(screen.getByRole('combobox', { name: '输入信号' })).toHaveValue('pink-noise');
    expect(screen.queryByTestId('loop-problem')).not.toBeInTheDocument();
    expect(engine.callsOf('setSource').at(-1)).toEqual([{ kind: 'pink-noise' }]);
  });

  it('shows an official exam its own material, fixed, and plays it before the start', async () => {
    const { engine, select } = setup({ sources: ['orchestra'] });
    expect(select()).toBeDisabled();
    expect(select()).toHaveValue('orchestra');
    await vi.waitFor(() => expect(engine.getSnapshot().userSource).toMatchObject({ kind: 'programme', loop: 'orchestra' }));
  });
});
