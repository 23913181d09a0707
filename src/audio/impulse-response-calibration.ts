/**
 * Calibration of synthesised impulse responses: measures one octave band's T30 as ISO 3382
 * does and corrects the band decay constants until every band from 125 Hz to 4 kHz measures
 * its request (see impulse-response-synthesis.ts for why a single noise realisation needs it).
 */
import { octaveBandFilter, OCTAVE_BAND_CENTRES, RT60_BAND_CENTRES, type Section } from './analysis/octave-bands';
import { fitDecay } from './analysis/rt60';
import { decayedSum, type Band } from './impulse-response-pyramid';

/** Energy blocks of ~1 ms are plenty for a decay of at least 100 ms and far cheaper. */
const BLOCK_SECONDS = 0.001;
/** Long enough for the 125 Hz band filter to ring out (its slowest pole's energy: -60 dB). */
const RING_OUT_SECONDS = 0.05;
const MIN_MEASURING_RATE = 5000;
const SAMPLES_PER_RT60 = 6000;
const MAX_WEIGHT = 1e30;
const WEIGHT_CHUNK = 1024;

/**
 * Runs `data` backwards in time through six second-order sections fused in one pass (state in
 * locals) and adds up each output's square by blocks: `energies[k]` gets samples
 * `start + k x block` to `start + (k + 1) x block - 1`, samples past the last whole block only
 * settle the filter, and what comes out before `start` (the response's first sample) is
 * returned. Backwards puts the filter's ringing before the decay, as octaveBand does.
 */
function blockEnergiesBackward(data: Float32Array, sections: readonly Section[], start: number, block: number, energies: Float64Array): number {
  const [s0, s1, s2, s3, s4, s5] = sections;
  if (!s0 || !s1 || !s2 || !s3 || !s4 || !s5 || sections.length !== 6) throw new RangeError('the band filter has six sections');
  const counted = start + energies.length * block;
  let a0 = 0, a1 = 0, b0 = 0, b1 = 0, c0 = 0, c1 = 0, d0 = 0, d1 = 0, e0 = 0, e1 = 0, f0 = 0, f1 = 0; // prettier-ignore
  let sum = 0;
  let k = energies.length - 1;
  let blockStart = k >= 0 ? counted - block : -1;
  for (let n = data.length - 1; n >= 0; n--) {
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
    const out = s5.b0 * z + f0;
    f0 = s5.b1 * z - s5.a1 * out + f1;
    f1 = s5.b2 * z - s5.a2 * out;
    sum += out * out;
    if (n === counted) sum = 0;
    if (n === blockStart) {
      energies[k--] = sum;
      sum = 0;
      blockStart = k >= 0 ? blockStart - block : -1;
    }
  }
  return sum;
}

/** T30 of one band as measured from the response's first sample, and after silence. */
export interface BandT30 {
  bare: number;
  /**
   * With silence before the response (a reverb's pre-delay), the band filter's ringing out of
   * the abrupt onset adds up to 4 dB to the energy ahead of the decay (125 Hz, RT60 0.3 s), so
   * the -5 to -35 dB fit lands on a later stretch of the same realisation. Same curve, shifted
   * fit range.
   */
  delayed: number;
}

/**
 * What measuring one octave band takes, set up once per noise realisation: the band and its
 * two neighbours (the others lie two octaves away from its filter), each under the envelope of
 * its `base` decay rate, at the measuring rate. That is the band's own rate, whose Nyquist
 * frequency lies at twice the band's upper edge (the band above comes down through the
 * pyramid's half-band filter, so nothing folds into the band), raised towards
 * MIN_MEASURING_RATE while the decay spans fewer than SAMPLES_PER_RT60 samples: where the
 * band filter's ringing is long beside the decay, its shape must follow the full-rate filter's
 * closely (125 Hz, RT60 0.3 s: within 1 % of the full-rate T30 at 6 kHz, 7 % at 750 Hz), and
 * where it is short, the fewer samples are cheaper for the same accuracy (0.3 % at RT60 4 s).
 */
export interface BandMeter {
  rate: number;
  parts: { band: number; base: number; samples: Float32Array }[];
  sections: Section[];
  /** Samples of silence ahead of the response in `scratch`. */
  ringOut: number;
  length: number;
  /** Silence, then the envelope-weighted sum (rewritten by every measurement). */
  scratch: Float32Array;
}

/** Meters for the bands `indices`; a band resampled for one meter serves the others too. */
export function bandMeters(bands: readonly Band[], indices: readonly number[], base: readonly number[]): BandMeter[] {
  const resampled = new Map<string, BandMeter['parts'][number]>();
  const part = (j: number, rate: number): BandMeter['parts'][number] => {
    const band = bands[j] as Band;
    // At its own rate a band needs no resampling, and its weight is then its whole envelope.
    if (band.rate === rate) return { band: j, base: 0, samples: band.samples };
    const key = `${j}@${rate}`;
    const known = resampled.get(key) ?? { band: j, base: base[j] ?? 0, samples: decayedSum(bands, base, j, j, rate).samples };
    resampled.set(key, known);
    return known;
  };
  const meters = indices.map((index) => {
    let rate = bands[index]?.rate ?? 0;
    const rt60 = (3 * Math.LN10) / (base[index] ?? 1);
    while (rate < MIN_MEASURING_RATE && rate * rt60 < SAMPLES_PER_RT60 && bands.some((band) => band.rate === 2 * rate)) rate *= 2;
    const parts = [index - 1, index, index + 1].filter((j) => j >= 0 && j < bands.length).map((j) => part(j, rate));
    const length = parts[0]?.samples.length ?? 0;
    const ringOut = Math.round(RING_OUT_SECONDS * rate);
    const sections = octaveBandFilter(OCTAVE_BAND_CENTRES[index] as number, rate);
    return { rate, parts, sections, ringOut, length };
  });
  // One scratch for all: measurements take turns.
  const scratch = new Float32Array(Math.max(...meters.map((meter) => meter.ringOut + meter.length)));
  return meters.map((meter) => ({ ...meter, scratch: scratch.subarray(0, meter.ringOut + meter.length) }));
}

