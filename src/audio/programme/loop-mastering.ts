/**
 * What makes a rendered performance a programme loop (the library issue 37 asks for): the tail
 * rendered past the loop's end folded onto its start, so that played round and round it sounds
 * as the performance repeated would; one gain that brings it to the library's loudness without
 * its true peak passing the ceiling; and the figures measured at build time (crest factor, the
 * level step at the loop point against the loop's own variation).
 */
import { gainToDb } from '../../lib/units';
import { meanSquare, peak } from '../analysis/levels';
import { integratedLoudness } from '../analysis/loudness';
import { truePeakDb } from '../analysis/true-peak';

/**
 * One period of a loop from a rendering `loopFrames` long plus its tail: what rings past the end
 * is added onto the start, where the next time round it would sound. The tail may be at most
 * one loop long (a longer one would wrap twice).
 */
export function foldTail(rendered: readonly Float32Array[], loopFrames: number): Float32Array[] {
  return rendered.map((channel) => {
    if (channel.length < loopFrames) throw new RangeError('the rendering is shorter than the loop');
    if (channel.length > 2 * loopFrames) throw new RangeError('the tail is longer than the loop');
    const loop = channel.slice(0, loopFrames);
    for (let i = loopFrames; i < channel.length; i += 1) (loop[i - loopFrames] as number) += channel[i] as number;
    return loop;
  });
}

export interface MasteringGain {
  /** dB to apply to every sample. */
  gainDb: number;
  /** The loudness the loop will have, LUFS. */
  loudness: number;
  /** The true peak it will have, dBTP (read round the loop point). */
  truePeak: number;
  /** True when the ceiling, not the target, set the gain: the loop ends up quieter than the target. */
  peakLimited: boolean;
}

/** The gain that brings a loop to `targetLufs`, or lower if its true peak would pass `ceilingDbtp`. */
export function masteringGain(loop: readonly Float32Array[], sampleRate: number, targetLufs: number, ceilingDbtp: number): MasteringGain {
  const loudness = integratedLoudness(loop, sampleRate);
  const peak = truePeakDb(loop, { periodic: true });
  if (!Number.isFinite(loudness)) throw new RangeError('the loop is silent');
  const toTarget = targetLufs - loudness;
  const gainDb = Math.min(toTarget, ceilingDbtp - peak);
  return { gainDb, loudness: loudness + gainDb, truePeak: peak + gainDb, peakLimited: gainDb < toTarget };
}

/** Peak to RMS over every channel, dB (a sine's is 3.01 dB, a drum kit's 15 to 20). */
export function crestFactorDb(channels: readonly ArrayLike<number>[]): number {
  const samples = channels.reduce((n, channel) => n + channel.length, 0);
  const power = channels.reduce((sum, channel) => sum + meanSquare(channel) * channel.length, 0) / samples;
  return gainToDb(Math.max(...channels.map((channel) => peak(channel))) / Math.sqrt(power));
}

export interface LoopSeam {
  /** dB between the RMS of the last window before the loop point and the first after it. */
  stepDb: number;
  /** The largest such step between neighbouring windows within the loop (a note's onset, say). */
  ownStepDb: number;
}

/**
 * The level step at the loop point (10 ms windows, all channels together) against the loop's
 * own window-to-window steps: a seam that clicks or jumps stands out above the largest of them,
 * where a note that starts on the loop point steps no more than the loop's other onsets.
 */
export function loopSeam(channels: readonly ArrayLike<number>[], sampleRate: number, windowMs = 10): LoopSeam {
  const window = Math.round((windowMs * sampleRate) / 1000);
  const length = channels[0]?.length ?? 0;
  const windows = Math.floor(length / window);
  if (windows < 3) throw new RangeError('the loop is shorter than three windows');
  const levelDb = (start: number) => {
    let sum = 0;
    for (const channel of channels) for (let i = start; i < start + window; i += 1) sum += (channel[(i + length) % length] as number) ** 2;
    return 10 * Math.log10(Math.max(sum / (window * channels.length), 1e-20));
  };
  const levels = Array.from({ length: windows }, (_, k) => levelDb(k * window));
  const steps = levels.slice(1).map((level, k) => Math.abs(level - (levels[k] as number)));
  return { stepDb: Math.abs(levelDb(0) - levelDb(-window)), ownStepDb: Math.max(...steps) };
}
