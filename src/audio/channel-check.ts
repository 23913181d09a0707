/**
 * The left/right channel check: a short tone in one channel only, the other silent. Before a
 * stereo exam it proves that left is left and that both channels sound (a swapped cable or a
 * dead loudspeaker mirrors or empties the stage); inside the headphone check it proves the same
 * of the headphones, which the antiphase trials cannot (they are symmetric). Pure: the trial is
 * data, rendered to a stereo buffer here.
 */
export type ChannelSide = 'left' | 'right';

export const CHANNEL_SIDES: readonly ChannelSide[] = ['left', 'right'];

/**
 * A 500 Hz tone of 0.6 s with 20 ms raised-cosine ramps (no click that a silent channel could
 * still betray), at the headphone tones' peak level.
 */
export const CHANNEL_TONE = { frequency: 500, seconds: 0.6, rampSeconds: 0.02, peak: 0.3 } as const;

/** Two channels: the tone in `side`, exact zeros in the other. */
export function renderChannelTone(side: ChannelSide, sampleRate: number): [Float32Array<ArrayBuffer>, Float32Array<ArrayBuffer>] {
  const { frequency, seconds, rampSeconds, peak } = CHANNEL_TONE;
  const length = Math.round(seconds * sampleRate);
  const ramp = Math.round(rampSeconds * sampleRate);
  const tone = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const edge = Math.min(i, length - 1 - i);
    const envelope = edge >= ramp ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * edge) / ramp);
    tone[i] = peak * envelope * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  }
  const silence = new Float32Array(length);
  return side === 'left' ? [tone, silence] : [silence, tone];
}

/** Each side `perSide` times, shuffled by `random` (0..1), so the order cannot be guessed. */
export function channelTrials(random: () => number, perSide: number): ChannelSide[] {
  const trials = CHANNEL_SIDES.flatMap((side) => Array.from({ length: perSide }, () => side));
  for (let i = trials.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [trials[i], trials[j]] = [trials[j] as ChannelSide, trials[i] as ChannelSide];
  }
  return trials;
}
