/**
 * A synthetic drum loop for the compressor's tests, where a decoded programme loop is not at
 * hand: two bars at 120 bpm of kick (a falling sine), snare (a noise burst) and closed hi-hat
 * (a short noise tick) over a quiet bass line, stereo, seeded. Its crest factor (about 15 dB) is
 * a real kit's, which is what the compressor's questions need.
 */
import { createRng } from '../../../lib/rng';

export function drumLoop(sampleRate: number, seconds = 4): Float32Array<ArrayBuffer>[] {
  const length = Math.round(seconds * sampleRate);
  const rng = createRng(37);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const beat = sampleRate / 2;
  const add = (at: number, frames: number, gainLeft: number, gainRight: number, sample: (t: number) => number): void => {
    for (let i = 0; i < frames; i++) {
      const n = (Math.round(at) + i) % length;
      const x = sample(i / sampleRate);
      left[n] = (left[n] as number) + gainLeft * x;
      right[n] = (right[n] as number) + gainRight * x;
    }
  };
  const noise = (): number => 2 * rng.next() - 1;
  for (let b = 0; b < seconds * 2; b++) {
    const at = b * beat;
    if (b % 2 === 0) add(at, 0.4 * sampleRate, 0.8, 0.8, (t) => Math.exp(-t / 0.09) * Math.sin(2 * Math.PI * (45 * t + 60 * 0.03 * (1 - Math.exp(-t / 0.03)))));
    else add(at, 0.25 * sampleRate, 0.5, 0.45, (t) => Math.exp(-t / 0.05) * (0.7 * noise() + 0.3 * Math.sin(2 * Math.PI * 190 * t)));
    for (const half of [0, 0.5]) add(at + half * beat, 0.05 * sampleRate, 0.12, 0.16, (t) => Math.exp(-t / 0.01) * noise());
  }
  for (let n = 0; n < length; n++) {
    const bass = 0.06 * Math.sin((2 * Math.PI * 55 * n) / sampleRate);
    left[n] = (left[n] as number) + bass;
    right[n] = (right[n] as number) + bass;
  }
  return [left, right];
}
