/**
 * Measurements of the rendered clips (tests and bench): each note's pitch against its MIDI
 * number, and the clip's integrated loudness. Pure: works on decoded PCM.
 */
import { integratedLoudness, magnitudeSpectrum, peakFrequency } from '../../audio/analysis';
import type { Clip } from './catalogue';

const midiToHz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

/** Cents between a measured frequency and a nominal one. */
export const centsOff = (measured: number, nominal: number): number => 1200 * Math.log2(measured / nominal);

/**
 * Each note's pitch error in cents: the spectrum of the note's steady part (50 ms after its
 * onset, 8192 samples or as many as fit), searched within a semitone of each of the first four
 * harmonics; the strongest of them, divided by its number, is the note's fundamental (a low
 * instrument's first harmonic can be weaker than its second).
 */
export function notePitchErrors(pcm: Float32Array, sampleRate: number, clip: Pick<Clip, 'notes' | 'spacingSeconds'>): number[] {
  return clip.notes.map((note, i) => {
    const start = Math.round((i * clip.spacingSeconds + 0.05) * sampleRate);
    const available = Math.round(clip.spacingSeconds * 0.8 * sampleRate);
    let size = 1024;
    while (size * 2 <= available) size *= 2;
    const spectrum = magnitudeSpectrum(pcm, { sampleRate, start, size: Math.max(1024, size) });
    const nominal = midiToHz(note);
    let best = { magnitude: -1, fundamental: nominal };
    for (let k = 1; k <= 4; k++) {
      const lo = Math.floor((k * nominal * 2 ** (-1 / 12)) / spectrum.binWidth);
      const hi = Math.ceil((k * nominal * 2 ** (1 / 12)) / spectrum.binWidth);
      const band = { ...spectrum, magnitudes: spectrum.magnitudes.map((m, bin) => (bin >= lo && bin <= hi ? m : 0)) };
      const frequency = peakFrequency(band, lo * spectrum.binWidth);
      const magnitude = Math.max(...Array.from(spectrum.magnitudes.subarray(lo, hi + 1)));
      if (magnitude > best.magnitude) best = { magnitude, fundamental: frequency / k };
    }
    return centsOff(best.fundamental, nominal);
  });
}

export function clipLoudness(pcm: Float32Array, sampleRate: number): number {
  return integratedLoudness([pcm], sampleRate);
}
