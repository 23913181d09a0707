/**
 * Plain-data descriptions of what the processed branch does. Areas produce these from a
 * question (pure, also on the server); the engine turns them into nodes.
 */
import type { ChannelSide } from '../channel-check';
import type { HeadphoneTrial } from '../headphone-check';
import type { ProgrammeLoopId } from '../programme';
import type { Decibels, Degrees, Hertz, Percent, Seconds } from '../../lib/units';

export interface EqBandSpec {
  frequency: Hertz;
  gain: Decibels;
  q: number;
}

/** Symmetric soft (tanh) and hard clipping add odd harmonics; the asymmetric curve adds even ones too. */
export type DistortionType = 'soft' | 'hard' | 'asymmetric';

export type ProcessorSpec =
  | { kind: 'eq'; bands: readonly EqBandSpec[] }
  | { kind: 'gain'; gain: Decibels }
  /** Equal-power pan; -1 full left, 0 centre, +1 full right. */
  | { kind: 'stereo-pan'; pan: number }
  /** HRTF rendering; azimuth 0 = front, +90 = right; elevation 0 = ear level. */
  | { kind: 'spatial'; azimuth: Degrees; elevation: Degrees }
  /**
   * Source at `distance` metres; level relative to `referenceDistance` by the inverse-distance law.
   * `criticalDistance` (metres, where direct and reverberant levels are equal) defaults to that
   * of a 500 m^3 room with this RT60.
   */
  | { kind: 'distance'; distance: number; referenceDistance: number; roomRt60: Seconds; criticalDistance?: number }
  | { kind: 'reverb'; rt60: Seconds; preDelay: Seconds; mix: Percent }
  /** Mid/side width: 0 % mono, 100 % unchanged, 200 % side doubled. */
  | { kind: 'width'; width: Percent }
  /** Drive calibrated so that a 1 kHz sine comes out with this total harmonic distortion. */
  | { kind: 'distortion'; type: DistortionType; thd: Percent }
  /**
   * The compressor (src/audio/dynamics) run on the whole loop ahead, its threshold set so that
   * the loop's mean gain reduction is `gainReductionDb`, and loudness-matched to the original.
   */
  | { kind: 'dynamics'; gainReductionDb: Decibels; ratio: number; kneeDb: Decibels; attackMs: number; releaseMs: number };

export type ProcessorKind = ProcessorSpec['kind'];

/** A sound an area asks for instead of the user's choice (a sine for loudness, say). */
export type StimulusSpec =
  | { kind: 'sine'; frequency: Hertz; level: Decibels }
  /** Dry test signals for rooms (sources/dry-sources.ts). */
  | { kind: 'pink-bursts' }
  | { kind: 'phrase' }
  /** A trial of the headphone check (headphone-check.ts): three tones, played once. */
  | { kind: 'headphone-trial'; trial: HeadphoneTrial }
  /** A trial of the left/right check (channel-check.ts): one tone in one channel, played once. */
  | { kind: 'channel-tone'; side: ChannelSide }
  /** A recording; `delay` puts silence before it (an official exam's per-question change). */
  | { kind: 'clip'; url: string; delay?: Seconds }
  /** A loop of the built-in programme library (src/audio/programme), played round. */
  | { kind: 'programme'; loop: ProgrammeLoopId }
  /**
   * A question rendered on the server (an official exam): its original and processed sound
   * as encoded files, played as a sample-aligned pair that bypasses the chain. Never made by
   * an area; `key` names the pair (two pairs with the same key are the same sound).
   */
  | { kind: 'rendered'; key: string; original: ArrayBuffer; processed: ArrayBuffer };

/** What a question sounds like: an optional fixed stimulus and the processed branch's chain. */
export interface QuestionProcessing {
  stimulus?: StimulusSpec;
  /** Forces mono (localization areas need one source, not a stereo mix). */
  mono?: boolean;
  chain: readonly ProcessorSpec[];
}

/** True when any of these questions needs a room response synthesised before it can play. */
export function needsRooms(processings: readonly QuestionProcessing[]): boolean {
  return processings.some((p) => p.chain.some((spec) => spec.kind === 'reverb' || spec.kind === 'distance'));
}
