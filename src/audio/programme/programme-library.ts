/**
 * The built-in programme library (public/audio/programme/, made by `npm run programme`): short
 * seamless stereo loops of music, written in the repository as note data and rendered through
 * the MuseScore_General soundfont. This module names the loops and says what the build measures
 * of each; the measured figures are in the manifest beside the files.
 */

/** Every loop, in the order the sound choice lists them. */
export const PROGRAMME_LOOP_IDS = [
  'piano',
  'string-quartet',
  'jazz-trio',
  'band',
  'orchestra',
  'acoustic-guitar',
  'drum-kit',
  'jasmine-flower',
] as const;

export type ProgrammeLoopId = (typeof PROGRAMME_LOOP_IDS)[number];

export const isProgrammeLoopId = (value: unknown): value is ProgrammeLoopId =>
  typeof value === 'string' && (PROGRAMME_LOOP_IDS as readonly string[]).includes(value);

/** One band of a loop's long-term spectrum: its ISO nominal centre and its level relative to the loudest band. */
export interface SpectrumBand {
  frequency: number;
  levelDb: number;
}

/** What the build measured of one loop, as decoded from its file. */
export interface ProgrammeLoop {
  id: ProgrammeLoopId;
  /** File name under PROGRAMME_BASE_URL (Ogg/Opus, stereo, 48 kHz). */
  file: string;
  /** Per-instrument stems, file names under PROGRAMME_BASE_URL. */
  stems: readonly { instrument: string; file: string }[];
  durationSeconds: number;
  frames: number;
  bytes: number;
  integratedLufs: number;
  truePeakDbtp: number;
  crestFactorDb: number;
  /** 1/3-octave long-term spectrum, 25 Hz to 20 kHz, the loudest band at 0 dB. */
  thirdOctaveSpectrum: readonly SpectrumBand[];
  /** The level step at the loop point against the loop's own largest 10 ms step (loop-mastering.ts). */
  seam: { stepDb: number; ownStepDb: number };
}

export interface ProgrammeManifest {
  /** The soundfont and its package version. */
  source: string;
  loudnessTargetLufs: number;
  loops: readonly ProgrammeLoop[];
}

/** A stem as the build writes it: one instrument of a loop, at the loop's gain. */
export interface BuiltProgrammeStem {
  instrument: string;
  /** File name under PROGRAMME_BASE_URL; a solo instrument's one stem is the loop's own file. */
  file: string;
  /** The soundfont's presets it plays. */
  sounds: readonly string[];
  bytes: number;
  /** As decoded: how loud the instrument is in the mix. */
  integratedLufs: number;
}

/** What the build records of a loop beyond what every consumer needs: its music and its stems' details. */
export interface BuiltProgrammeLoop extends ProgrammeLoop {
  /** The music and who made it, in English (not shown to students). */
  title: string;
  /** Quarter notes per minute. */
  tempo: number;
  beatsPerBar: number;
  bars: number;
  stems: readonly BuiltProgrammeStem[];
}

export interface BuiltProgrammeManifest extends ProgrammeManifest {
  truePeakCeilingDbtp: number;
  /** Opus bit rates, bits per second: the loops' and the stems'. */
  bitRates: { loop: number; stem: number };
  loops: readonly BuiltProgrammeLoop[];
}

/** Where the browser fetches the loops. */
export const PROGRAMME_BASE_URL = '/audio/programme/';

export const programmeLoopUrl = (id: ProgrammeLoopId): string => `${PROGRAMME_BASE_URL}${id}.opus`;
