/**
 * The headphone check of Woods et al. (2017), "Headphone screening to facilitate web-based
 * auditory experiments": three 200 Hz tones, one 6 dB softer and one in antiphase between the
 * ears. Over headphones the soft one is the quietest; over loudspeakers the antiphase tone
 * largely cancels in the air and sounds quietest instead, so a listener on loudspeakers picks
 * it. Pure: the trial is data, rendered to a stereo buffer here.
 */
export type ToneKind = 'normal' | 'soft' | 'antiphase';

/** The three tones of a trial in the order played; exactly one 'soft' and one 'antiphase'. */
export type HeadphoneTrial = readonly [ToneKind, ToneKind, ToneKind];

export const HEADPHONE_TONE = { frequency: 200, seconds: 1, rampSeconds: 0.1, gapSeconds: 0.5, peak: 0.3, softDb: -6 } as const;

/** Every order of the three tones (the six permutations). */
export const HEADPHONE_TRIAL_ORDERS: readonly HeadphoneTrial[] = [
  ['normal', 'soft', 'antiphase'],
  ['normal', 'antiphase', 'soft'],
  ['soft', 'normal', 'antiphase'],
  ['soft', 'antiphase', 'normal'],
  ['antiphase', 'normal', 'soft'],
  ['antiphase', 'soft', 'normal'],
];

/** The right answer: the position (0, 1, 2) of the soft tone. */
export const quietestOf = (trial: HeadphoneTrial): number => trial.indexOf('soft');

/** Two channels: the tones with raised-cosine ramps and gaps; the antiphase tone inverted on the right. */
export function renderHeadphoneTrial(trial: HeadphoneTrial, sampleRate: number): [Float32Array<ArrayBuffer>, Float32Array<ArrayBuffer>] {
  const { frequency, seconds, rampSeconds, gapSeconds, peak, softDb } = HEADPHONE_TONE;
  const tone = Math.round(seconds * sampleRate);
  const ramp = Math.round(rampSeconds * sampleRate);
  const gap = Math.round(gapSeconds * sampleRate);
  const length = 3 * tone + 3 * gap;
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  trial.forEach((kind, n) => {
    const start = n * (tone + gap);
    const amplitude = peak * (kind === 'soft' ? 10 ** (softDb / 20) : 1);
    const sign = kind === 'antiphase' ? -1 : 1;
    for (let i = 0; i < tone; i++) {
      const edge = Math.min(i, tone - 1 - i);
      const envelope = edge >= ramp ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * edge) / ramp);
      const x = amplitude * envelope * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
      left[start + i] = x;
      right[start + i] = sign * x;
    }
  });
  return [left, right];
}

/** Six trials, each order once, shuffled by `random` (0..1); passed with five right. */
export const HEADPHONE_TRIALS = 6;
export const HEADPHONE_PASS = 5;

export function headphoneTrials(random: () => number): HeadphoneTrial[] {
  const trials = [...HEADPHONE_TRIAL_ORDERS];
  for (let i = trials.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [trials[i], trials[j]] = [trials[j] as HeadphoneTrial, trials[i] as HeadphoneTrial];
  }
  return trials.slice(0, HEADPHONE_TRIALS);
}
