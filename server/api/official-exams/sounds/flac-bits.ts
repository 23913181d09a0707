/**
 * The bit-level side of the FLAC encoder: the choice of Rice parameters and partitions, the
 * bit writer, and the two checksums (CRC-8 of frame headers, CRC-16 of frames).
 */

const MAX_PARTITION_ORDER = 6;
const MAX_RICE_PARAMETER = 14;
export const RICE_PARAMETER_BITS = 4;
/** The length of the partition-sum tree of `partitionSums`. */
export const PARTITION_TREE_SIZE = 2 << MAX_PARTITION_ORDER;

/** The estimated Rice cost of `count` zigzagged values summing to `sum`: an upper bound of the exact one. */
export const riceCost = (sum: number, count: number, k: number): number => count * (k + 1) + Math.floor(sum / (1 << k));

/** The Rice parameter for a partition of `count` values summing to `sum` (zigzagged). */
export function riceParameter(sum: number, count: number): number {
  if (count <= 0 || sum <= count) return 0;
  const k = Math.min(MAX_RICE_PARAMETER, Math.floor(Math.log2(sum / count)));
  return k < MAX_RICE_PARAMETER && riceCost(sum, count, k + 1) < riceCost(sum, count, k) ? k + 1 : k;
}

/** How many residuals partition `p` holds: the first one gives up the warm-up samples. */
export const partitionCount = (blockSize: number, order: number, partitionOrder: number, p: number): number =>
  (blockSize >> partitionOrder) - (p === 0 ? order : 0);

/**
 * Sums of the zigzagged residual over every partition, as a binary tree: partition p of
 * partition order o at `tree[2^o + p]`, so coarser sums add up finer ones. Returns the
 * finest order, the highest one that divides the block and leaves the first partition a residual.
 */
export function partitionSums(residual: Int32Array, blockSize: number, order: number, tree: Float64Array): number {
  let finest = MAX_PARTITION_ORDER;
  while (finest > 0 && ((blockSize >> finest) << finest !== blockSize || blockSize >> finest <= order)) finest--;
  const size = blockSize >> finest;
  const leaves = 1 << finest;
  for (let p = 0; p < leaves; p++) {
    let sum = 0;
    const end = (p + 1) * size;
    for (let i = p === 0 ? order : p * size; i < end; i++) sum += residual[i] as number;
    tree[leaves + p] = sum;
  }
  for (let node = leaves - 1; node >= 1; node--) tree[node] = (tree[2 * node] as number) + (tree[2 * node + 1] as number);
  return finest;
}

/** The partition order that codes the residual in the fewest (estimated) bits, and those bits. */
export function bestPartitionOrder(tree: Float64Array, finest: number, blockSize: number, order: number): { partitionOrder: number; bits: number } {
  let best = { partitionOrder: 0, bits: Infinity };
  for (let partitionOrder = finest; partitionOrder >= 0; partitionOrder--) {
    let bits = 0;
    for (let p = 0; p < 1 << partitionOrder; p++) {
      const sum = tree[(1 << partitionOrder) + p] as number;
      const count = partitionCount(blockSize, order, partitionOrder, p);
      bits += RICE_PARAMETER_BITS + riceCost(sum, count, riceParameter(sum, count));
    }
    if (bits < best.bits) best = { partitionOrder, bits };
  }
  return best;
}

/**
 * Writes bits most significant first into a growing byte array. The bits not yet making a
 * whole byte wait in a 32-bit accumulator; each write adds at most 24 bits to them and stores
 * up to three bytes unconditionally, the ones past the last whole byte to be overwritten by the next.
 */
