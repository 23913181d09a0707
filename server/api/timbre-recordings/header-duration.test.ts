/**
 * The durations that WAV, Ogg and MP3 headers declare, read without decoding: measured against
 * files made by sox and ffmpeg (fixtures/README.md), and against headers built here that are
 * forged, damaged or cut short.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerDuration, type DeclaredDuration } from './header-duration';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

const secondsOf = (declared: DeclaredDuration): number => {
  if (!('seconds' in declared)) throw new Error(`unreadable: ${declared.unreadable}`);
  return declared.seconds;
};
const reasonOf = (declared: DeclaredDuration): string => ('unreadable' in declared ? declared.unreadable : `read as ${declared.seconds} s`);

/** A canonical 44-byte WAV header; `fields` overrides what it declares. */
function wavHeader(fields: Partial<{ format: number; channels: number; rate: number; byteRate: number; blockAlign: number; bits: number; dataBytes: number }> = {}): Buffer {
  const { format = 1, channels = 1, rate = 8000, bits = 8 } = fields;
  const blockAlign = fields.blockAlign ?? channels * Math.ceil(bits / 8);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(Math.min(36 + (fields.dataBytes ?? 0), 0xffffffff), 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(format, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(fields.byteRate ?? rate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36);
  header.writeUInt32LE(fields.dataBytes ?? 0, 40);
  return header;
}

/** Ogg's page checksum, written out again here so the test does not trust the reader's. */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let k = 0; k < 8; k++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** One Ogg page holding one packet of under 255 bytes. */
function oggPage(serial: number, flags: number, granule: bigint, packet: Buffer): Buffer {
  const page = Buffer.alloc(28 + packet.length);
  page.write('OggS', 0);
  page.writeUInt8(flags, 5);
  page.writeBigInt64LE(granule, 6);
  page.writeUInt32LE(serial, 14);
  page.writeUInt8(1, 26);
  page.writeUInt8(packet.length, 27);
  packet.copy(page, 28);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

function opusHead(preSkip: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0);
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  return head;
}

/** An MPEG-1 layer III frame header: 128 kbit/s, 44.1 kHz, mono, no padding (417 bytes a frame). */
const MPEG1_L3_128K_MONO = [0xff, 0xfb, 0x90, 0xc0];

function mp3Frames(count: number, firstFrameTag?: (frame: Buffer) => void): Buffer {
  const frames = Array.from({ length: count }, () => Buffer.concat([Buffer.from(MPEG1_L3_128K_MONO), Buffer.alloc(413)]));
  if (frames[0] && firstFrameTag) firstFrameTag(frames[0]);
  return Buffer.concat(frames);
}

describe('durations of files made by sox and ffmpeg', () => {
  it.each([
    // Exact: a PCM data size and an Ogg granule position count samples.
    ['sox-24bit-stereo-ext.wav', 'wav', 0.5, 1e-9],
    ['ffmpeg-u8-list.wav', 'wav', 14_333 / 11_025, 1e-9],
    ['ffmpeg-vorbis.ogg', 'ogg', 1.7, 1e-9],
    ['ffmpeg-opus.ogg', 'ogg', 1.3, 1e-9],
    // MPEG frames add the encoder's delay and padding: within a few frames.
    ['ffmpeg-cbr-noxing.mp3', 'mp3', 2.1, 0.1],
    ['ffmpeg-vbr-xing.mp3', 'mp3', 1.9, 0.1],
    ['sox-cbr.mp3', 'mp3', 1.1, 0.1],
  ] as const)('%s declares its length', (name, type, seconds, tolerance) => {
    expect(Math.abs(secondsOf(headerDuration(fixture(name), type)) - seconds)).toBeLessThanOrEqual(tolerance);
  });
});

describe('WAV headers', () => {
  it('counts only the data bytes that are there when the header declares more (2 h declared, 1 MiB present)', () => {
    const file = Buffer.concat([wavHeader({ dataBytes: 2 * 3600 * 8000 }), Buffer.alloc(1024 * 1024 - 44, 0x80)]);
    expect(secondsOf(headerDuration(file, 'wav'))).toBeCloseTo((1024 * 1024 - 44) / 8000, 9);
    const streamed = Buffer.concat([wavHeader({ dataBytes: 0xffffffff }), Buffer.alloc(8000, 0x80)]);
    expect(secondsOf(headerDuration(streamed, 'wav'))).toBe(1);
  });

  it('walks odd-sized chunks and their pad byte, and ignores chunks after the data', () => {
    const header = wavHeader({ channels: 2, bits: 16, rate: 4000, dataBytes: 16_000 });
    const junk = Buffer.concat([Buffer.from('junk'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
    const file = Buffer.concat([header.subarray(0, 12), junk, header.subarray(12), Buffer.alloc(16_000), Buffer.from('LIST\x04\x00\x00\x00INFO', 'latin1')]);
    expect(secondsOf(headerDuration(file, 'wav'))).toBe(1);
  });

  it.each([
    ['a block align that is not channels × bytes', wavHeader({ channels: 2, bits: 16, blockAlign: 2, dataBytes: 8 }), 'block align'],
    ['a byte rate that is not rate × block align', wavHeader({ byteRate: 1234, dataBytes: 8 }), 'bytes a second'],
    ['no channels', wavHeader({ channels: 0, blockAlign: 1, dataBytes: 8 }), 'no channels'],
    ['a sample rate of 0 Hz', wavHeader({ rate: 0, byteRate: 0, dataBytes: 8 }), '0 Hz'],
    ['no fmt chunk', Buffer.concat([Buffer.from('RIFF\x0c\x00\x00\x00WAVEdata\x04\x00\x00\x00', 'latin1'), Buffer.alloc(4)]), 'no fmt chunk'],
    ['no data chunk', wavHeader().subarray(0, 36), 'no data chunk'],
    ['a fmt chunk cut short', wavHeader().subarray(0, 30), 'cut short'],
    ['a header of twelve bytes', wavHeader().subarray(0, 12), 'no fmt chunk'],
    ['more than 1024 chunks (a file built to keep the walk busy)', Buffer.concat([wavHeader().subarray(0, 12), Buffer.alloc(1025 * 8)]), 'more than 1024 chunks'],
  ])('refuses %s', (_what, file, reason) => {
    expect(reasonOf(headerDuration(file, 'wav'))).toContain(reason);
  });

  it('refuses a WAVE_FORMAT_EXTENSIBLE header whose sub-format is no known audio format', () => {
    const file = Buffer.from(fixture('sox-24bit-stereo-ext.wav'));
    file[0x2c + 15] = 0x00;
    expect(reasonOf(headerDuration(file, 'wav'))).toContain('sub-format');
  });
});

describe('Ogg headers', () => {
  it('reads the last page’s granule position less the Opus pre-skip, at 48 kHz', () => {
    const file = Buffer.concat([oggPage(7, 0x02, 0n, opusHead(312)), oggPage(7, 0x00, 0n, Buffer.from('OpusTags')), oggPage(7, 0x04, 312n + 2n * 3600n * 48_000n, Buffer.alloc(3))]);
    expect(secondsOf(headerDuration(file, 'ogg'))).toBe(7200);
  });

  it('skips "OggS" inside audio data and a last page on which no packet ends', () => {
    const file = Buffer.concat([oggPage(7, 0x02, 0n, opusHead(0)), oggPage(7, 0x00, 48_000n, Buffer.from('xxOggSxx')), oggPage(7, 0x00, -1n, Buffer.from('partial'))]);
    expect(secondsOf(headerDuration(file, 'ogg'))).toBe(1);
  });

  it('measures a file cut short to its last whole page', () => {
    const whole = fixture('ffmpeg-vorbis.ogg');
    const cut = secondsOf(headerDuration(whole.subarray(0, whole.length - 200), 'ogg'));
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThan(1.7);
  });

  it.each([
    ['a first page whose checksum fails', () => Object.assign(Buffer.from(fixture('ffmpeg-vorbis.ogg')), { [40]: 0 }), 'first Ogg page'],
    ['a stream that is neither Vorbis nor Opus', () => oggPage(1, 0x02, 0n, Buffer.from('\x7fFLAC\x01\x00', 'latin1')), 'neither Vorbis nor Opus'],
    ['a later page of another stream', () => Buffer.concat([oggPage(1, 0x02, 0n, opusHead(0)), oggPage(1, 0x04, 48_000n, Buffer.alloc(2)), oggPage(2, 0x02, 0n, opusHead(0))]), 'more than one'],
    ['only the header page', () => oggPage(1, 0x02, 0n, opusHead(0)), 'no audio'],
    ['seventeen bytes of a page', () => fixture('ffmpeg-opus.ogg').subarray(0, 17), 'first Ogg page'],
    ['80 forged "OggS" after the last page (each would cost a checksum)', () => Buffer.concat([fixture('ffmpeg-opus.ogg'), Buffer.from('OggS\0'.repeat(80))]), 'no whole page'],
  ])('refuses %s', (_what, file, reason) => {
    expect(reasonOf(headerDuration(file(), 'ogg'))).toContain(reason);
  });
});

describe('MP3 headers', () => {
  it('estimates a CBR file without a VBR header from its byte length and bitrate', () => {
    expect(secondsOf(headerDuration(mp3Frames(100), 'mp3'))).toBeCloseTo((100 * 417 * 8) / 128_000, 9);
  });

  it('skips an ID3v2 tag and an ID3v1 tag', () => {
    const id3v2 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x01\x00', 'latin1'), Buffer.alloc(128)]);
    const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125, 0x20)]);
    expect(secondsOf(headerDuration(Buffer.concat([id3v2, mp3Frames(100), id3v1]), 'mp3'))).toBeCloseTo((100 * 417 * 8) / 128_000, 9);
  });

  it('counts the frames a Xing or a VBRI header declares (2 h in 10 frames: refused later as too long)', () => {
    const twoHours = Math.round((2 * 3600 * 44_100) / 1152);
    const xing = mp3Frames(10, (frame) => {
      frame.write('Xing', 4 + 17);
      frame.writeUInt32BE(1, 4 + 17 + 4);
      frame.writeUInt32BE(twoHours, 4 + 17 + 8);
    });
    expect(secondsOf(headerDuration(xing, 'mp3'))).toBeCloseTo((twoHours * 1152) / 44_100, 6);
    const vbri = mp3Frames(10, (frame) => {
      frame.write('VBRI', 36);
      frame.writeUInt32BE(500, 36 + 14);
    });
    expect(secondsOf(headerDuration(vbri, 'mp3'))).toBeCloseTo((500 * 1152) / 44_100, 9);
  });

  it.each([
    ['noise after an ID3 tag', Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0x5a)]), 'no MPEG audio frame'],
    ['an ID3 tag that runs past the end', Buffer.from('ID3\x03\x00\x00\x00\x00\x7f\x7f', 'latin1'), 'past the end'],
    ['a lone frame sync followed by junk', Buffer.concat([Buffer.from(MPEG1_L3_128K_MONO), Buffer.alloc(413, 0x11), Buffer.alloc(600, 0x22)]), 'no MPEG audio frame'],
    ['a free-format bitrate', Buffer.concat([Buffer.from([0xff, 0xfb, 0x00, 0xc0]), Buffer.alloc(1000)]), 'no MPEG audio frame'],
    ['nine ID3 tags', Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00'.repeat(9), 'latin1'), mp3Frames(3)]), 'more than 8 ID3 tags'],
    ['a Xing header that counts no frames', mp3Frames(3, (frame) => frame.write('Xing\x00\x00\x00\x01\x00\x00\x00\x00', 4 + 17, 'latin1')), 'counts no frames'],
  ])('refuses %s', (_what, file, reason) => {
    expect(reasonOf(headerDuration(file, 'mp3'))).toContain(reason);
  });
});
