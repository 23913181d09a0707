/** What the header readers share: their answer, and bounds-checked reads of the file's bytes. */

/** The seconds a file's header says it plays, or why its header cannot be read. */
export type DeclaredDuration = { readonly seconds: number } | { readonly unreadable: string };

export const declaredSeconds = (seconds: number): DeclaredDuration => ({ seconds });
export const unreadable = (reason: string): DeclaredDuration => ({ unreadable: reason });

/** Reads numbers and tags at absolute offsets; callers check `has` first (a read past the end throws a RangeError). */
export class HeaderBytes {
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.byteLength;
  }

  /** Whether `count` bytes from `offset` lie inside the file. */
  has(offset: number, count: number): boolean {
    return offset >= 0 && count >= 0 && offset + count <= this.bytes.byteLength;
  }

  /** Whether the bytes at `offset` spell `tag` (false where the file ends first); allocates nothing, as scans call it often. */
  is(offset: number, tag: string): boolean {
    if (!this.has(offset, tag.length)) return false;
    for (let i = 0; i < tag.length; i++) if (this.bytes[offset + i] !== tag.charCodeAt(i)) return false;
    return true;
  }

  /** Where `tag` last starts at or before `from`, or -1: a native search, so a scan of megabytes stays cheap. */
  lastIndexOf(tag: string, from: number): number {
    return from < 0 ? -1 : Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).lastIndexOf(tag, from, 'latin1');
  }

  u8(offset: number): number {
    return this.view.getUint8(offset);
  }

  u16le(offset: number): number {
    return this.view.getUint16(offset, true);
  }

  u32le(offset: number): number {
    return this.view.getUint32(offset, true);
  }

  u32be(offset: number): number {
    return this.view.getUint32(offset, false);
  }

  /** A signed 64-bit little-endian number (an Ogg granule position); exact up to 2^53. */
  i64le(offset: number): number {
    return Number(this.view.getBigInt64(offset, true));
  }
}
