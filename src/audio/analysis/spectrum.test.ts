import { describe, expect, it } from 'vitest';
import { sine, whiteNoise } from '../testing/signals';
import { meanSquare } from './levels';
import { averagedPowerSpectrum, bandPower, createWindow, magnitudeSpectrum, peakFrequency, powerSpectrum } from './spectrum';

describe('spectrum', () => {
  const rate = 48_000;

  it('reads the amplitude and frequency of a sine', () => {
    const signal = sine(1234.5, 0.25, rate, 65_536);
    const spectrum = magnitudeSpectrum(signal, { sampleRate: rate, size: 65_536, window: 'blackman-harris' });
    expect(peakFrequency(spectrum)).toBeCloseTo(1234.5, 1);
    const bin = Math.round(1234.5 / spectrum.binWidth);
    // Blackman-Harris has < 0.9 dB scalloping; the peak bin is within that of the amplitude.
    expect(spectrum.magnitudes[bin]).toBeGreaterThan(0.25 * 0.9);
    expect(spectrum.magnitudes[bin]).toBeLessThan(0.25 * 1.001);
  });

  it('reads a bin-centred sine at exactly its amplitude', () => {
    const size = 4096;
    const frequency = (100 * rate) / size;
    const spectrum = magnitudeSpectrum(sine(frequency, 0.5, rate, size), { sampleRate: rate, size, window: 'hann' });
    expect(spectrum.magnitudes[100]).toBeCloseTo(0.5, 6);
  });

  it('keeps Parseval: the power bins sum to the mean square', () => {
    const noise = whiteNoise(1 << 16, 7, 0.5);
    const single = powerSpectrum(noise, { sampleRate: rate, size: 1 << 16, window: 'rectangular' });
    const total = single.power.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(meanSquare(noise), 8);
    const welch = averagedPowerSpectrum(noise, { sampleRate: rate, size: 4096 });
    expect(welch.power.reduce((a, b) => a + b, 0) / meanSquare(noise)).toBeCloseTo(1, 1);
  });

  it('sums band power with partial bins', () => {
    const spectrum = { sampleRate: 8, size: 8, binWidth: 1, power: new Float64Array([0, 1, 1, 1, 0]) };
    expect(bandPower(spectrum, 0.5, 3.5)).toBeCloseTo(3, 12);
    expect(bandPower(spectrum, 1, 2)).toBeCloseTo(1, 12);
  });

  it('builds the usual windows', () => {
    const hann = createWindow('hann', 8);
    expect(hann[0]).toBe(0);
    expect(hann[4]).toBeCloseTo(1, 12);
    expect(Array.from(createWindow('rectangular', 4))).toEqual([1, 1, 1, 1]);
  });
});
