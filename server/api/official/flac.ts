/**
 * A small lossless FLAC encoder (RFC 9639) for the sound of official questions: 16-bit
 * samples, fixed 4096-sample blocks, FIXED predictors of order 0 to 4 (or CONSTANT, or
 * VERBATIM when nothing is smaller), partitioned Rice residuals, and the best of the four
 * stereo decorrelations per block. Browsers decode it natively. Pink noise is nearly
 * incompressible: it comes out about a sixth smaller than the 16-bit WAV it replaces.
 */

import { BitWriter, crc16, crc8 } from './flac-bits';

const BLOCK_SIZE = 4096;
const BITS_PER_SAMPLE = 16;
const MAX_PARTITION_ORDER = 6;
const MAX_RICE_PARAMETER = 14;

/** The 16-bit integer stored for a float sample: rounded, clamped to the 16-bit range. */
export function quantize16(sample: number): number {
  const scaled = Math.round(sample * 32768);
  return scaled > 32767 ? 32767 : scaled < -32768 ? -32768 : scaled;
}

/** The residual of FIXED predictor `order` (the samples before index `order` are its warm-up). */
function fixedResidual(x: Int32Array, order: number, out: Int32Array): void {
  const n = x.length;
  const at = (i: number): number => x[i] ?? 0;
  if (order === 0) out.set(x);
  else if (order === 1) for (let i = 1; i < n; i++) out[i] = at(i) - at(i - 1);
  else if (order === 2) for (let i = 2; i < n; i++) out[i] = at(i) - 2 * at(i - 1) + at(i - 2);
  else if (order === 3) for (let i = 3; i < n; i++) out[i] = at(i) - 3 * at(i - 1) + 3 * at(i - 2) - at(i - 3);
  else for (let i = 4; i < n; i++) out[i] = at(i) - 4 * at(i - 1) + 6 * at(i - 2) - 4 * at(i - 3) + at(i - 4);
}

const zigzag = (value: number): number => (value >= 0 ? 2 * value : -2 * value - 1);

interface RiceChoice {
  partitionOrder: number;
  parameters: number[];
  bits: number;
}

/**
 * The Rice parameter for a partition of `count` values summing to `sum` (zigzagged), and its
 * estimated cost: each value costs k + 1 bits plus its quotient, and the quotients add up to
 * about sum / 2^k. Good enough to choose k and the partition order; the coding is exact.
 */
function riceParameter(sum: number, count: number): number {
  if (count <= 0 || sum <= count) return 0;
  const k = Math.min(MAX_RICE_PARAMETER, Math.floor(Math.log2(sum / count)));
  return riceCost(sum, count, k + 1) < riceCost(sum, count, k) && k < MAX_RICE_PARAMETER ? k + 1 : k;
}

const riceCost = (sum: number, count: number, k: number): number => count * (k + 1) + Math.floor(sum / 2 ** k);

/** The partition order and Rice parameters that code the residual of a block in the fewest bits. */
function chooseRice(residual: Int32Array, blockSize: number, order: number): RiceChoice {
  // Sums over the finest partitions, once; coarser partitions add them up.
  let finest = MAX_PARTITION_ORDER;
  while (finest > 0 && ((blockSize >> finest) << finest !== blockSize || blockSize >> finest <= order)) finest--;
  const fineSize = blockSize >> finest;
  let sums = new Float64Array(1 << finest);
  for (let p = 0; p < sums.length; p++) {
    let sum = 0;
    for (let i = p === 0 ? order : p * fineSize; i < (p + 1) * fineSize; i++) {
      const v = residual[i] ?? 0;
      sum += v >= 0 ? 2 * v : -2 * v - 1;
    }
    sums[p] = sum;
  }
  let best: RiceChoice = { partitionOrder: 0, parameters: [], bits: Infinity };
  for (let partitionOrder = finest; partitionOrder >= 0; partitionOrder--) {
    const size = blockSize >> partitionOrder;
    const parameters: number[] = new Array<number>(sums.length);
    let bits = 0;
    for (let p = 0; p < sums.length; p++) {
      const count = size - (p === 0 ? order : 0);
      const sum = sums[p] ?? 0;
      const k = riceParameter(sum, count);
      parameters[p] = k;
      bits += 4 + riceCost(sum, count, k);
    }
    if (bits < best.bits) best = { partitionOrder, parameters, bits };
    if (partitionOrder > 0) {
      const coarser = new Float64Array(sums.length / 2);
      for (let p = 0; p < coarser.length; p++) coarser[p] = (sums[2 * p] ?? 0) + (sums[2 * p + 1] ?? 0);
      sums = coarser;
    }
  }
  return best;
}

