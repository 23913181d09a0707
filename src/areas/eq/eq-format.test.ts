import { describe, expect, it } from 'vitest';
import { formatBandRuns, formatFrequency, formatGain, formatOctaves } from './eq-format';

describe('EQ formatting', () => {
  it('writes ISO frequencies the way they are labelled', () => {
    expect([31.5, 63, 1000, 1250, 12500, 16000].map(formatFrequency)).toEqual(['31.5 Hz', '63 Hz', '1 kHz', '1.25 kHz', '12.5 kHz', '16 kHz']);
  });

  it('signs gains with a true minus', () => {
    expect([12, -3, 0].map(formatGain)).toEqual(['+12 dB', '\u22123 dB', '0 dB']);
  });

  it('rounds octaves to thirds, since ISO centres sit a third apart', () => {
    expect([1, -2, Math.log2(1250 / 1000), Math.log2(1600 / 1000), Math.log2(2500 / 1000)].map(formatOctaves)).toEqual(['1', '2', '1/3', '2/3', '1 1/3']);
  });

  it('names some bands of a list as runs of neighbours', () => {
    const all = [500, 630, 800, 1000, 1250, 1600, 2000];
    expect(formatBandRuns(all, [500, 630, 800, 1000, 1600, 2000])).toBe('500 Hz – 1 kHz, 1.6 kHz – 2 kHz');
    expect(formatBandRuns(all, [630, 1250])).toBe('630 Hz, 1.25 kHz');
  });
});
