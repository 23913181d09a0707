/** What callers ask for (SourceSpec), what the snapshot shows (SourceInfo), and loading one into material. */
import { dbToGain, type Decibels, type Hertz } from '../../lib/units';
import type { AudioDecoder } from './audio-decoder';
import { loadPinkNoiseBuffer } from './pink-noise-buffer';
import type { SourceMaterial } from './source-material';

export type SourceSpec =
  | { kind: 'pink-noise'; seed?: number }
  | { kind: 'file'; file: File }
  | { kind: 'sine'; frequency: Hertz; level: Decibels }
  | { kind: 'clip'; url: string }
  | { kind: 'buffer'; buffer: AudioBuffer }
  /** Pre-rendered original and processed sound (the server-rendered official-exam seam). */
  | { kind: 'pair'; original: AudioBuffer; processed: AudioBuffer };

export type SourceKind = SourceSpec['kind'];

export type SourceInfo =
  | { kind: 'pink-noise' }
  | { kind: 'file'; name: string; duration: number }
  | { kind: 'sine'; frequency: Hertz; level: Decibels }
  | { kind: 'clip'; url: string; duration: number }
  | { kind: 'buffer'; duration: number }
  | { kind: 'pair'; duration: number };

export interface LoadedSource {
  material: SourceMaterial;
  info: SourceInfo;
}

/** Ordinary programme: its mono downmix is (L + R) / 2. */
const PROGRAMME_MONO_GAIN = 1;
/** Independent channels lose 3 dB in a plain downmix; this keeps mono as loud as stereo. */
const DECORRELATED_MONO_GAIN = Math.SQRT2;

export async function loadSource(spec: SourceSpec, context: BaseAudioContext, decoder: AudioDecoder): Promise<LoadedSource> {
  switch (spec.kind) {
    case 'pink-noise': {
      const buffer = await loadPinkNoiseBuffer(context.sampleRate, spec.seed);
      return { material: { kind: 'buffer', buffer, endless: true, monoGain: DECORRELATED_MONO_GAIN }, info: { kind: 'pink-noise' } };
    }
    case 'sine':
      return {
        material: { kind: 'sine', frequency: spec.frequency, amplitude: dbToGain(spec.level) },
        info: { kind: 'sine', frequency: spec.frequency, level: spec.level },
      };
    case 'file': {
      const buffer = await decoder.decodeFile(spec.file);
      return {
        material: { kind: 'buffer', buffer, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'file', name: spec.file.name, duration: buffer.duration },
      };
    }
    case 'clip': {
      const buffer = await decoder.decodeUrl(spec.url);
      return {
        material: { kind: 'buffer', buffer, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'clip', url: spec.url, duration: buffer.duration },
      };
    }
    case 'buffer':
      return {
        material: { kind: 'buffer', buffer: spec.buffer, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'buffer', duration: spec.buffer.duration },
      };
    case 'pair':
      return {
        material: { kind: 'buffer', buffer: spec.original, processed: spec.processed, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'pair', duration: Math.min(spec.original.duration, spec.processed.duration) },
      };
  }
}
