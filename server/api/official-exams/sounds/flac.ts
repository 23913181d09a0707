/**
 * A small lossless FLAC encoder (RFC 9639) for the sound of official questions: 16-bit
 * samples, fixed 4096-sample blocks, FIXED predictors of order 0 to 4 (or CONSTANT, or
 * VERBATIM when nothing is smaller), partitioned Rice residuals, and the best of the four
 * stereo decorrelations per block. Browsers decode it natively. Pink noise is nearly
 * incompressible: it comes out about a sixth smaller than the 16-bit WAV it replaces.
 *
 * Like libFLAC's fixed-predictor mode, each block is analysed once (the sum of absolute
 * residuals of every order, in one pass) and only the chosen order of the chosen channels is
 * computed and coded. An encode runs once per student and question, so the hot loops work
 * on typed arrays allocated once per file.
 */

import { BitWriter, PARTITION_TREE_SIZE, RICE_PARAMETER_BITS, bestPartitionOrder, crc16, crc8, partitionCount, partitionSums, riceCost, riceParameter } from './flac-bits';

const BLOCK_SIZE = 4096;
const BITS_PER_SAMPLE = 16;
const MAX_FIXED_ORDER = 4;
const SUBFRAME_HEADER_BITS = 8;
const RESIDUAL_HEADER_BITS = 6;

/** The 16-bit integer stored for a float sample: rounded, clamped to the 16-bit range. */
export function quantize16(sample: number): number {
  const scaled = Math.round(sample * 32768);
  return scaled > 32767 ? 32767 : scaled < -32768 ? -32768 : scaled;
}

/** How one channel of a block is best coded, as far as the one-pass analysis can tell. */
interface ChannelEstimate {
  constant: boolean;
  order: number;
  bits: number;
}

/**
 * The FIXED order with the smallest sum of absolute residuals (orders 0 to 4 from running
 * differences, in one pass), and the estimated size of the subframe it gives.
 */
function estimateChannel(x: Int32Array, sampleBits: number): ChannelEstimate {
  const n = x.length;
  const verbatimBits = SUBFRAME_HEADER_BITS + n * sampleBits;
  if (isConstant(x)) return { constant: true, order: 0, bits: SUBFRAME_HEADER_BITS + sampleBits };
  if (n <= MAX_FIXED_ORDER) return { constant: false, order: 0, bits: verbatimBits };
  const x0 = x[0] as number;
  const x1 = x[1] as number;
  const x2 = x[2] as number;
  let last = x[3] as number;
  let d1 = last - x2;
  let d2 = d1 - (x2 - x1);
  let d3 = d2 - (x2 - 2 * x1 + x0);
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let i = MAX_FIXED_ORDER; i < n; i++) {
    const value = x[i] as number;
    const e1 = value - last;
    const e2 = e1 - d1;
    const e3 = e2 - d2;
    const e4 = e3 - d3;
    s0 += Math.abs(value);
    s1 += Math.abs(e1);
    s2 += Math.abs(e2);
    s3 += Math.abs(e3);
    s4 += Math.abs(e4);
    last = value;
    d1 = e1;
    d2 = e2;
    d3 = e3;
  }
  const sums = [s0, s1, s2, s3, s4];
  let order = 0;
  for (let o = 1; o <= MAX_FIXED_ORDER; o++) if ((sums[o] as number) < (sums[order] as number)) order = o;
  // A zigzagged residual is about twice its magnitude.
  const count = n - order;
  const zigzagSum = 2 * (sums[order] as number);
  const bits = SUBFRAME_HEADER_BITS + order * sampleBits + RESIDUAL_HEADER_BITS + RICE_PARAMETER_BITS + riceCost(zigzagSum, count, riceParameter(zigzagSum, count));
  return { constant: false, order, bits: Math.min(bits, verbatimBits) };
}

function isConstant(x: Int32Array): boolean {
  const first = x[0];
  for (let i = 1; i < x.length; i++) if (x[i] !== first) return false;
  return true;
}

/**
 * The zigzagged residual of FIXED predictor `order` in `out[order..)`: the samples before
 * are its warm-up. (v << 1) ^ (v >> 31) is the zigzag of v; residuals of 17-bit samples
 * stay within 21 bits.
 */
function zigzagResidual(x: Int32Array, order: number, out: Int32Array): void {
  const n = x.length;
  let v = 0;
  switch (order) {
    case 0:
      for (let i = 0; i < n; i++) {
        v = x[i] as number;
        out[i] = (v << 1) ^ (v >> 31);
      }
      return;
    case 1:
      for (let i = 1; i < n; i++) {
        v = (x[i] as number) - (x[i - 1] as number);
        out[i] = (v << 1) ^ (v >> 31);
      }
      return;
    case 2:
      for (let i = 2; i < n; i++) {
        v = (x[i] as number) - 2 * (x[i - 1] as number) + (x[i - 2] as number);
        out[i] = (v << 1) ^ (v >> 31);
      }
      return;
    case 3:
      for (let i = 3; i < n; i++) {
        v = (x[i] as number) - 3 * (x[i - 1] as number) + 3 * (x[i - 2] as number) - (x[i - 3] as number);
        out[i] = (v << 1) ^ (v >> 31);
      }
      return;
    default:
      for (let i = 4; i < n; i++) {
        v = (x[i] as number) - 4 * (x[i - 1] as number) + 6 * (x[i - 2] as number) - 4 * (x[i - 3] as number) + (x[i - 4] as number);
        out[i] = (v << 1) ^ (v >> 31);
      }
  }
}

