/**
 * Calibration of synthesised impulse responses: measures one octave band's T30 as ISO 3382
 * does and corrects the band decay constants until every band from 125 Hz to 4 kHz measures
 * its request (see impulse-response-synthesis.ts for why a single noise realisation needs it).
 */
import { octaveBandFilter, OCTAVE_BAND_CENTRES, RT60_BAND_CENTRES, type Section } from './analysis/octave-bands';
import { fitDecay } from './analysis/rt60';

/** Energy blocks of ~1 ms are plenty for a decay of at least 100 ms and far cheaper. */
const BLOCK_SECONDS = 0.001;
const IDENTITY: Section = { b0: 1, b1: 0, b2: 0, a1: 0, a2: 0 };

/** Six second-order sections fused in one pass (state in locals), padded with identities. */
function filterSixSections(data: Float64Array, sections: readonly Section[]): void {
  if (sections.length > 6) throw new RangeError('at most six sections');
  const [s0, s1, s2, s3, s4, s5] = [0, 1, 2, 3, 4, 5].map((i) => sections[i] ?? IDENTITY) as Section[] as [Section, Section, Section, Section, Section, Section];
  let a0 = 0, a1 = 0, b0 = 0, b1 = 0, c0 = 0, c1 = 0, d0 = 0, d1 = 0, e0 = 0, e1 = 0, f0 = 0, f1 = 0; // prettier-ignore
  for (let n = 0; n < data.length; n++) {
    const x = data[n] as number;
    const u = s0.b0 * x + a0;
    a0 = s0.b1 * x - s0.a1 * u + a1;
    a1 = s0.b2 * x - s0.a2 * u;
    const v = s1.b0 * u + b0;
    b0 = s1.b1 * u - s1.a1 * v + b1;
    b1 = s1.b2 * u - s1.a2 * v;
    const w = s2.b0 * v + c0;
    c0 = s2.b1 * v - s2.a1 * w + c1;
    c1 = s2.b2 * v - s2.a2 * w;
    const y = s3.b0 * w + d0;
    d0 = s3.b1 * w - s3.a1 * y + d1;
    d1 = s3.b2 * w - s3.a2 * y;
    const z = s4.b0 * y + e0;
    e0 = s4.b1 * y - s4.a1 * z + e1;
    e1 = s4.b2 * y - s4.a2 * z;
    const o = s5.b0 * z + f0;
    f0 = s5.b1 * z - s5.a1 * o + f1;
    f1 = s5.b2 * z - s5.a2 * o;
    data[n] = o;
  }
}

/**
 * T30 in the octave band `index` of the sum of the bands under their envelopes. Only the band
 * and its two neighbours reach the band filter (the others lie two octaves away), and that sum
 * is measured at a rate of eight times the band's upper edge, whose Nyquist frequency lies
 * above the band above: what folds down from higher still is far down by then. 33 times fewer
 * samples at 125 Hz; agrees with the full-rate measurement within about 0.7 %.
 */
export function measureBandT30(bands: readonly Float32Array[], rates: readonly number[], index: number, sampleRate: number): number {
  const centre = OCTAVE_BAND_CENTRES[index] as number;
  const factor = Math.max(1, Math.floor(sampleRate / (8 * centre * Math.SQRT2)));
  const rate = sampleRate / factor;
  const length = Math.floor((bands[0]?.length ?? 0) / factor);
  const reversed = new Float64Array(length);
  const neighbours = [index - 1, index, index + 1].filter((j) => j >= 0 && j < bands.length);
  const [a, b, c] = [0, 1, 2].map((i) => bands[neighbours[i] ?? -1]) as (Float32Array | undefined)[];
  const [stepA, stepB, stepC] = [0, 1, 2].map((i) => Math.exp(-(rates[neighbours[i] ?? -1] ?? 0) / rate)) as [number, number, number];
  let envelopeA = 1;
  let envelopeB = 1;
  let envelopeC = 1;
  // One fused pass over the (up to) three bands, written time-reversed.
  for (let m = 0, n = 0, r = length - 1; m < length; m++, n += factor, r--) {
    reversed[r] = (a ? (a[n] as number) * envelopeA : 0) + (b ? (b[n] as number) * envelopeB : 0) + (c ? (c[n] as number) * envelopeC : 0);
    envelopeA *= stepA;
    envelopeB *= stepB;
    envelopeC *= stepC;
  }
  // Filtering the reversed signal puts the filter's ringing before the decay (as octaveBand does).
  filterSixSections(reversed, octaveBandFilter(centre, rate));
  const block = Math.max(1, Math.round(BLOCK_SECONDS * rate));
  const blocks = Math.floor(length / block);
  const curve = new Float64Array(blocks);
  let remaining = 0;
  for (let k = blocks - 1; k >= 0; k--) {
    // Block k of forward time is the mirror range of the reversed array.
    const to = length - k * block;
    for (let i = to - block; i < to; i++) remaining += (reversed[i] as number) * (reversed[i] as number);
    curve[k] = remaining;
  }
  for (let k = 0; k < blocks; k++) curve[k] = 10 * Math.log10((curve[k] as number) / remaining);
  return fitDecay(curve, rate / block).rt60;
}

const CALIBRATED = RT60_BAND_CENTRES.map((centre) => OCTAVE_BAND_CENTRES.indexOf(centre));
const ROUNDS = 3;

export interface Calibration {
  /** Amplitude decay rate (1/s) per band. */
  rates: number[];
  /** Largest |measured / requested - 1| over 125 Hz to 4 kHz, measured at `rates`. */
  worstError: number;
}

/**
 * Decay rates (1/s, amplitude) that make each band from 125 Hz to 4 kHz measure `targets[b]`.
 * Each round measures every calibrated band; all but the last then step the rates: a secant
 * step from the last two measurements when they give a usable slope (T30 falls as the rate
 * rises), else a proportional step (T30 ~ 1/rate), by at most 25 %. Bands outside that range
 * take their nearest calibrated neighbour's relative correction. The last round only measures,
 * so `worstError` describes the rates returned.
 */
export function calibrateDecayRates(bands: readonly Float32Array[], targets: readonly number[], sampleRate: number, tolerance: number): Calibration {
  const requested = targets.map((rt60) => (3 * Math.LN10) / rt60);
  const rates = [...requested];
  const first = CALIBRATED[0] as number;
  const last = CALIBRATED[CALIBRATED.length - 1] as number;
  const previous = new Map<number, { rate: number; t30: number }>();
  let worstError = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const measured = CALIBRATED.map((b) => measureBandT30(bands, rates, b, sampleRate));
    worstError = Math.max(...CALIBRATED.map((b, i) => Math.abs((measured[i] as number) / (targets[b] as number) - 1)));
    if (worstError < tolerance || round === ROUNDS - 1) break;
    CALIBRATED.forEach((b, i) => {
      const rate = rates[b] as number;
      const t30 = measured[i] as number;
      const target = targets[b] as number;
      const before = previous.get(b);
      const slope = before && before.rate !== rate ? (t30 - before.t30) / (rate - before.rate) : 0;
      const step = slope < 0 ? rate - (t30 - target) / slope : rate * (t30 / target);
      previous.set(b, { rate, t30 });
      rates[b] = Math.min(1.25 * rate, Math.max(0.8 * rate, step));
    });
    for (let j = 0; j < rates.length; j++) {
      const anchor = j < first ? first : j > last ? last : -1;
      if (anchor >= 0) rates[j] = (requested[j] as number) * ((rates[anchor] as number) / (requested[anchor] as number));
    }
  }
  return { rates, worstError };
}
