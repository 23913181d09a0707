/**
 * A loop's long-term spectrum in 1/3-octave bands, 25 Hz to 20 kHz (ISO nominal centres), the
 * loudest band at 0 dB: where the music has energy, which decides what EQ can ask on it.
 */
import { averagedPowerSpectrum } from '../analysis/spectrum';
import { thirdOctaveBands } from '../analysis/third-octave';
import type { SpectrumBand } from './programme-library';

/** A band with no energy at all reads this, not -Infinity (which JSON cannot hold). */
const FLOOR_DB = -120;

/** The mean power spectrum of every channel (Welch, Hann, 65536 points at 48 kHz) summed in bands, relative to the loudest band. */
export function thirdOctaveSpectrum(channels: readonly ArrayLike<number>[], sampleRate: number): SpectrumBand[] {
  const spectra = channels.map((channel) => averagedPowerSpectrum(channel, { sampleRate }));
  const first = spectra[0];
  if (!first) throw new RangeError('need at least one channel');
  const power = first.power.map((_, k) => spectra.reduce((sum, spectrum) => sum + (spectrum.power[k] as number), 0) / spectra.length);
  const bands = thirdOctaveBands({ ...first, power }, 25, 20_000);
  const loudest = Math.max(...bands.map((band) => band.power));
  if (!(loudest > 0)) throw new RangeError('the loop is silent');
  return bands.map((band) => ({ frequency: band.nominal, levelDb: Math.max(FLOOR_DB, 10 * Math.log10(band.power / loudest)) }));
}
