/**
 * Dry test signals for reverberation and distance: pink-noise bursts (the decay is heard in the
 * gaps) and a plucked phrase (plucked-phrase.ts: an instrument-like tone with a sharp attack and
 * a quick decay). Both are periodic in the buffer's length, like the pink noise they build on, so
 * a loop of them has no seam and a server render of one period is the same sound. The phrase is
 * a module of its own so that the exam page, which makes the bursts ahead with its pink noise
 * (pink-noise-buffer.ts), does not load it: it comes with the engine that plays it.
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

/** A loop of four patterns (about 11 s) for the browser, where any length loops. */
export function dryLoopLength(sampleRate: number): number {
  return Math.round(4 * DRY_PATTERN_SECONDS * sampleRate);
}
