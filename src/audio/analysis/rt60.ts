/**
 * Reverberation time from an impulse response: Schroeder backward integration of the squared
 * response (the energy decay curve), then T30: a least-squares line through the decay from
 * -5 dB to -35 dB, extrapolated to 60 dB of decay (ISO 3382-1).
 */
import { octaveBand, RT60_BAND_CENTRES } from './octave-bands';

export interface DecayFit {
  /** Seconds for 60 dB of decay. */
  rt60: number;
  /** dB per second (negative). */
  slope: number;
  /** Coefficient of determination of the fit; near 1 for a clean exponential decay. */
  r2: number;
}

export interface BandReverberation extends DecayFit {
  centre: number;
}

/** Energy decay curve in dB, 0 dB at the first sample. */
export function schroederDecayDb(samples: ArrayLike<number>): Float64Array {
  const curve = new Float64Array(samples.length);
  let sum = 0;
  for (let n = samples.length - 1; n >= 0; n--) {
    const x = samples[n] as number;
    sum += x * x;
    curve[n] = sum;
  }
  const total = curve[0] ?? 0;
  if (!(total > 0)) throw new RangeError('the impulse response is silent');
  for (let n = 0; n < curve.length; n++) curve[n] = 10 * Math.log10((curve[n] as number) / total);
  return curve;
}

/** Line fit of the decay between `from` and `to` dB (e.g. -5 and -35 for T30). */
export function fitDecay(curveDb: Float64Array, sampleRate: number, from = -5, to = -35): DecayFit {
  const first = curveDb.findIndex((value) => value <= from);
  const last = curveDb.findIndex((value) => value <= to);
  if (first < 0 || last < 0 || last - first < 2) {
    throw new RangeError(`the decay does not reach ${to} dB; measure a longer response`);
  }
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  const count = last - first + 1;
  for (let n = first; n <= last; n++) {
    const x = n / sampleRate;
    const y = curveDb[n] as number;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    syy += y * y;
  }
  const covariance = sxy - (sx * sy) / count;
  const varianceX = sxx - (sx * sx) / count;
  const varianceY = syy - (sy * sy) / count;
  const slope = covariance / varianceX;
  return { rt60: -60 / slope, slope, r2: (covariance * covariance) / (varianceX * varianceY) };
}

/** T30 of a (broadband or already band-filtered) impulse response. */
export function t30(samples: ArrayLike<number>, sampleRate: number): DecayFit {
  return fitDecay(schroederDecayDb(samples), sampleRate, -5, -35);
}

/** T30 in each octave band (125 Hz to 4 kHz unless given). */
export function t30PerOctaveBand(
  samples: ArrayLike<number>,
  sampleRate: number,
  centres: readonly number[] = RT60_BAND_CENTRES,
): BandReverberation[] {
  return centres.map((centre) => ({ centre, ...t30(octaveBand(samples, centre, sampleRate), sampleRate) }));
}
