/**
 * The plucked phrase, the dry test signal of an instrument (dry-sources.ts has the bursts and the
 * pattern both follow): periodic in the buffer's length, so a loop of it has no seam.
 */
import { patternsIn } from './dry-sources';

/** The phrase's notes in semitones above its root, and the roots (Hz) of its repetitions. */
const PHRASE_NOTES = [0, 4, 7, 12, 7];
const PHRASE_ROOTS_HZ = [261.63, 349.23, 392.0, 293.66];
const NOTE_SPACING_SECONDS = 0.24;
/** Amplitude of the plucked tone's partials (1 / n), and how much faster the upper ones decay. */
const PARTIALS = 8;
const NOTE_DECAY_SECONDS = 0.12;
const NOTE_ATTACK_SECONDS = 0.003;
/** Peak of the phrase relative to full scale. */
const PHRASE_PEAK = 0.5;

/**
 * A plucked phrase, mono: five notes of an arpeggio every 0.24 s, a rest, then the same on the
 * next root (C, F, G, D), one phrase per pattern. Each note is eight harmonics of 1/n
 * amplitude, a 3 ms attack and an exponential decay (time constant 120 ms, faster for the upper
 * partials), so each note stops well before the next: what rings on is the room.
 */
export function renderPhrase(length: number, sampleRate: number): Float32Array<ArrayBuffer> {
  const out = new Float32Array(length);
  const count = patternsIn(length, sampleRate);
  const attack = Math.max(1, Math.round(NOTE_ATTACK_SECONDS * sampleRate));
  const noteFrames = Math.min(length, Math.round(8 * NOTE_DECAY_SECONDS * sampleRate));
  for (let p = 0; p < count; p++) {
    const start = Math.round((p * length) / count);
    const root = PHRASE_ROOTS_HZ[p % PHRASE_ROOTS_HZ.length] ?? 261.63;
    PHRASE_NOTES.forEach((semitones, n) => {
      const frequency = root * 2 ** (semitones / 12);
      const onset = start + Math.round(n * NOTE_SPACING_SECONDS * sampleRate);
      for (let k = 1; k <= PARTIALS && k * frequency < sampleRate / 2.5; k++) {
        const omega = (2 * Math.PI * k * frequency) / sampleRate;
        const decay = 1 / (NOTE_DECAY_SECONDS * sampleRate * (1 + 0.3 * (k - 1)));
        for (let i = 0; i < noteFrames; i++) {
          const envelope = (i < attack ? i / attack : 1) * Math.exp(-i * decay);
          const index = (onset + i) % length;
          out[index] = (out[index] ?? 0) + (envelope * Math.sin(omega * i)) / k;
        }
      }
    });
  }
  let peak = 0;
  for (const sample of out) peak = Math.max(peak, Math.abs(sample));
  if (peak > 0) for (let i = 0; i < length; i++) out[i] = ((out[i] ?? 0) * PHRASE_PEAK) / peak;
  return out;
}