/**
 * T30 of the metered band with each band under the envelope of `rates`. A resampled band is
 * only reweighted by the change of envelope since the set-up: that change is small and smooth
 * over the interpolator's few taps, so reweighting after the resampling rather than before
 * costs under 0.01 % at RT60 0.1 s (the whole envelope would cost 0.7 %). A band measured at
 * its own rate takes its whole envelope, exactly.
 */
export function measureBandT30(meter: BandMeter, rates: readonly number[]): BandT30 {
  const { rate, parts, ringOut, length, scratch } = meter;
  const [a, b, c] = parts;
  if (!a || !b || !c || parts.length !== 3) throw new RangeError('a band and its two neighbours');
  const [da, db, dc] = [a, b, c].map((part) => ((rates[part.band] ?? 0) - part.base) / rate) as [number, number, number];
  const [sa, sb, sc] = [Math.exp(-da), Math.exp(-db), Math.exp(-dc)];
  scratch.fill(0, 0, ringOut);
  for (let from = 0; from < length; from += WEIGHT_CHUNK) {
    // Exact weights at each chunk's start, capped: a slower decay than the base grows its weight,
    // and where that could overflow, the band's samples have long since underflowed to zero.
    let wa = Math.min(Math.exp(-da * from), MAX_WEIGHT);
    let wb = Math.min(Math.exp(-db * from), MAX_WEIGHT);
    let wc = Math.min(Math.exp(-dc * from), MAX_WEIGHT);
    const to = Math.min(length, from + WEIGHT_CHUNK);
    for (let n = from; n < to; n++) {
      scratch[ringOut + n] = (a.samples[n] as number) * wa + (b.samples[n] as number) * wb + (c.samples[n] as number) * wc;
      wa *= sa;
      wb *= sb;
      wc *= sc;
    }
  }
  const block = Math.max(1, Math.round(BLOCK_SECONDS * rate));
  const curve = new Float64Array(Math.floor(length / block));
  const rung = blockEnergiesBackward(scratch, meter.sections, ringOut, block, curve);
  let remaining = 0;
  for (let k = curve.length - 1; k >= 0; k--) {
    remaining += curve[k] as number;
    curve[k] = remaining;
  }
  for (let k = 0; k < curve.length; k++) curve[k] = 10 * Math.log10((curve[k] as number) / remaining);
  const shift = 10 * Math.log10(1 + rung / remaining);
  return { bare: fitDecay(curve, rate / block).rt60, delayed: fitDecay(curve, rate / block, -5 + shift, -35 + shift).rt60 };
}

const CALIBRATED = RT60_BAND_CENTRES.map((centre) => OCTAVE_BAND_CENTRES.indexOf(centre));
const ROUNDS = 3;

export interface Calibration {
  /** Amplitude decay rate (1/s) per band. */
  rates: number[];
  /** Largest |measured / requested - 1| over 125 Hz to 4 kHz and both readings, at `rates`. */
  worstError: number;
}

/**
 * Decay rates (1/s, amplitude) that make each band from 125 Hz to 4 kHz measure `targets[b]`,
 * both bare and delayed (see BandT30). Each round measures every calibrated band; all but the
 * last then step the rates towards the mean of the two readings: a secant step from the last
 * two measurements when they give a usable slope (T30 falls as the rate rises), else a
 * proportional step (T30 ~ 1/rate), by at most 25 %. Bands outside that range take their
 * nearest calibrated neighbour's relative correction. The last round only measures, so
 * `worstError` describes the rates returned. The bands are resampled for measuring once, before
 * the first round (see bandMeters).
 */
export function calibrateDecayRates(bands: readonly Band[], targets: readonly number[], tolerance: number): Calibration {
  const requested = targets.map((rt60) => (3 * Math.LN10) / rt60);
  const rates = [...requested];
  const first = CALIBRATED[0] as number;
  const last = CALIBRATED[CALIBRATED.length - 1] as number;
  const previous = new Map<number, { rate: number; t30: number }>();
  let worstError = Infinity;
  const meters = bandMeters(bands, CALIBRATED, requested);
  for (let round = 0; round < ROUNDS; round++) {
    const measured = meters.map((meter) => measureBandT30(meter, rates));
    worstError = Math.max(
      ...CALIBRATED.map((b, i) => {
        const { bare, delayed } = measured[i] as BandT30;
        const target = targets[b] as number;
        return Math.max(Math.abs(bare / target - 1), Math.abs(delayed / target - 1));
      }),
    );
    if (worstError < tolerance || round === ROUNDS - 1) break;
    CALIBRATED.forEach((b, i) => {
      const rate = rates[b] as number;
      // Aimed between the two readings, so that both come within the tolerance when they can.
      const { bare, delayed } = measured[i] as BandT30;
      const t30 = (bare + delayed) / 2;
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
