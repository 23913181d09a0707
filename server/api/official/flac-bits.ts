/** The bit writer and the two checksums (CRC-8 of frame headers, CRC-16 of frames) of the FLAC encoder. */

/** Writes bits most significant first into a growing byte array. */
export class BitWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  private accumulator = 0;
  private pending = 0;

  get byteLength(): number {
    return this.length;
  }

  /** Writes the low `bits` bits of `value` (bits <= 24). */
  write(value: number, bits: number): void {
    this.accumulator = (this.accumulator << bits) | (value & ((1 << bits) - 1));
    this.pending += bits;
    while (this.pending >= 8) {
      this.pending -= 8;
      this.push((this.accumulator >>> this.pending) & 0xff);
    }
    this.accumulator &= (1 << this.pending) - 1;
  }

  /** Writes a value of up to 32 bits. */
  writeLong(value: number, bits: number): void {
    if (bits > 24) {
      this.write(Math.floor(value / 2 ** 24), bits - 24);
      this.write(value % 2 ** 24, 24);
    } else {
      this.write(value, bits);
    }
  }

  /** `count` zero bits then a one: a unary-coded Rice quotient. */
  unary(count: number): void {
    let zeros = count;
    while (zeros >= 24) {
      this.write(0, 24);
      zeros -= 24;
    }
    this.write(1, zeros + 1);
  }

  alignToByte(): void {
    if (this.pending > 0) this.write(0, 8 - this.pending);
  }

  bytesFrom(start: number): Uint8Array {
    return this.bytes.subarray(start, this.length);
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }

  private push(byte: number): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }
}

function crcTable(polynomial: number, width: number): Uint16Array {
  const table = new Uint16Array(256);
  const top = 1 << (width - 1);
  const mask = (1 << width) - 1;
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << (width - 8);
    for (let bit = 0; bit < 8; bit++) crc = crc & top ? ((crc << 1) ^ polynomial) & mask : (crc << 1) & mask;
    table[byte] = crc;
  }
  return table;
}

const CRC8 = crcTable(0x07, 8);
const CRC16 = crcTable(0x8005, 16);

export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = CRC8[(crc ^ byte) & 0xff] ?? 0;
  return crc;
}

export function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ (CRC16[((crc >> 8) ^ byte) & 0xff] ?? 0);
  return crc;
}