type Subframe =
  | { kind: 'constant'; bits: number }
  | { kind: 'verbatim'; bits: number }
  | { kind: 'fixed'; order: number; rice: RiceChoice; residual: Int32Array; bits: number };

const SUBFRAME_HEADER_BITS = 8;
const RESIDUAL_HEADER_BITS = 6;

/**
 * The FIXED order with the smallest sum of absolute residuals (all five in one pass), and
 * that sum: the cheap measure that picks the order and the stereo decorrelation.
 */
function bestFixedOrder(samples: Int32Array): { order: number; score: number } {
  const n = samples.length;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let x1 = samples[0] ?? 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  for (let i = 1; i < n; i++) {
    const x0 = samples[i] ?? 0;
    const e1 = x0 - x1;
    const e2 = e1 - d1;
    const e3 = e2 - d2;
    const e4 = e3 - d3;
    if (i >= 4) {
      s0 += Math.abs(x0);
      s1 += Math.abs(e1);
      s2 += Math.abs(e2);
      s3 += Math.abs(e3);
      s4 += Math.abs(e4);
    }
    x1 = x0;
    d1 = e1;
    d2 = e2;
    d3 = e3;
  }
  if (n <= 4) return { order: 0, score: 0 };
  const scores = [s0, s1, s2, s3, s4];
  const score = Math.min(...scores);
  return { order: Math.max(0, scores.indexOf(score)), score };
}

/** The smallest coding of one channel of a block, with its size in bits. */
function planSubframe(samples: Int32Array, sampleBits: number, order: number): Subframe {
  const n = samples.length;
  const first = samples[0];
  if (samples.every((v) => v === first)) return { kind: 'constant', bits: SUBFRAME_HEADER_BITS + sampleBits };
  const verbatim: Subframe = { kind: 'verbatim', bits: SUBFRAME_HEADER_BITS + n * sampleBits };
  if (n <= order) return verbatim;
  const residual = new Int32Array(n);
  fixedResidual(samples, order, residual);
  const rice = chooseRice(residual, n, order);
  const bits = SUBFRAME_HEADER_BITS + order * sampleBits + RESIDUAL_HEADER_BITS + rice.bits;
  return bits < verbatim.bits ? { kind: 'fixed', order, rice, residual, bits } : verbatim;
}

