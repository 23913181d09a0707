/**
 * The FLAC encoder, checked by an independent decoder (node-web-audio-api's, which drops a
 * frame whose CRC-16 is wrong): every file must decode to exactly the quantized input.
 */
import { describe, expect, it } from 'vitest';
import { generatePinkNoise } from '../../../../src/audio/sources/pink-noise';
import { createRng } from '../../../../src/lib/rng';
import { BitWriter, crc16, crc8 } from './flac-bits';
import { encodeFlac16, quantize16 } from './flac';
import { installWebAudioGlobals } from './web-audio';

const RATE = 48_000;
const BLOCK = 4096;

async function decode(bytes: Uint8Array): Promise<Float32Array[]> {
  const Offline = installWebAudioGlobals();
  const decoded = await new Offline(1, 1, RATE).decodeAudioData(bytes.slice().buffer);
  expect(decoded.sampleRate).toBe(RATE);
  return Array.from({ length: decoded.numberOfChannels }, (_, c) => decoded.getChannelData(c));
}

/** Encodes, decodes, and expects the quantized input back, sample for sample; returns the file. */
async function expectLossless(input: Float32Array[]): Promise<Uint8Array> {
  const bytes = encodeFlac16(input, RATE);
  const decoded = await decode(bytes);
  expect(decoded).toHaveLength(input.length);
  input.forEach((channel, c) => {
    const got = decoded[c] ?? new Float32Array();
    expect(got.length).toBe(channel.length);
    let mismatches = 0;
    for (let i = 0; i < channel.length; i++) if ((got[i] ?? NaN) * 32768 !== quantize16(channel[i] ?? 0)) mismatches++;
    expect(mismatches).toBe(0);
  });
  return bytes;
}

const signal = (length: number, at: (i: number) => number): Float32Array => Float32Array.from({ length }, (_, i) => at(i));
const sine = (length: number, frequency: number, amplitude: number): Float32Array =>
  signal(length, (i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE));

function whiteNoise(length: number, seed: number): Float32Array {
  const rng = createRng(seed);
  return signal(length, () => 2 * rng.next() - 1);
}

