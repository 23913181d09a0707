/** Teachers upload instrument recordings; students list and play them; bad files are refused with a clear message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentRecording } from '../../../src/api-contract';
import { STUDENT, TEACHER, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A mono 16-bit WAV of a 440 Hz sine, `seconds` long. */
function wav(seconds: number, sampleRate = 48_000): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function upload(instrument: string, body: Buffer, fileName: string, who = TEACHER, contentType = 'audio/wav') {
  return t.app.inject({
    method: 'POST',
    url: `/api/timbre/instruments/${instrument}/recordings`,
    headers: { authorization: `Bearer ${await t.tokens.sign(who)}`, 'content-type': contentType, 'x-file-name': encodeURIComponent(fileName) },
    payload: body,
  });
}

describe('instrument recordings', () => {
  it('a teacher uploads a recording for an instrument without one; a student lists it and plays the same bytes', async () => {
    const file = wav(1.5);
    const res = await upload('erhu', file, '二胡 独奏.wav');
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<InstrumentRecording>();
    expect(stored).toMatchObject({ instrument: 'erhu', fileName: '二胡 独奏.wav', sizeBytes: file.length });
    expect(stored.durationSeconds).toBeCloseTo(1.5, 3);
    const list = await t.request('GET', '/api/timbre/recordings', STUDENT);
    expect(list.json<InstrumentRecording[]>()).toContainEqual(stored);
    const audio = await t.request('GET', `/api/timbre/recordings/${stored.id}/audio`, STUDENT);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(audio.rawPayload, file)).toBe(0);
  });

  it('refuses students, unknown instruments, wrong types, mislabelled and corrupt files with a clear message', async () => {
    expect((await upload('erhu', wav(0.5), 'a.wav', STUDENT)).statusCode).toBe(403);
    expect((await upload('kazoo-9000', wav(0.5), 'a.wav')).statusCode).toBe(404);
    const text = await upload('erhu', Buffer.from('hello'), 'notes.txt', TEACHER, 'application/octet-stream');
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toBe('Please upload a .wav, .ogg or .mp3 file.');
    const mislabelled = await upload('erhu', wav(0.5), 'song.mp3', TEACHER, 'audio/mpeg');
    expect(mislabelled.statusCode).toBe(415);
    expect(mislabelled.json<{ message: string }>().message).toBe('The file is named .mp3 but is not a MP3 file.');
    // An ID3 tag followed by noise: it looks like an MP3 and does not decode.
    const corrupt = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0x5a)]);
    const broken = await upload('erhu', corrupt, 'broken.mp3', TEACHER, 'audio/mpeg');
    expect(broken.statusCode).toBe(422);
    expect(broken.json<{ message: string }>().message).toContain('could not be decoded');
    const list = await t.request('GET', '/api/timbre/recordings', STUDENT);
    expect(list.json<InstrumentRecording[]>().filter((r) => r.fileName === 'broken.mp3')).toEqual([]);
  });

  it('refuses a file whose header declares more than 2 minutes, or cannot be read, before decoding it', async () => {
    // 8-bit mono at 8 kHz: 1 MiB plays 131 s, and the header declares 2 hours.
    const long = Buffer.concat([wav(0.001, 8000).subarray(0, 44), Buffer.alloc(1024 * 1024 - 44, 0x80)]);
    long.writeUInt32LE(8000, 28);
    long.writeUInt16LE(1, 32);
    long.writeUInt16LE(8, 34);
    long.writeUInt32LE(2 * 3600 * 8000, 40);
    const tooLong = await upload('erhu', long, 'long.wav');
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json<{ message: string }>().message).toBe('The recording is longer than 2 minutes.');
    const cut = await upload('erhu', wav(0.5).subarray(0, 30), 'cut.wav');
    expect(cut.statusCode).toBe(422);
    expect(cut.json<{ message: string }>().message).toBe('The recording could not be decoded: its header is unreadable (the fmt chunk is cut short).');
  });

  it.each([
    ['is not valid percent-encoded UTF-8', '%E0%A4%A.wav', 'The file name header (X-File-Name) is not valid percent-encoded UTF-8.'],
    ['decodes to a lone UTF-8 continuation byte', '%80.wav', 'The file name header (X-File-Name) is not valid percent-encoded UTF-8.'],
    ['decodes to control characters', 'a%0Ab.wav', 'The file name header (X-File-Name) holds control characters.'],
  ])('answers 400, not 500, when the X-File-Name header %s', async (_what, header, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/timbre/instruments/erhu/recordings',
      headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}`, 'content-type': 'audio/wav', 'x-file-name': header },
      payload: wav(0.5),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('a teacher deletes a recording; a student cannot', async () => {
    const stored = (await upload('pipa', wav(0.5), 'pipa.wav')).json<InstrumentRecording>();
    const del = (who = TEACHER) =>
      t.tokens.sign(who).then((token) => t.app.inject({ method: 'DELETE', url: `/api/timbre/recordings/${stored.id}`, headers: { authorization: `Bearer ${token}` } }));
    expect((await del(STUDENT)).statusCode).toBe(403);
    expect((await del()).statusCode).toBe(204);
    expect((await t.request('GET', `/api/timbre/recordings/${stored.id}/audio`, STUDENT)).statusCode).toBe(404);
  });
});
