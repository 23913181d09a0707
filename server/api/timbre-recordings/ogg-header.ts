/**
 * The duration an Ogg Vorbis or Ogg Opus file declares: the sample rate (and Opus pre-skip) of its
 * identification header, and the granule position of its last page.
 */
import { declaredSeconds, unreadable, type DeclaredDuration, type HeaderBytes } from './header-bytes';

const PAGE_HEADER_BYTES = 27;
const BEGINNING_OF_STREAM = 0x02;
/** Opus granule positions count 48 kHz samples whatever rate the encoder was fed (RFC 7845, section 4). */
const OPUS_GRANULE_RATE = 48_000;
/**
 * How many "OggS" candidates the backward scan checks. In a real file the last page is the first
 * candidate, or one of the next few when the file is cut short or its last packets span pages.
 */
const MAX_LAST_PAGE_CANDIDATES = 64;

/** The page checksum: CRC-32, polynomial 0x04c11db7, not reflected, over the page with its CRC field zeroed. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

interface OggPage {
  flags: number;
  /** -1 when no packet ends on the page. */
  granule: number;
  serial: number;
  bodyStart: number;
  /** The segment table's lacing values. */
  lacing: Uint8Array;
}

/** The page at `offset`, if one is there whole and its checksum holds (so "OggS" inside audio data is not taken for a page). */
function pageAt(r: HeaderBytes, offset: number): OggPage | null {
  if (!r.has(offset, PAGE_HEADER_BYTES) || !r.is(offset, 'OggS') || r.u8(offset + 4) !== 0) return null;
  const segments = r.u8(offset + 26);
  if (!r.has(offset + PAGE_HEADER_BYTES, segments)) return null;
  const lacing = r.bytes.subarray(offset + PAGE_HEADER_BYTES, offset + PAGE_HEADER_BYTES + segments);
  const bodyStart = offset + PAGE_HEADER_BYTES + segments;
  const bodyLength = lacing.reduce((sum, value) => sum + value, 0);
  if (!r.has(bodyStart, bodyLength)) return null;
  let crc = 0;
  for (let i = offset; i < bodyStart + bodyLength; i++) {
    const byte = i >= offset + 22 && i < offset + 26 ? 0 : (r.bytes[i] ?? 0);
    crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  if (crc !== r.u32le(offset + 22)) return null;
  return { flags: r.u8(offset + 5), granule: r.i64le(offset + 6), serial: r.u32le(offset + 14), bodyStart, lacing };
}

/** Granule units a second and the granules before the first real sample, from the first packet. */
function identification(r: HeaderBytes, first: OggPage): { rate: number; skip: number } | string {
  const end = first.lacing.findIndex((value) => value < 255);
  if (end < 0) return 'its identification header does not end on the first page';
  const length = first.lacing.subarray(0, end + 1).reduce((sum, value) => sum + value, 0);
  const at = first.bodyStart;
  if (length >= 30 && r.u8(at) === 1 && r.is(at + 1, 'vorbis')) {
    const channels = r.u8(at + 11);
    const rate = r.u32le(at + 12);
    if (r.u32le(at + 7) !== 0 || channels === 0 || rate === 0) return 'its Vorbis identification header is not valid';
    return { rate, skip: 0 };
  }
  if (length >= 19 && r.is(at, 'OpusHead')) {
    // Versions 0 to 15 share the layout; a higher major version is another format.
    if (r.u8(at + 8) > 15 || r.u8(at + 9) === 0) return 'its Opus identification header is not valid';
    return { rate: OPUS_GRANULE_RATE, skip: r.u16le(at + 10) };
  }
  return 'it holds neither Vorbis nor Opus audio';
}

/**
 * Finds the last whole page by scanning backwards for "OggS". A later page of another stream
 * (a chained or multiplexed file) is refused: the first stream's last page would not say how
 * long the whole file plays.
 */
export function oggDuration(r: HeaderBytes): DeclaredDuration {
  const first = pageAt(r, 0);
  if (!first || !(first.flags & BEGINNING_OF_STREAM)) return unreadable('its first Ogg page is damaged');
  const id = identification(r, first);
  if (typeof id === 'string') return unreadable(id);
  let candidates = 0;
  for (let offset = r.lastIndexOf('OggS', r.length - PAGE_HEADER_BYTES); offset >= 0; offset = r.lastIndexOf('OggS', offset - 1)) {
    // Each candidate costs a checksum over up to 64 KiB: a file of forged "OggS" must not keep the API busy.
    if (++candidates > MAX_LAST_PAGE_CANDIDATES) break;
    const page = pageAt(r, offset);
    if (!page) continue;
    if (page.serial !== first.serial) return unreadable('it holds more than one Ogg stream');
    if (page.granule === -1) continue;
    const seconds = (page.granule - id.skip) / id.rate;
    return seconds > 0 ? declaredSeconds(seconds) : unreadable('its last page declares no audio');
  }
  return unreadable('no whole page with a granule position ends it');
}