/** One channel of a block as it goes into a frame: the side channel has one bit more. */
interface CodedChannel {
  samples: Int32Array;
  sampleBits: number;
  estimate: ChannelEstimate;
}

/** Buffers for one encode, allocated once: a block of each input channel, mid and side, one residual. */
class Scratch {
  readonly channels: Int32Array[];
  readonly mid = new Int32Array(BLOCK_SIZE);
  readonly side = new Int32Array(BLOCK_SIZE);
  readonly residual = new Int32Array(BLOCK_SIZE);
  readonly tree = new Float64Array(PARTITION_TREE_SIZE);

  constructor(channelCount: number) {
    this.channels = Array.from({ length: channelCount }, () => new Int32Array(BLOCK_SIZE));
  }
}

/** Codes one channel of a block: CONSTANT, FIXED with the estimated order, or VERBATIM if that is smaller. */
function writeSubframe(writer: BitWriter, channel: CodedChannel, scratch: Scratch): void {
  const { samples, sampleBits, estimate } = channel;
  const n = samples.length;
  const signed = (value: number): number => value & ((1 << sampleBits) - 1);
  if (estimate.constant) {
    writer.write(0b00000000, 8);
    writer.write(signed(samples[0] as number), sampleBits);
    return;
  }
  const { order } = estimate;
  const verbatimBits = SUBFRAME_HEADER_BITS + n * sampleBits;
  zigzagResidual(samples, order, scratch.residual);
  const fixed = bestPartitionOrder(scratch.tree, partitionSums(scratch.residual, n, order, scratch.tree), n, order);
  const fixedBits = SUBFRAME_HEADER_BITS + order * sampleBits + RESIDUAL_HEADER_BITS + fixed.bits;
  writer.reserve(Math.min(fixedBits, verbatimBits) + 64);
  if (fixedBits >= verbatimBits) {
    writer.write(0b00000010, 8);
    for (let i = 0; i < n; i++) writer.write(signed(samples[i] as number), sampleBits);
    return;
  }
  writer.write(0b00010000 | (order << 1), 8);
  for (let i = 0; i < order; i++) writer.write(signed(samples[i] as number), sampleBits);
  const { partitionOrder } = fixed;
  writer.write(0b00, 2);
  writer.write(partitionOrder, 4);
  const size = n >> partitionOrder;
  for (let p = 0; p < 1 << partitionOrder; p++) {
    const k = riceParameter(scratch.tree[(1 << partitionOrder) + p] as number, partitionCount(n, order, partitionOrder, p));
    writer.write(k, RICE_PARAMETER_BITS);
    writer.writeRice(scratch.residual, p === 0 ? order : p * size, (p + 1) * size, k);
  }
}

/** Channel assignment codes: independent, left/side, side/right, mid/side. */
const ASSIGNMENT = { independent: 0b0001, leftSide: 0b1000, sideRight: 0b1001, midSide: 0b1010 } as const;

/** The stereo decorrelation whose two channels are estimated smallest, and those channels. */
function chooseStereo(left: Int32Array, right: Int32Array, scratch: Scratch): { assignment: number; coded: CodedChannel[] } {
  const n = left.length;
  const mid = scratch.mid.subarray(0, n);
  const side = scratch.side.subarray(0, n);
  for (let i = 0; i < n; i++) {
    const l = left[i] as number;
    const r = right[i] as number;
    side[i] = l - r;
    mid[i] = (l + r) >> 1;
  }
  const channel = (samples: Int32Array, sampleBits: number): CodedChannel => ({ samples, sampleBits, estimate: estimateChannel(samples, sampleBits) });
  const l = channel(left, BITS_PER_SAMPLE);
  const r = channel(right, BITS_PER_SAMPLE);
  const s = channel(side, BITS_PER_SAMPLE + 1);
  const m = channel(mid, BITS_PER_SAMPLE);
  const options = [
    { assignment: ASSIGNMENT.independent, coded: [l, r] },
    { assignment: ASSIGNMENT.leftSide, coded: [l, s] },
    { assignment: ASSIGNMENT.sideRight, coded: [s, r] },
    { assignment: ASSIGNMENT.midSide, coded: [m, s] },
  ];
  const bits = (option: { coded: CodedChannel[] }): number => option.coded.reduce((sum, c) => sum + c.estimate.bits, 0);
  return options.reduce((a, b) => (bits(b) < bits(a) ? b : a));
}