export class BitWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  /** The low `pending` bits (0 to 7) are the unfinished byte; the bits above them are stale. */
  private accumulator = 0;
  private pending = 0;

  get byteLength(): number {
    return this.length;
  }

  /** Makes room for `bits` more bits, so the writes before the next call need not check. */
  reserve(bits: number): void {
    const needed = this.length + Math.ceil((this.pending + bits) / 8) + 4;
    if (needed <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(needed, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Writes the low `bits` bits of `value` (bits <= 24). */
  write(value: number, bits: number): void {
    this.reserve(bits);
    this.accumulator = (this.accumulator << bits) | (value & ((1 << bits) - 1));
    const total = this.pending + bits;
    this.storeBytes(total);
    this.length += total >>> 3;
    this.pending = total & 7;
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

  /**
   * Rice codes (quotient in unary, a one, then the `k` low bits) of the zigzagged
   * `values[from..to)`, `k` <= 14; the caller reserves the room. This loop writes nearly
   * every bit of a file, so it keeps the writer's state in locals and has no branch that
   * a typical code takes.
   */
  writeRice(values: Int32Array, from: number, to: number, k: number): void {
    const bytes = this.bytes;
    const mask = (1 << k) - 1;
    const stop = 1 << k;
    let length = this.length;
    let accumulator = this.accumulator;
    let pending = this.pending;
    for (let i = from; i < to; i++) {
      const u = values[i] as number;
      let zeros = u >>> k;
      for (; zeros + k >= 24; zeros -= 16) {
        // A long quotient (rare): sixteen of its zeros at a time.
        accumulator <<= 16;
        bytes[length] = accumulator >>> (pending + 8);
        bytes[length + 1] = accumulator >>> pending;
        length += 2;
      }
      const bits = zeros + 1 + k;
      accumulator = (accumulator << bits) | stop | (u & mask);
      const total = pending + bits;
      bytes[length] = accumulator >>> (total - 8);
      bytes[length + 1] = accumulator >>> (total - 16);
      bytes[length + 2] = accumulator >>> (total - 24);
      length += total >>> 3;
      pending = total & 7;
    }
    this.length = length;
    this.accumulator = accumulator;
    this.pending = pending;
  }

  alignToByte(): void {
    if (this.pending > 0) this.write(0, 8 - this.pending);
  }

  bytesFrom(start: number): Uint8Array {
    return this.bytes.subarray(start, this.length);
  }

  result(): Uint8Array {
    this.alignToByte();
    // ArrayBuffer#slice copies with memcpy; Uint8Array#slice took milliseconds here (Node 20).
    return new Uint8Array(this.bytes.buffer.slice(0, this.length));
  }

  /** The whole bytes among the top `total` (<= 31) bits of the accumulator, and some beyond. */
  private storeBytes(total: number): void {
    const { bytes, accumulator, length } = this;
    bytes[length] = accumulator >>> (total - 8);
    bytes[length + 1] = accumulator >>> (total - 16);
    bytes[length + 2] = accumulator >>> (total - 24);
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

/**
 * CRC16 tables for four bytes a step ("slicing by four"): entry `256 * j + b` is the CRC of
 * byte b followed by j zero bytes. The frame CRC covers every byte of the file, so a step
 * per byte costs a noticeable part of an encode.
 */
const CRC16_BY_4 = (() => {
  const table = new Uint16Array(4 * 256);
  table.set(CRC16);
  for (let j = 1; j < 4; j++) {
    for (let b = 0; b < 256; b++) {
      const previous = table[256 * (j - 1) + b] as number;
      table[256 * j + b] = ((previous << 8) & 0xffff) ^ (CRC16[previous >>> 8] as number);
    }
  }
  return table;
})();

export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < bytes.length; i++) crc = CRC8[crc ^ (bytes[i] as number)] as number;
  return crc;
}

export function crc16(bytes: Uint8Array): number {
  const table = CRC16_BY_4;
  let crc = 0;
  let i = 0;
  for (; i + 4 <= bytes.length; i += 4) {
    crc =
      (table[768 + ((crc >>> 8) ^ (bytes[i] as number))] as number) ^
      (table[512 + ((crc & 0xff) ^ (bytes[i + 1] as number))] as number) ^
      (table[256 + (bytes[i + 2] as number)] as number) ^
      (table[bytes[i + 3] as number] as number);
  }
  for (; i < bytes.length; i++) crc = ((crc << 8) & 0xffff) ^ (CRC16[(crc >>> 8) ^ (bytes[i] as number)] as number);
  return crc;
}
