/**
 * Dry test signals for reverberation and distance: pink-noise bursts (the decay is heard in the
 * gaps) and a plucked phrase (an instrument-like tone with a sharp attack and a quick decay).
 * Both are periodic in the buffer's length, like the pink noise they build on, so a loop of
 * them has no seam and a server render of one period is the same sound.
 */

/** One burst and its gap, or one phrase and its rest: about this long. */
export const DRY_PATTERN_SECONDS = 2.7;
/** Noise on for this long in every pattern (ramps included). */
export const BURST_SECONDS = 0.5;
const BURST_RAMP_SECONDS = 0.005;

/** How many whole patterns fit one period of `length` frames (at least one). */
export function patternsIn(length: number, sampleRate: number): number {
  return Math.max(1, Math.round(length / (sampleRate * DRY_PATTERN_SECONDS)));
}

/** Where the bursts of `length` frames lie, and the gate's value `i` frames into one. */
function bursts(length: number, sampleRate: number): { starts: number[]; on: number; gateAt(i: number): number } {
  const count = patternsIn(length, sampleRate);
  const on = Math.round(BURST_SECONDS * sampleRate);
  const ramp = Math.max(1, Math.round(BURST_RAMP_SECONDS * sampleRate));
  return {
    starts: Array.from({ length: count }, (_, p) => Math.round((p * length) / count)),
    on,
    gateAt(i) {
      const edge = Math.min(i, on - 1 - i);
      // As stored in a Float32Array gate: a gate and the noise it switches agree to the bit.
      return Math.fround(edge >= ramp ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * (edge + 0.5)) / ramp));
    },
  };
}

/**
 * The burst gate over `length` frames: 0 or 1, with raised-cosine ramps of 5 ms (short enough
 * to end the burst crisply, long enough not to click), one burst at the start of each pattern.
 */
export function burstGate(length: number, sampleRate: number): Float32Array {
  const gate = new Float32Array(length);
  const { starts, on, gateAt } = bursts(length, sampleRate);
  for (const start of starts) for (let i = 0; i < on; i++) gate[start + i] = gateAt(i);
  return gate;
}

/**
 * Pink noise (one period per channel) switched on and off by `burstGate`, written into
 * `outputs`, which must be silent already (a new buffer is): only the bursts, a fifth of the
 * frames, are touched.
 */
export function gatePinkNoiseInto(channels: readonly Float32Array[], outputs: readonly Float32Array[], sampleRate: number): void {
  const { starts, on, gateAt } = bursts(channels[0]?.length ?? 0, sampleRate);
  channels.forEach((channel, c) => {
    const out = outputs[c];
    if (!out) return;
    for (const start of starts) for (let i = 0; i < on; i++) out[start + i] = (channel[start + i] ?? 0) * gateAt(i);
  });
}

/** Pink noise (one period per channel) switched on and off by `burstGate`; a new array per channel. */
export function gatePinkNoise(channels: readonly Float32Array[], sampleRate: number): Float32Array<ArrayBuffer>[] {
  const outputs = channels.map((channel) => new Float32Array(channel.length));
  gatePinkNoiseInto(channels, outputs, sampleRate);
  return outputs;
}

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

/** A loop of four patterns (about 11 s) for the browser, where any length loops. */
export function dryLoopLength(sampleRate: number): number {
  return Math.round(4 * DRY_PATTERN_SECONDS * sampleRate);
}