describe('encodeFlac16', () => {
  it('a stereo pink noise loop: lossless, and about a sixth smaller than 16-bit PCM', async () => {
    const frames = 1 << 18;
    const bytes = await expectLossless(generatePinkNoise({ sampleRate: RATE, length: frames }));
    expect(bytes.byteLength).toBeLessThan(frames * 2 * 2 * 0.85);
  });

  it('sines, mono and stereo, the right channel quieter and later', async () => {
    await expectLossless([sine(3 * BLOCK, 440, 0.5)]);
    await expectLossless([sine(3 * BLOCK, 1000, 0.7), signal(3 * BLOCK, (i) => 0.3 * Math.sin((2 * Math.PI * 1000 * (i - 20)) / RATE))]);
  });

  it('silence takes a few bytes a block', async () => {
    const frames = 16 * BLOCK;
    const bytes = await expectLossless([new Float32Array(frames), new Float32Array(frames)]);
    expect(bytes.byteLength).toBeLessThan(42 + 16 * 24);
  });

  it('a mono signal copied to both channels costs little more than one channel', async () => {
    const noise = generatePinkNoise({ sampleRate: RATE, length: 1 << 15, channels: 1 })[0] ?? new Float32Array();
    const mono = await expectLossless([noise]);
    const stereo = await expectLossless([noise, noise.slice()]);
    expect(stereo.byteLength).toBeLessThan(mono.byteLength * 1.01);
  });

  it('a sparse clip (a short tone burst in silence) stays small', async () => {
    const burst = signal(1 << 16, (i) => (i >= 10_000 && i < 14_000 ? 0.5 * Math.exp(-(i - 10_000) / 1000) * Math.sin(i / 7) : 0));
    const bytes = await expectLossless([burst, burst.slice()]);
    expect(bytes.byteLength).toBeLessThan(8_000);
  });

  it('clips beyond full scale and rounds halves as quantize16 does', async () => {
    const extremes = [1, -1, 1.5, -1.5, 32767.5 / 32768, -32768.5 / 32768, 0.5 / 32768, -0.5 / 32768, 1.5 / 32768, -1.5 / 32768, Infinity, -Infinity];
    const left = signal(2 * BLOCK, (i) => extremes[i % extremes.length] ?? 0);
    const right = signal(2 * BLOCK, (i) => (i % 2 ? 1 : -1));
    await expectLossless([left, right]);
    // Full-scale white noise does not compress: its blocks are stored verbatim.
    await expectLossless([whiteNoise(2 * BLOCK, 1), whiteNoise(2 * BLOCK, 2)]);
  });

  it('a single full-scale click in silence (long Rice quotients)', async () => {
    const click = signal(2 * BLOCK, (i) => (i === 5000 ? 1 : i === 5001 ? -1 : 0));
    await expectLossless([click, new Float32Array(2 * BLOCK)]);
    await expectLossless([click]);
  });

  it.each([2 * BLOCK + 1000, BLOCK + 3, BLOCK + 1, 100, 5])('a length that is not a whole number of blocks: %d frames', async (frames) => {
    await expectLossless(generatePinkNoise({ sampleRate: RATE, length: 1 << 14 }).map((channel) => channel.slice(0, frames)));
  });

  it('three channels are coded independently', async () => {
    await expectLossless([sine(BLOCK + 500, 300, 0.5), whiteNoise(BLOCK + 500, 3), new Float32Array(BLOCK + 500)]);
  });

  it('NaN samples are stored as 0', async () => {
    const decoded = await decode(encodeFlac16([signal(BLOCK, (i) => (i % 3 ? NaN : 0.25))], RATE));
    expect(Array.from(decoded[0]?.subarray(0, 6) ?? [])).toEqual([0.25, 0, 0, 0.25, 0, 0]);
  });

  it('rejects no channels, more than eight, or channels of different lengths', () => {
    expect(() => encodeFlac16([], RATE)).toThrow(RangeError);
    expect(() => encodeFlac16(Array.from({ length: 9 }, () => new Float32Array(10)), RATE)).toThrow(RangeError);
    expect(() => encodeFlac16([new Float32Array(10), new Float32Array(11)], RATE)).toThrow(RangeError);
  });
});

describe('flac-bits', () => {
  it('the CRCs have their catalogue check values (CRC-8 0xF4, CRC-16/UMTS 0xFEE8)', () => {
    const check = new TextEncoder().encode('123456789');
    expect(crc8(check)).toBe(0xf4);
    expect(crc16(check)).toBe(0xfee8);
    for (let length = 0; length < 9; length++) expect(crc16(check.subarray(0, length))).toBe(bytewiseCrc16(check.subarray(0, length)));
  });

  it('writes Rice codes, long quotients included, between plain fields', () => {
    const values = Int32Array.from([0, 1, 2, 3, 1000, 70_000, 5, 131_071, 0]);
    const writer = new BitWriter();
    writer.write(0b101, 3);
    writer.reserve(200_000);
    writer.writeRice(values, 1, values.length, 2);
    writer.write(0xabcd, 16);
    const reader = bitReader(writer.result());
    expect(reader.read(3)).toBe(0b101);
    for (const value of values.subarray(1)) {
      let quotient = 0;
      while (reader.read(1) === 0) quotient++;
      expect((quotient << 2) | reader.read(2)).toBe(value);
    }
    expect(reader.read(16)).toBe(0xabcd);
  });
});

function bytewiseCrc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function bitReader(bytes: Uint8Array): { read: (bits: number) => number } {
  let position = 0;
  return {
    read(bits) {
      let value = 0;
      for (let i = 0; i < bits; i++, position++) value = (value << 1) | (((bytes[position >> 3] ?? 0) >> (7 - (position & 7))) & 1);
      return value;
    },
  };
}
