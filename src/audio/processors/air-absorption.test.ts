import { describe, expect, it } from 'vitest';
import { airAbsorptionFilter, airAttenuationDbPerMetre, AIR_MATCH_FREQUENCY, lowPassGainDb } from './air-absorption';

describe('air absorption (ISO 9613-1)', () => {
  // ISO 9613-2 table 2, 20 °C and 70 % relative humidity, dB/km, at the exact (base-10) midband
  // frequencies of the octaves 125 Hz ... 8 kHz.
  it.each([
    [125, 0.3],
    [250, 1.1],
    [500, 2.8],
    [1000, 5.0],
    [2000, 9.0],
    [4000, 22.9],
    [8000, 76.6],
  ])('at %s Hz, 20 °C, 70 %: %s dB/km', (nominal, expected) => {
    const exact = 1000 * Math.pow(10, Math.round(10 * Math.log10(nominal / 1000)) / 10);
    expect(airAttenuationDbPerMetre(exact, 20, 70) * 1000).toBeCloseTo(expected, 0);
  });

  it('the low-pass matches the air at 8 kHz at any distance', () => {
    for (const distance of [5, 20, 80]) {
      expect(lowPassGainDb(airAbsorptionFilter(distance, 48_000), AIR_MATCH_FREQUENCY, 48_000)).toBeCloseTo(-airAttenuationDbPerMetre(AIR_MATCH_FREQUENCY) * distance, 6);
    }
    expect(airAbsorptionFilter(0.01, 48_000)).toBeNull();
  });

  it('and follows it within 0.5 dB from 500 Hz to 4 kHz up to 30 m', () => {
    for (const distance of [5, 15, 30]) {
      const filter = airAbsorptionFilter(distance, 48_000);
      // Below the matching frequency the f^2 model stays within 0.5 dB of the real air.
      for (const frequency of [500, 1000, 2000, 4000]) {
        const air = -airAttenuationDbPerMetre(frequency) * distance;
        expect(Math.abs(lowPassGainDb(filter, frequency, 48_000) - air)).toBeLessThan(0.5);
      }
    }
  });
});