/** FLAC's UTF-8-like coding of the frame number. */
function writeFrameNumber(writer: BitWriter, value: number): void {
  if (value < 0x80) return writer.write(value, 8);
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x40 >> bytes.length || bytes.length === 0) {
    bytes.unshift(0x80 | (rest & 0x3f));
    rest = Math.floor(rest / 64);
  }
  const lead = (0xff << (7 - bytes.length)) & 0xff;
  writer.write(lead | rest, 8);
  for (const byte of bytes) writer.write(byte, 8);
}

const SAMPLE_RATE_CODES: Readonly<Record<number, number>> = {
  88200: 0b0001, 176400: 0b0010, 192000: 0b0011, 8000: 0b0100, 16000: 0b0101, 22050: 0b0110,
  24000: 0b0111, 32000: 0b1000, 44100: 0b1001, 48000: 0b1010, 96000: 0b1011,
};

function writeFrame(writer: BitWriter, frame: number, sampleRate: number, block: Int32Array[], scratch: Scratch): void {
  const start = writer.byteLength;
  const blockSize = block[0]?.length ?? 0;
  const [left, right] = block;
  const { assignment, coded } =
    block.length === 2 && left && right
      ? chooseStereo(left, right, scratch)
      : { assignment: block.length - 1, coded: block.map((samples) => ({ samples, sampleBits: BITS_PER_SAMPLE, estimate: estimateChannel(samples, BITS_PER_SAMPLE) })) };

  writer.write(0b11111111111110, 14);
  writer.write(0, 2);
  const shortBlock = blockSize !== BLOCK_SIZE;
  writer.write(shortBlock ? 0b0111 : 0b1100, 4);
  writer.write(SAMPLE_RATE_CODES[sampleRate] ?? 0b0000, 4);
  writer.write(assignment, 4);
  writer.write(0b100, 3);
  writer.write(0, 1);
  writeFrameNumber(writer, frame);
  if (shortBlock) writer.write(blockSize - 1, 16);
  writer.write(crc8(writer.bytesFrom(start)), 8);
  for (const channel of coded) writeSubframe(writer, channel, scratch);
  writer.alignToByte();
  writer.write(crc16(writer.bytesFrom(start)), 16);
}

function writeStreamHeader(writer: BitWriter, channelCount: number, frames: number, sampleRate: number): void {
  writer.write(0x664c61, 24);
  writer.write(0x43, 8);
  // STREAMINFO, the only (so last) metadata block. Frame sizes and MD5 are left unknown (0).
  writer.write(0x80, 8);
  writer.write(34, 24);
  writer.write(BLOCK_SIZE, 16);
  writer.write(BLOCK_SIZE, 16);
  writer.write(0, 24);
  writer.write(0, 24);
  writer.write(sampleRate, 20);
  writer.write(channelCount - 1, 3);
  writer.write(BITS_PER_SAMPLE - 1, 5);
  writer.writeLong(Math.floor(frames / 2 ** 32), 4);
  writer.writeLong(frames % 2 ** 32, 32);
  for (let i = 0; i < 16; i++) writer.write(0, 8);
}

/**
 * `quantize16` of `data[offset..offset + out.length)` into `out`. Math.round is several times
 * slower in V8 than truncating the positive v + 32768.5, which is the same floor(v + 0.5) here;
 * NaN stays 0, as it does when `quantize16` stores it in an Int32Array.
 */
function quantizeInto(data: Float32Array, offset: number, out: Int32Array): void {
  for (let i = 0; i < out.length; i++) {
    const v = (data[offset + i] as number) * 32768;
    out[i] = v >= 32767 ? 32767 : v > -32768 ? ((v + 32768.5) | 0) - 32768 : v <= -32768 ? -32768 : 0;
  }
}

/** Quantizes to 16 bits and encodes as a FLAC file (one to eight channels of equal length). */
export function encodeFlac16(channels: readonly Float32Array[], sampleRate: number): Uint8Array {
  const count = channels.length;
  const frames = channels[0]?.length ?? 0;
  if (count < 1 || count > 8 || channels.some((c) => c.length !== frames)) throw new RangeError('1 to 8 channels of equal length');
  const writer = new BitWriter();
  writer.reserve(frames * count * BITS_PER_SAMPLE);
  writeStreamHeader(writer, count, frames, sampleRate);
  const scratch = new Scratch(count);
  for (let frame = 0, offset = 0; offset < frames; frame++, offset += BLOCK_SIZE) {
    const size = Math.min(BLOCK_SIZE, frames - offset);
    const block = scratch.channels.map((buffer, c) => {
      const samples = buffer.subarray(0, size);
      quantizeInto(channels[c] as Float32Array, offset, samples);
      return samples;
    });
    writeFrame(writer, frame, sampleRate, block, scratch);
  }
  return writer.result();
}
