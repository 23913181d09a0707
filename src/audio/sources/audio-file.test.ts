import { describe, expect, it } from 'vitest';
import { checkAudioFile, DEFAULT_AUDIO_FILE_LIMITS, isAcceptedAudioType } from './audio-file';

describe('audio file checks', () => {
  it.each([
    ['take.wav', 'audio/wav'],
    ['TAKE.WAV', 'audio/x-wav'],
    ['loop.ogg', 'audio/ogg'],
    ['song.mp3', 'audio/mpeg'],
    ['song.mp3', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(isAcceptedAudioType(name, type)).toBe(true);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['song.flac', 'audio/flac'],
    ['movie.mp4', 'video/mp4'],
    ['song.wav', 'video/mp4'],
    ['wav', 'audio/wav'],
  ])('rejects %s (%s)', (name, type) => {
    expect(isAcceptedAudioType(name, type)).toBe(false);
    expect(checkAudioFile({ name, type, size: 10 })?.code).toBe('unsupported-type');
  });

  it('rejects files over the size limit, documented as 100 MB', () => {
    expect(DEFAULT_AUDIO_FILE_LIMITS.maxBytes).toBe(100 * 1024 * 1024);
    expect(DEFAULT_AUDIO_FILE_LIMITS.maxSeconds).toBe(15 * 60);
    expect(checkAudioFile({ name: 'big.wav', type: 'audio/wav', size: 100 * 1024 * 1024 + 1 })?.code).toBe('too-large');
    expect(checkAudioFile({ name: 'ok.wav', type: 'audio/wav', size: 100 * 1024 * 1024 })).toBeNull();
  });
});
