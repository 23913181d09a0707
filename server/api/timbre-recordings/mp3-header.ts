/**
 * The duration an MPEG audio file declares: past any ID3v2 tag, the first frame header, and its
 * Xing/Info or VBRI frame count when it has one; without, the byte length at the first frame's
 * bitrate (exact for constant bitrate, an estimate otherwise).
 */
import { declaredSeconds, unreadable, type DeclaredDuration, type HeaderBytes } from './header-bytes';

/** kbit/s by bitrate index 1..14, for MPEG-1 layers I, II, III and MPEG-2/2.5 layers I, II and III. */
const BITRATES = {
  v1l1: [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
/** Sample rates by the version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1; 1 is reserved). */
const SAMPLE_RATES: Record<number, readonly number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };
/** How far past the ID3 tag the first frame is looked for (some writers leave padding or junk). */
const SYNC_SEARCH_BYTES = 64 * 1024;
/** Files carry one ID3v2 tag, now and then two; more is a file built to keep the reader busy. */
const MAX_ID3_TAGS = 8;

interface FrameHeader {
  version: number;
  layer: number;
  mono: boolean;
  bitrate: number;
  sampleRate: number;
  samples: number;
  length: number;
}

/** The frame header at `offset`, or null when the four bytes there are not one (free-format bitrate included). */
function frameAt(r: HeaderBytes, offset: number): FrameHeader | null {
  if (!r.has(offset, 4) || r.u8(offset) !== 0xff) return null;
  const b1 = r.u8(offset + 1);
  const b2 = r.u8(offset + 2);
  const version = (b1 >> 3) & 3;
  const layer = 4 - ((b1 >> 1) & 3);
  const bitrateIndex = b2 >> 4;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if ((b1 & 0xe0) !== 0xe0 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || !sampleRate) return null;
  const mpeg1 = version === 3;
  const table = mpeg1 ? [BITRATES.v1l1, BITRATES.v1l2, BITRATES.v1l3][layer - 1] : layer === 1 ? BITRATES.v2l1 : BITRATES.v2l23;
  const bitrate = (table?.[bitrateIndex - 1] ?? 0) * 1000;
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && !mpeg1 ? 576 : 1152;
  const length = layer === 1 ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4 : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { version, layer, mono: r.u8(offset + 3) >> 6 === 3, bitrate, sampleRate, samples, length };
}

/** Where the audio starts: past every ID3v2 tag (header, body and optional footer), or a reason it cannot be found. */
function afterId3(r: HeaderBytes): number | string {
  let offset = 0;
  for (let tags = 0; r.is(offset, 'ID3'); tags++) {
    if (tags === MAX_ID3_TAGS) return `it starts with more than ${MAX_ID3_TAGS} ID3 tags`;
    if (!r.has(offset, 10)) return 'its ID3 tag runs past the end of the file';
    const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | (r.u8(offset + i) & 0x7f), 0);
    offset += 10 + size + (r.u8(offset + 5) & 0x10 ? 10 : 0);
    if (offset > r.length) return 'its ID3 tag runs past the end of the file';
  }
  return offset;
}

/** The first frame whose successor is a frame of the same stream (or the end of the file): one lone sync pattern in junk is not enough. */
function firstFrame(r: HeaderBytes, from: number, end: number): { offset: number; frame: FrameHeader } | null {
  for (let offset = from; offset < Math.min(end, from + SYNC_SEARCH_BYTES); offset++) {
    const frame = frameAt(r, offset);
    if (!frame) continue;
    const next = offset + frame.length;
    if (next >= end) return { offset, frame };
    const following = frameAt(r, next);
    if (following && following.version === frame.version && following.layer === frame.layer && following.sampleRate === frame.sampleRate) return { offset, frame };
  }
  return null;
}

/** The frame count of a Xing/Info tag (layer III, after the side information) or a VBRI tag (32 bytes after the header). */
function vbrFrameCount(r: HeaderBytes, offset: number, frame: FrameHeader): number | undefined {
  if (frame.layer !== 3) return undefined;
  const sideInfo = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = offset + 4 + sideInfo;
  if ((r.is(xing, 'Xing') || r.is(xing, 'Info')) && r.has(xing, 12) && r.u32be(xing + 4) & 1) return r.u32be(xing + 8);
  const vbri = offset + 36;
  if (r.is(vbri, 'VBRI') && r.has(vbri, 18)) return r.u32be(vbri + 14);
  return undefined;
}

export function mp3Duration(r: HeaderBytes): DeclaredDuration {
  const start = afterId3(r);
  if (typeof start === 'string') return unreadable(start);
  // An ID3v1 tag is the last 128 bytes, not audio.
  const end = r.is(r.length - 128, 'TAG') ? r.length - 128 : r.length;
  const found = firstFrame(r, start, end);
  if (!found) return unreadable('no MPEG audio frame follows its start');
  const { offset, frame } = found;
  const frames = vbrFrameCount(r, offset, frame);
  if (frames === 0) return unreadable('its VBR header counts no frames');
  if (frames !== undefined) return declaredSeconds((frames * frame.samples) / frame.sampleRate);
  return declaredSeconds(((end - offset) * 8) / frame.bitrate);
}
