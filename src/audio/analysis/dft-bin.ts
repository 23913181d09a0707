/**
 * One bin of the discrete Fourier transform of a whole signal. For one period of a periodic
 * signal through a linear filter in steady state, the ratio of two such bins is exactly the
 * filter's response at that bin's frequency: no window, no leakage.
 */
export function dftBinMagnitude(signal: ArrayLike<number>, bin: number): number {
  const n = signal.length;
  const step = (2 * Math.PI * bin) / n;
  let re = 0;
  let im = 0;
  for (let i = 0; i < n; i++) {
    const value = signal[i] ?? 0;
    re += value * Math.cos(step * i);
    im -= value * Math.sin(step * i);
  }
  return Math.hypot(re, im);
}

/** The gain in dB from `input` to `output` at `bin`, averaged in power over the channels. */
export function binGainDb(input: readonly ArrayLike<number>[], output: readonly ArrayLike<number>[], bin: number): number {
  const power = (channels: readonly ArrayLike<number>[]): number => channels.reduce((sum, c) => sum + dftBinMagnitude(c, bin) ** 2, 0);
  return 10 * Math.log10(power(output) / power(input));
}
