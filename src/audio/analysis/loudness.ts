/**
 * ITU-R BS.1770-4 loudness: K-weighting (a high-shelf "head" filter and an RLB high-pass),
 * mean square over 400 ms blocks with 75 % overlap, an absolute gate at -70 LUFS and a
 * relative gate 10 LU below the loudness of the blocks above it. The filter coefficients are
 * derived from the analogue prototypes, so any sample rate works and 48 kHz reproduces the
 * standard's table (the derivation libebur128 and pyloudnorm use).
 */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

export function kWeightingFilters(sampleRate: number): [Biquad, Biquad] {
  const shelfF0 = 1681.974450955533;
  const shelfGain = 3.999843853973347;
  const shelfQ = 0.7071752369554196;
  let k = Math.tan((Math.PI * shelfF0) / sampleRate);
  const vh = Math.pow(10, shelfGain / 20);
  const vb = Math.pow(vh, 0.4996667741545416);
  let a0 = 1 + k / shelfQ + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / shelfQ + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / shelfQ + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / shelfQ + k * k) / a0,
  };
  const highpassF0 = 38.13547087602444;
  const highpassQ = 0.5003270373238773;
  k = Math.tan((Math.PI * highpassF0) / sampleRate);
  a0 = 1 + k / highpassQ + k * k;
  const highpass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / highpassQ + k * k) / a0 };
  return [shelf, highpass];
}

function filter(input: ArrayLike<number>, { b0, b1, b2, a1, a2 }: Biquad): Float64Array {
  const output = new Float64Array(input.length);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i] as number;
    const y = b0 * x + s1;
    s1 = b1 * x - a1 * y + s2;
    s2 = b2 * x - a2 * y;
    output[i] = y;
  }
  return output;
}

export function kWeight(samples: ArrayLike<number>, sampleRate: number): Float64Array {
  const [shelf, highpass] = kWeightingFilters(sampleRate);
  return filter(filter(samples, shelf), highpass);
}

const BLOCK_SECONDS = 0.4;
const STEP_SECONDS = 0.1;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

function loudnessOf(weightedMeanSquare: number): number {
  return -0.691 + 10 * Math.log10(weightedMeanSquare);
}

/**
 * Weighted K-filtered mean square of each 400 ms block (step 100 ms).
 * `weights` per channel: 1 for L, R, C; 1.41 for the surrounds (BS.1770 table 3).
 */
export function blockPowers(
  channels: readonly ArrayLike<number>[],
  sampleRate: number,
  weights: readonly number[] = [],
): Float64Array {
  const length = Math.min(...channels.map((channel) => channel.length));
  const blockLength = Math.round(BLOCK_SECONDS * sampleRate);
  const step = Math.round(STEP_SECONDS * sampleRate);
  const count = length >= blockLength ? Math.floor((length - blockLength) / step) + 1 : 0;
  const blocks = new Float64Array(count);
  const [shelf, highpass] = kWeightingFilters(sampleRate);
  const prefix = new Float64Array(length + 1);
  channels.forEach((channel, index) => {
    kWeightedEnergyPrefix(channel, length, shelf, highpass, prefix);
    const weight = weights[index] ?? 1;
    for (let j = 0; j < count; j++) {
      const energy = (prefix[j * step + blockLength] as number) - (prefix[j * step] as number);
      blocks[j] = (blocks[j] as number) + (weight * energy) / blockLength;
    }
  });
  return blocks;
}

/**
 * `prefix[i]`: the energy of the first i K-weighted samples. Both filters and the sum in one
 * pass, with no intermediate arrays: the server measures every official sound this way.
 */
function kWeightedEnergyPrefix(input: ArrayLike<number>, length: number, shelf: Biquad, highpass: Biquad, prefix: Float64Array): void {
  const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = shelf;
  const { b0: hb0, b1: hb1, b2: hb2, a1: ha1, a2: ha2 } = highpass;
  let s1 = 0;
  let s2 = 0;
  let h1 = 0;
  let h2 = 0;
  let sum = 0;
  prefix[0] = 0;
  for (let i = 0; i < length; i++) {
    const x = input[i] as number;
    const y = sb0 * x + s1;
    s1 = sb1 * x - sa1 * y + s2;
    s2 = sb2 * x - sa2 * y;
    const z = hb0 * y + h1;
    h1 = hb1 * y - ha1 * z + h2;
    h2 = hb2 * y - ha2 * z;
    sum += z * z;
    prefix[i + 1] = sum;
  }
}

/** Integrated (gated) loudness in LUFS; -Infinity when nothing passes the gates. */
export function integratedLoudness(
  channels: readonly ArrayLike<number>[],
  sampleRate: number,
  weights: readonly number[] = [],
): number {
  if (channels.length === 0) throw new RangeError('need at least one channel');
  const blocks = blockPowers(channels, sampleRate, weights);
  const aboveAbsolute = Array.from(blocks).filter((power) => power > 0 && loudnessOf(power) > ABSOLUTE_GATE_LUFS);
  if (aboveAbsolute.length === 0) return -Infinity;
  const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  const relativeGate = loudnessOf(mean(aboveAbsolute)) + RELATIVE_GATE_LU;
  const gated = aboveAbsolute.filter((power) => loudnessOf(power) > relativeGate);
  return gated.length === 0 ? -Infinity : loudnessOf(mean(gated));
}
