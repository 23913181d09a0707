/**
 * checkRecording reads the declared duration before decoding: a file whose header says it is too
 * long, or whose header cannot be read, never reaches the decoder; a header that lies short is
 * still caught by the decoded duration.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { headerDuration } from './header-duration';
import { checkRecording, type RecordingDecoder } from './recording-check';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

/** A decoder that must not be reached. */
const untouchedDecoder = () => vi.fn<RecordingDecoder>(() => Promise.reject(new Error('decoded')));

/** An 8-bit mono 8 kHz WAV of `totalBytes` whose data chunk declares `declaredSeconds`, its samples made by `sample`. */
function wav8(totalBytes: number, declaredSeconds: number, sample: (i: number) => number): Buffer {
  const file = Buffer.alloc(totalBytes);
  file.write('RIFF', 0);
  file.writeUInt32LE(totalBytes - 8, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write('data', 36);
  file.writeUInt32LE(declaredSeconds * 8000, 40);
  for (let i = 44; i < totalBytes; i++) file[i] = sample(i);
  return file;
}

const TOO_LONG = { statusCode: 413, message: 'The recording is longer than 2 minutes.' };

describe('checkRecording before decoding', () => {
  it('refuses a 1 MiB 8-bit WAV whose header declares 2 hours without calling the decoder', async () => {
    const decode = untouchedDecoder();
    const file = wav8(1024 * 1024, 7200, (i) => (i * 37) & 0xff);
    await expect(checkRecording(file, 'long.wav', decode)).rejects.toMatchObject(TOO_LONG);
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses an MP3 whose Xing header counts 2 hours of frames without calling the decoder', async () => {
    const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc0]), Buffer.alloc(413)]);
    const first = Buffer.from(frame);
    first.write('Xing', 21);
    first.writeUInt32BE(1, 25);
    first.writeUInt32BE(Math.ceil((7200 * 44_100) / 1152), 29);
    const decode = untouchedDecoder();
    await expect(checkRecording(Buffer.concat([first, frame, frame]), 'long.mp3', decode)).rejects.toMatchObject(TOO_LONG);
    expect(decode).not.toHaveBeenCalled();
  });

  it.each([
    ['a WAV without a fmt chunk', 'cut.wav', Buffer.from('RIFF\x04\x00\x00\x00WAVEdata', 'latin1')],
    ['an Ogg file of garbage after "OggS"', 'noise.ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(2000, 0x6b)])],
    ['an MP3 frame sync followed by garbage', 'noise.mp3', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc0]), Buffer.alloc(2000, 0x6b)])],
  ])('refuses %s as unreadable (422) without calling the decoder', async (_what, name, file) => {
    const decode = untouchedDecoder();
    const refusal = checkRecording(file, name, decode);
    await expect(refusal).rejects.toMatchObject({ statusCode: 422 });
    await expect(refusal).rejects.toThrow(/^The recording could not be decoded: its header is unreadable \(.+\)\.$/);
    expect(decode).not.toHaveBeenCalled();
  });
});

describe('checkRecording after decoding', () => {
  it('still refuses a recording whose header lies short when the decoded sound is too long', async () => {
    const file = wav8(8044, 1, (i) => 128 + Math.round(60 * Math.sin(i / 3)));
    const Offline = installWebAudioGlobals();
    const long = new Offline(1, 1, 8000).createBuffer(1, 130 * 8000, 8000);
    const decode = vi.fn<RecordingDecoder>(() => Promise.resolve(long));
    await expect(checkRecording(file, 'short.wav', decode)).rejects.toMatchObject(TOO_LONG);
    expect(decode).toHaveBeenCalledOnce();
  });

  it.each(['sox-24bit-stereo-ext.wav', 'ffmpeg-u8-list.wav', 'ffmpeg-vorbis.ogg', 'ffmpeg-cbr-noxing.mp3', 'ffmpeg-vbr-xing.mp3', 'sox-cbr.mp3'])(
    'passes %s, whose header declares what the decoder finds',
    async (name) => {
      const file = fixture(name);
      const checked = await checkRecording(file, name);
      const declared = headerDuration(file, checked.type);
      // MPEG frames also count the encoder's delay and padding, which the decoder trims.
      expect('seconds' in declared ? Math.abs(declared.seconds - checked.durationSeconds) : declared).toBeLessThan(0.1);
    },
  );
});
