/**
 * The headphone check of Woods, Siegel, Traer & McDermott (2017), "Headphone screening to
 * facilitate web-based auditory experiments", Attention, Perception, & Psychophysics 79(7),
 * 2064-2072, doi:10.3758/s13414-017-1361-2: three 200 Hz tones, one 6 dB softer and one in
 * antiphase between the ears. Over headphones the soft one is the quietest; over loudspeakers
 * the antiphase tone largely cancels in the air and sounds quietest instead, so a listener on
 * loudspeakers picks it. Pure: the trial is data, rendered to a stereo buffer here.
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

/** Two channels: the tones with raised-cosine ramps and gaps between them; the antiphase tone inverted on the right. */
export function renderHeadphoneTrial(trial: HeadphoneTrial, sampleRate: number): [Float32Array<ArrayBuffer>, Float32Array<ArrayBuffer>] {
  const { frequency, seconds, rampSeconds, gapSeconds, peak, softDb } = HEADPHONE_TONE;
  const tone = Math.round(seconds * sampleRate);
  const ramp = Math.round(rampSeconds * sampleRate);
  const gap = Math.round(gapSeconds * sampleRate);
  // Nothing after the last tone: the trial is over when it stops, and the answer may follow at once.
  const length = 3 * tone + 2 * gap;
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

/** Seconds one trial lasts: three tones and the two gaps between them (4 s). */
export const HEADPHONE_TRIAL_SECONDS = 3 * HEADPHONE_TONE.seconds + 2 * HEADPHONE_TONE.gapSeconds;

/**
 * Six trials, each order once, shuffled by `random` (0..1); passed with five right: the form
 * Woods et al. validated, and the shortest one validated at all (in the lab 20 of 20 listeners
 * on headphones passed it and 19 of 20 on loudspeakers failed).
 *
 * Why this test and not the Huggins-pitch test of Milne, Bianco, Poole, Zhao, Oxenham, Billig &
 * Chait (2021), "An online headphone screening test based on dichotic pitch", Behavior Research
 * Methods 53, 1551-1562, doi:10.3758/s13428-020-01514-0: Huggins pitch lets fewer loudspeaker
 * listeners through than antiphase (20 % in their cohort), but it also turns away one
 * headphone listener in five (80 % pass), and its trials are no shorter (three 1 s noises).
 * Here the check is a gate in front of a student's exam in a lab that issues headphones:
 * stopping an honest student who wears them costs more than admitting an occasional
 * loudspeaker listener, who mostly costs only their own score. So: antiphase, six trials,
 * five right, plus one left and one right tone (channel-check.ts), which antiphase cannot test.
 */
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