function writeSubframe(writer: BitWriter, samples: Int32Array, sampleBits: number, plan: Subframe): void {
  const signed = (value: number): number => value & ((1 << sampleBits) - 1);
  switch (plan.kind) {
    case 'constant':
      writer.write(0b00000000, 8);
      writer.write(signed(samples[0] ?? 0), sampleBits);
      return;
    case 'verbatim':
      writer.write(0b00000010, 8);
      for (const value of samples) writer.write(signed(value), sampleBits);
      return;
    case 'fixed': {
      writer.write(0b00010000 | (plan.order << 1), 8);
      for (let i = 0; i < plan.order; i++) writer.write(signed(samples[i] ?? 0), sampleBits);
      const { partitionOrder, parameters } = plan.rice;
      writer.write(0b00, 2);
      writer.write(partitionOrder, 4);
      const size = samples.length >> partitionOrder;
      parameters.forEach((k, p) => {
        writer.write(k, 4);
        const from = p === 0 ? plan.order : p * size;
        for (let i = from; i < (p + 1) * size; i++) {
          const u = zigzag(plan.residual[i] ?? 0);
          writer.unary(u >> k);
          if (k > 0) writer.write(u, k);
        }
      });
    }
  }
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

/** Channel assignment codes: independent, left/side, side/right, mid/side. */
type Decorrelation = 'independent' | 'left-side' | 'side-right' | 'mid-side';
const ASSIGNMENT: Record<Decorrelation, number> = { independent: 0b0001, 'left-side': 0b1000, 'side-right': 0b1001, 'mid-side': 0b1010 };

function writeFrame(writer: BitWriter, frame: number, sampleRate: number, channels: readonly Int32Array[]): void {
  const start = writer.byteLength;
  const blockSize = channels[0]?.length ?? 0;
  let coded: { samples: Int32Array; bits: number; plan: Subframe }[];
  let assignment: number;
  if (channels.length === 2) {
    const [left, right] = channels as [Int32Array, Int32Array];
    const side = new Int32Array(blockSize);
    const mid = new Int32Array(blockSize);
    for (let i = 0; i < blockSize; i++) {
      const l = left[i] ?? 0;
      const r = right[i] ?? 0;
      side[i] = l - r;
      mid[i] = (l + r) >> 1;
    }
    // The decorrelation is chosen by the cheap residual measure; only its two channels are coded.
    const candidate = (samples: Int32Array, bits: number) => ({ samples, bits, ...bestFixedOrder(samples) });
    const l = candidate(left, BITS_PER_SAMPLE);
    const r = candidate(right, BITS_PER_SAMPLE);
    const s = candidate(side, BITS_PER_SAMPLE + 1);
    const m = candidate(mid, BITS_PER_SAMPLE);
    const options: [Decorrelation, typeof l, typeof l][] = [
      ['independent', l, r],
      ['left-side', l, s],
      ['side-right', s, r],
      ['mid-side', m, s],
    ];
    const best = options.reduce((a, b) => (b[1].score + b[2].score < a[1].score + a[2].score ? b : a));
    assignment = ASSIGNMENT[best[0]];
    coded = [best[1], best[2]].map((c) => ({ samples: c.samples, bits: c.bits, plan: planSubframe(c.samples, c.bits, c.order) }));
  } else {
    assignment = channels.length - 1;
    coded = channels.map((samples) => ({ samples, bits: BITS_PER_SAMPLE, plan: planSubframe(samples, BITS_PER_SAMPLE, bestFixedOrder(samples).order) }));
  }

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
  for (const channel of coded) writeSubframe(writer, channel.samples, channel.bits, channel.plan);
  writer.alignToByte();
  writer.write(crc16(writer.bytesFrom(start)), 16);
}

/** Quantizes to 16 bits and encodes as a FLAC file (one to eight channels of equal length). */
export function encodeFlac16(channels: readonly Float32Array[], sampleRate: number): Uint8Array {
  const count = channels.length;
  const frames = channels[0]?.length ?? 0;
  if (count < 1 || count > 8 || channels.some((c) => c.length !== frames)) throw new RangeError('1 to 8 channels of equal length');
  const writer = new BitWriter();
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
  writer.write(count - 1, 3);
  writer.write(BITS_PER_SAMPLE - 1, 5);
  writer.writeLong(Math.floor(frames / 2 ** 32), 4);
  writer.writeLong(frames % 2 ** 32, 32);
  for (let i = 0; i < 16; i++) writer.write(0, 8);

  for (let frame = 0, offset = 0; offset < frames; frame++, offset += BLOCK_SIZE) {
    const size = Math.min(BLOCK_SIZE, frames - offset);
    const block = channels.map((data) => {
      const samples = new Int32Array(size);
      for (let i = 0; i < size; i++) samples[i] = quantize16(data[offset + i] ?? 0);
      return samples;
    });
    writeFrame(writer, frame, sampleRate, block);
  }
  return writer.result();
}
