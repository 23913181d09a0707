/**
 * Named units. Branded so that a frequency cannot be passed where a gain is expected;
 * conversions between them live here and nowhere else.
 */
export type Decibels = number & { readonly __unit: 'dB' };
export type Hertz = number & { readonly __unit: 'Hz' };
export type Seconds = number & { readonly __unit: 's' };
export type Degrees = number & { readonly __unit: 'deg' };
export type Percent = number & { readonly __unit: '%' };
/** A linear amplitude factor (1 = unity gain). */
export type GainFactor = number & { readonly __unit: 'gain' };

export const dB = (value: number): Decibels => value as Decibels;
export const hz = (value: number): Hertz => value as Hertz;
export const seconds = (value: number): Seconds => value as Seconds;
export const degrees = (value: number): Degrees => value as Degrees;
export const percent = (value: number): Percent => value as Percent;

export function dbToGain(level: Decibels): GainFactor {
  return Math.pow(10, level / 20) as GainFactor;
}

export function gainToDb(gain: number): Decibels {
  return (20 * Math.log10(gain)) as Decibels;
}

export function powerToDb(power: number): Decibels {
  return (10 * Math.log10(power)) as Decibels;
}

export function degreesToRadians(angle: Degrees): number {
  return (angle * Math.PI) / 180;
}

/** Distance between two frequencies in octaves (positive when `b` is above `a`). */
export function octavesBetween(a: Hertz, b: Hertz): number {
  return Math.log2(b / a);
}

/**
 * Q of a peaking filter from its bandwidth in octaves (RBJ cookbook, bandwidth between
 * the midpoint-gain frequencies): Q = 1 / (2 sinh(ln(2)/2 * N)). 1 octave -> 1.414, 1/3 -> 4.318.
 */
export function qFromBandwidth(octaves: number): number {
  return 1 / (2 * Math.sinh((Math.LN2 / 2) * octaves));
}
