/** The duration a RIFF/WAVE file declares: its fmt chunk and the size of its data chunk. */
import { declaredSeconds, unreadable, type DeclaredDuration, type HeaderBytes } from './header-bytes';

const PCM = 0x0001;
const IEEE_FLOAT = 0x0003;
const ALAW = 0x0006;
const MULAW = 0x0007;
const EXTENSIBLE = 0xfffe;
/** Formats whose every sample frame is `blockAlign` bytes, so the data size alone gives the duration. */
const UNCOMPRESSED = new Set([PCM, IEEE_FLOAT, ALAW, MULAW]);
/** KSDATAFORMAT_SUBTYPE_*: the format code in the first two bytes, then these fourteen. */
const SUBFORMAT_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];

const MAX_CHUNKS = 1024;

interface WavFormat {
  code: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
}

/** The fmt chunk, or why it is cut short or contradicts itself. */
function readFormat(r: HeaderBytes, body: number, size: number): WavFormat | string {
  if (size < 16 || !r.has(body, 16)) return 'the fmt chunk is cut short';
  let code = r.u16le(body);
  const channels = r.u16le(body + 2);
  const sampleRate = r.u32le(body + 4);
  const byteRate = r.u32le(body + 8);
  const blockAlign = r.u16le(body + 12);
  const bits = r.u16le(body + 14);
  if (code === EXTENSIBLE) {
    if (size < 40 || !r.has(body, 40) || r.u16le(body + 16) < 22) return 'the WAVE_FORMAT_EXTENSIBLE fmt chunk is cut short';
    if (!SUBFORMAT_TAIL.every((byte, i) => r.u8(body + 26 + i) === byte)) return 'the WAVE_FORMAT_EXTENSIBLE sub-format is not a known audio format';
    if (r.u16le(body + 18) > bits) return `it declares ${r.u16le(body + 18)} valid bits in a ${bits}-bit sample`;
    code = r.u16le(body + 24);
  }
  if (channels === 0) return 'it declares no channels';
  if (sampleRate === 0) return 'it declares a sample rate of 0 Hz';
  if (blockAlign === 0) return 'it declares a block align of 0 bytes';
  if (UNCOMPRESSED.has(code)) {
    if (bits === 0 || bits > 64) return `it declares ${bits} bits a sample`;
    if (blockAlign !== channels * Math.ceil(bits / 8)) return `it declares a block align of ${blockAlign} bytes for ${channels} channels of ${bits} bits`;
    if (byteRate !== sampleRate * blockAlign) return `it declares ${byteRate} bytes a second for ${sampleRate} frames of ${blockAlign} bytes`;
  }
  return { code, channels, sampleRate, byteRate, blockAlign };
}

/**
 * Walks the chunks from the first after "WAVE". The data chunk may declare more bytes than the
 * file holds (a recorder that stopped before fixing the size, or a forged one): what can play is
 * what is there, so the duration counts min(declared, present) bytes.
 */
export function wavDuration(r: HeaderBytes): DeclaredDuration {
  if (!r.is(0, 'RIFF') || !r.is(8, 'WAVE')) return unreadable('it has no RIFF/WAVE header');
  let format: WavFormat | undefined;
  let data: { start: number; declared: number } | undefined;
  let factFrames: number | undefined;
  for (let offset = 12, chunks = 0; offset + 8 <= r.length; chunks++) {
    // Real files have a handful of chunks; a file of empty ones must not keep the API walking.
    if (chunks === MAX_CHUNKS) return unreadable(`it has more than ${MAX_CHUNKS} chunks`);
    const size = r.u32le(offset + 4);
    const body = offset + 8;
    if (r.is(offset, 'fmt ') && !format) {
      const read = readFormat(r, body, size);
      if (typeof read === 'string') return unreadable(read);
      format = read;
    } else if (r.is(offset, 'fact') && size >= 4 && r.has(body, 4)) {
      factFrames = r.u32le(body);
    } else if (r.is(offset, 'data') && !data) {
      data = { start: body, declared: size };
    }
    // Chunks are word-aligned: an odd-sized chunk is followed by a pad byte.
    offset = body + size + (size & 1);
  }
  if (!format) return unreadable('it has no fmt chunk');
  if (!data) return unreadable('it has no data chunk');
  const playableBytes = Math.min(data.declared, r.length - data.start);
  if (UNCOMPRESSED.has(format.code)) return declaredSeconds(Math.floor(playableBytes / format.blockAlign) / format.sampleRate);
  // A compressed format (ADPCM and the like) counts its frames in a fact chunk, or has an average byte rate.
  if (factFrames !== undefined) return declaredSeconds(factFrames / format.sampleRate);
  if (format.byteRate > 0) return declaredSeconds(playableBytes / format.byteRate);
  return unreadable(`it declares format 0x${format.code.toString(16)} without a frame count or byte rate`);
}
