import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { AudioSourceError } from '../../audio';
import { dB, hz } from '../../lib/units';
import { AudioEngineProvider } from './audio-engine-provider';
import { PlayControl, type PlayControlProps } from './play-control';
import { FakeAudioEngine } from './testing/fake-audio-engine';

// MUI components render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function setup(props: PlayControlProps = {}, engine = new FakeAudioEngine()) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <AudioEngineProvider engine={engine}>
      <label>
        Student notes
        <input type="text" />
      </label>
      <PlayControl {...props} />
    </AudioEngineProvider>,
  );
  return { user, engine, control: screen.getByTestId('play-control') };
}

const wav = (name = 'take.wav', type = 'audio/wav'): File => new File(['RIFF'], name, { type });

describe('PlayControl keyboard shortcuts', () => {
  it('plays and pauses with Space, selects original with W and processed with E', async () => {
    const { user, engine, control } = setup();
    await user.keyboard(' ');
    expect(engine.getSnapshot().transport).toBe('playing');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.keyboard('e');
    expect(screen.getByRole('button', { name: 'Processed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Original' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('W');
    expect(engine.getSnapshot().selected).toBe('original');
    await user.keyboard(' ');
    expect(engine.callsOf('pause')).toHaveLength(1);
    expect(control).toHaveAttribute('data-transport', 'paused');
  });

  it('does nothing while the user is typing', async () => {
    const { user, engine } = setup();
    await user.click(screen.getByLabelText('Student notes'));
    await user.keyboard(' we');
    expect(engine.callsOf('play')).toHaveLength(0);
    expect(engine.callsOf('select')).toHaveLength(0);
    expect(screen.getByLabelText('Student notes')).toHaveValue(' we');
  });

  it('ignores shortcuts when switched off, and does not announce them', async () => {
    const { user, engine } = setup({ shortcuts: false });
    await user.keyboard(' e');
    expect(engine.calls.filter(([name]) => name === 'play' || name === 'select')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('toggles once when Space is pressed on the focused play button', async () => {
    const { user, engine } = setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.callsOf('play')).toHaveLength(1);
    await user.keyboard(' ');
    expect(engine.callsOf('pause')).toHaveLength(1);
    expect(engine.callsOf('play')).toHaveLength(1);
    await user.keyboard('{Control>}w{/Control}');
    expect(engine.callsOf('select')).toHaveLength(0);
  });

  it('leaves Space to a focused button, which it presses instead of playing', async () => {
    const { user, engine } = setup();
    screen.getByRole('button', { name: 'Processed' }).focus();
    await user.keyboard(' ');
    expect(engine.getSnapshot().selected).toBe('processed');
    expect(engine.callsOf('play')).toHaveLength(0);
  });

  it('leaves Space to a focused switch, which has no other key', async () => {
    const { user, engine } = setup();
    screen.getByRole('switch', { name: 'Level match' }).focus();
    await user.keyboard(' ');
    expect(engine.callsOf('setLevelMatch')).toEqual([[true]]);
    expect(engine.callsOf('play')).toHaveLength(0);
  });

  it('names the keys of the controls for assistive technology', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-keyshortcuts', 'Space');
    expect(screen.getByRole('button', { name: 'Original' })).toHaveAttribute('aria-keyshortcuts', 'W');
    expect(screen.getByRole('button', { name: 'Processed' })).toHaveAttribute('aria-keyshortcuts', 'E');
  });
});

describe('PlayControl sources and errors', () => {
  it('starts on pink noise', () => {
    const { engine } = setup();
    expect(engine.callsOf('setSource')).toEqual([[{ kind: 'pink-noise' }]]);
    expect(screen.getByRole('combobox', { name: 'Input source' })).toHaveValue('pink-noise');
  });

  it('asks for a file before playing in sound-file mode', async () => {
    const { user, engine } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Sound file');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.callsOf('play')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a .wav, .ogg or .mp3 file, or select pink noise');
  });

  it('keeps stereo where the area needs it, and says so when the file is mono', async () => {
    const { user, engine } = setup({ requiresStereo: true });
    expect(engine.callsOf('setChannelMode').at(-1)).toEqual(['stereo']);
    expect(screen.getByRole('button', { name: 'Mono' })).toBeDisabled();
    expect(screen.getByText('Stereo is needed here: the width of the stereo image is what changes.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Sound file');
    await user.upload(await screen.findByLabelText('Upload a sound file'), wav('stereo.wav'));
    expect(await screen.findByTestId('play-control-file-name')).toHaveTextContent('stereo.wav');
    expect(screen.queryByTestId('mono-file-warning')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose another file'), wav('mono-voice.wav'));
    expect(await screen.findByTestId('mono-file-warning')).toHaveTextContent('This file is mono');
  });

  it('shows why level matching is off where the level is the answer', () => {
    setup({ allowLevelMatch: false, levelMatchOffNote: 'Level matching is off here.' });
    expect(screen.queryByRole('checkbox', { name: /level/i })).not.toBeInTheDocument();
    expect(screen.getByTestId('level-match-off')).toHaveTextContent('Level matching is off here.');
  });

  it('loads an accepted file and shows its name', async () => {
    const { user, engine } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Sound file');
    await user.upload(await screen.findByLabelText('Upload a sound file'), wav());
    expect(await screen.findByTestId('play-control-file-name')).toHaveTextContent('File: take.wav');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.callsOf('play')).toHaveLength(1);
  });

  it('rejects an unsupported file with the specified message and keeps pink noise', async () => {
    const { user, engine } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Sound file');
    const input = await screen.findByLabelText('Upload a sound file');
    await user.upload(input, wav('notes.txt', 'text/plain'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please upload a .wav, .ogg or .mp3 file, or select pink noise');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(engine.getSnapshot().source).toEqual({ kind: 'pink-noise' });
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['too-large', 'larger than 100 MB'],
    ['too-long', 'longer than 15 minutes'],
    ['decode-failed', 'could not be read as audio'],
  ] as const)('explains a %s file', async (code, text) => {
    const { user, engine } = setup();
    engine.nextFileError = new AudioSourceError(code);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Input source' }), 'Sound file');
    await user.upload(await screen.findByLabelText('Upload a sound file'), wav());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows errors in Chinese when the language is zh-CN', async () => {
    await i18next.changeLanguage('zh-CN');
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: '输入信号' }), '声音文件');
    await user.upload(await screen.findByLabelText('上传声音文件'), wav('notes.txt', 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent('请上传 .wav、.ogg 或 .mp3 文件，或选择粉红噪声');
  });

  it('shows a question stimulus instead of the source choice, and a failed question sound', async () => {
    const engine = new FakeAudioEngine({
      sourceLocked: true,
      source: { kind: 'sine', frequency: hz(1000), level: dB(-20) },
      error: { code: 'fetch-failed', origin: 'processing' },
    });
    setup({}, engine);
    expect(await screen.findByText('Sine tone, 1000 Hz at -20 dBFS')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Input source' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('PlayControl settings', () => {
  it('mutes, sets the volume from the slider, and switches channels', async () => {
    const { user, engine } = setup();
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuetext', '-12 dB');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(engine.callsOf('setVolume').at(-1)).toEqual([-11]);
    await user.click(screen.getByRole('button', { name: 'Mono' }));
    expect(engine.getSnapshot().channelMode).toBe('mono');
  });

  it('forces mono while asked to and gives the choice back after', () => {
    const engine = new FakeAudioEngine();
    const { unmount } = render(
      <AudioEngineProvider engine={engine}>
        <PlayControl forceMono />
      </AudioEngineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Stereo' })).toBeDisabled();
    expect(screen.getByText('This exercise uses one mono source (the processing places it)')).toBeInTheDocument();
    unmount();
    expect(engine.callsOf('setChannelMode')).toEqual([['mono'], ['stereo']]);
  });

  it('switches level matching and reports the applied gain', async () => {
    const { user, engine } = setup();
    await user.click(screen.getByRole('switch', { name: 'Level match' }));
    expect(engine.callsOf('setLevelMatch')).toEqual([[true]]);
    expect(screen.getByText('Processed sound adjusted by -2.5 dB')).toBeInTheDocument();
  });

  it('hides level matching and turns it off where loudness is the question', () => {
    const engine = new FakeAudioEngine({ levelMatch: { enabled: true, status: 'ready', gainDb: 1 } });
    setup({ allowLevelMatch: false }, engine);
    expect(screen.queryByRole('switch', { name: 'Level match' })).not.toBeInTheDocument();
    expect(engine.callsOf('setLevelMatch')).toEqual([[false]]);
  });
});
