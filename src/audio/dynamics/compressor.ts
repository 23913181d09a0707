/**
 * A feed-forward dynamic range compressor as a pure function on sample buffers: the design
 * Giannoulis, Massberg and Reiss recommend ("Digital Dynamic Range Compressor Design: A
 * Tutorial and Analysis", JAES 60(6), 2012): the level in dB, a static gain computer with
 * threshold, ratio and soft knee (their eq. 4), and the gain reduction smoothed in the log
 * domain by a smooth branching peak detector (their eq. 17), with no make-up gain.
 *
 * Written by hand rather than with `DynamicsCompressorNode`, which adds make-up gain that cannot
 * be turned off, a fixed look-ahead, an adaptive release and a knee that starts above the
 * threshold, and which browsers implement differently: this one runs the same in a browser's
 * worker and in the server's render pool, sample for sample. Stereo is linked: the louder
 * channel's level sets one gain for both, so the image does not move.
 */

export interface CompressorSettings {
  /** Where compression starts (the knee's middle), dBFS. */
  thresholdDb: number;
  /** Input dB per output dB above the threshold: 1 (none) and up. */
  ratio: number;
  /** The soft knee's width, dB (0: a hard knee). */
  kneeDb: number;
  /**
   * Time constants, ms: a step in the gain reduction reaches 1 - 1/e (63.2 %) of its new value
   * after this long, rising (attack) or falling (release).
   */
  attackMs: number;
  releaseMs: number;
}

export interface CompressedSound {
  channels: Float32Array[];
  /** Per sample, dB (0 or more): how far the gain was turned down. */
  gainReductionDb: Float32Array;
}

/** Below this a sample counts as silence (-120 dBFS): log10(0) has no level. */
const LEVEL_FLOOR = 1e-6;

export function checkCompressorSettings({ thresholdDb, ratio, kneeDb, attackMs, releaseMs }: CompressorSettings): void {
  if (!Number.isFinite(thresholdDb)) throw new RangeError('thresholdDb must be a finite number');
  if (!(ratio >= 1) || !Number.isFinite(ratio)) throw new RangeError('ratio must be 1 or more');
  if (!(kneeDb >= 0) || !Number.isFinite(kneeDb)) throw new RangeError('kneeDb must be 0 or more');
  if (!(attackMs > 0) || !(releaseMs > 0) || !Number.isFinite(attackMs) || !Number.isFinite(releaseMs)) {
    throw new RangeError('attackMs and releaseMs must be above 0');
  }
}

/** The gain computer's output level for an input level, both dB (Giannoulis et al., eq. 4). */
export function compressorCurveDb({ thresholdDb, ratio, kneeDb }: Pick<CompressorSettings, 'thresholdDb' | 'ratio' | 'kneeDb'>, levelDb: number): number {
  const over = levelDb - thresholdDb;
  if (2 * over < -kneeDb) return levelDb;
  if (2 * over > kneeDb) return thresholdDb + over / ratio;
  // In the knee: a quadratic that meets both lines with their slopes.
  return levelDb + ((1 / ratio - 1) * (over + kneeDb / 2) ** 2) / (2 * kneeDb);
}

/** The one-pole coefficient of a time constant: exp(-1 / (tau * fs)). */
function smoothing(ms: number, sampleRate: number): number {
  return Math.exp(-1000 / (ms * sampleRate));
}

/** Every channel the same length (that length); a sample rate above 0. */
function checkSignal(channels: readonly Float32Array[], sampleRate: number): number {
  if (!(sampleRate > 0)) throw new RangeError('sampleRate must be above 0');
  const length = channels[0]?.length ?? 0;
  if (channels.some((channel) => channel.length !== length)) throw new RangeError('every channel must have the same length');
  return length;
}

/** The level the detector reads at each frame, dB: the louder channel's magnitude (stereo linked), floored at -120 dBFS. */
export function detectorLevelsDb(channels: readonly Float32Array[], sampleRate: number): Float64Array {
  const levels = new Float64Array(checkSignal(channels, sampleRate));
  for (let n = 0; n < levels.length; n += 1) {
    let peak = 0;
    for (const channel of channels) peak = Math.max(peak, Math.abs(channel[n] as number));
    levels[n] = 20 * Math.log10(Math.max(peak, LEVEL_FLOOR));
  }
  return levels;
}

/**
 * Runs the gain computer and the smoothing over `levelsDb` from a reduction of `fromDb`;
 * writes each frame's reduction into `trace` when given, and returns the last one.
 */
export function smoothGainReduction(levelsDb: Float64Array, sampleRate: number, settings: CompressorSettings, fromDb = 0, trace?: Float32Array): number {
  checkCompressorSettings(settings);
  const attack = smoothing(settings.attackMs, sampleRate);
  const release = smoothing(settings.releaseMs, sampleRate);
  // compressorCurveDb's reduction (level - curve), unrolled: this loop runs many times per question.
  const { thresholdDb, kneeDb } = settings;
  const slope = 1 - 1 / settings.ratio;
  const halfKnee = kneeDb / 2;
  let smoothed = fromDb;
  for (let n = 0; n < levelsDb.length; n += 1) {
    const over = (levelsDb[n] as number) - thresholdDb;
    const target = over <= -halfKnee ? 0 : over >= halfKnee ? slope * over : (slope * (over + halfKnee) ** 2) / (2 * kneeDb);
    // Smooth branching: the attack coefficient while the reduction grows, the release while it falls.
    const a = target > smoothed ? attack : release;
    smoothed = a * smoothed + (1 - a) * target;
    if (trace) trace[n] = smoothed;
  }
  return smoothed;
}

/** `channels` turned down by `gainReductionDb`, frame by frame. */
export function applyGainReduction(channels: readonly Float32Array[], gainReductionDb: Float32Array): Float32Array[] {
  return channels.map((channel) => {
    const out = new Float32Array(channel.length);
    for (let n = 0; n < channel.length; n += 1) out[n] = (channel[n] as number) * 10 ** (-(gainReductionDb[n] as number) / 20);
    return out;
  });
}

/** Compresses `channels` (any number, the same length), which are left as they are; the detector starts at rest. */
export function compress(channels: readonly Float32Array[], sampleRate: number, settings: CompressorSettings): CompressedSound {
  checkCompressorSettings(settings);
  const levels = detectorLevelsDb(channels, sampleRate);
  const gainReductionDb = new Float32Array(levels.length);
  smoothGainReduction(levels, sampleRate, settings, 0, gainReductionDb);
  return { channels: applyGainReduction(channels, gainReductionDb), gainReductionDb };
}
