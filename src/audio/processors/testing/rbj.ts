/** The RBJ Audio EQ Cookbook peaking filter, computed independently of Web Audio. */

export interface PeakingBand {
  frequency: number;
  gain: number;
  q: number;
}

/** |H(e^jw)| in dB of one RBJ peaking biquad at `frequency`. */
export function rbjPeakingMagnitudeDb(band: PeakingBand, frequency: number, sampleRate: number): number {
  const a = Math.pow(10, band.gain / 40);
  const w0 = (2 * Math.PI * band.frequency) / sampleRate;
  const alpha = Math.sin(w0) / (2 * band.q);
  const cosW0 = Math.cos(w0);
  const b = [1 + alpha * a, -2 * cosW0, 1 - alpha * a] as const;
  const d = [1 + alpha / a, -2 * cosW0, 1 - alpha / a] as const;
  const w = (2 * Math.PI * frequency) / sampleRate;
  const evaluate = (c: readonly [number, number, number]): number => {
    const re = c[0] + c[1] * Math.cos(w) + c[2] * Math.cos(2 * w);
    const im = -c[1] * Math.sin(w) - c[2] * Math.sin(2 * w);
    return Math.hypot(re, im);
  };
  return 20 * Math.log10(evaluate(b) / evaluate(d));
}

/** Response in dB of several peaking bands in series. */
export function rbjChainMagnitudeDb(bands: readonly PeakingBand[], frequency: number, sampleRate: number): number {
  return bands.reduce((sum, band) => sum + rbjPeakingMagnitudeDb(band, frequency, sampleRate), 0);
}
