/** What callers ask for (SourceSpec), what the snapshot shows (SourceInfo), and loading one into material. */
import { dbToGain, type Decibels, type Hertz } from '../../lib/units';
import { renderChannelTone, type ChannelSide } from '../channel-check';
import { renderHeadphoneTrial, type HeadphoneTrial } from '../headphone-check';
import { programmeLoopUrl, type ProgrammeLoopId } from '../programme';
import type { AudioDecoder } from './audio-decoder';
import { dryLoopLength } from './dry-sources';
import { loadPinkNoiseBuffer, pinkBurstsBuffer } from './pink-noise-buffer';
import { renderPhrase } from './plucked-phrase';
import type { SourceMaterial } from './source-material';

export type SourceSpec =
  | { kind: 'pink-noise'; seed?: number }
  /** Dry test signals (dry-sources.ts, plucked-phrase.ts): half-second pink-noise bursts, a plucked phrase. */
  | { kind: 'pink-bursts' }
  | { kind: 'phrase' }
  | { kind: 'headphone-trial'; trial: HeadphoneTrial }
  | { kind: 'channel-tone'; side: ChannelSide }
  | { kind: 'file'; file: File }
  | { kind: 'sine'; frequency: Hertz; level: Decibels }
  | { kind: 'clip'; url: string; delay?: number }
  /** A loop of the built-in programme library, played round (endless). */
  | { kind: 'programme'; loop: ProgrammeLoopId }
  | { kind: 'buffer'; buffer: AudioBuffer }
  /** Pre-rendered original and processed sound (the server-rendered official-exam seam). */
  | { kind: 'pair'; original: AudioBuffer; processed: AudioBuffer }
  /** The same as encoded files (FLAC or WAV), decoded here; the bytes are copied, not detached. */
  | { kind: 'encoded-pair'; original: ArrayBuffer; processed: ArrayBuffer };

export type SourceKind = SourceSpec['kind'];

export type SourceInfo =
  | { kind: 'pink-noise' }
  | { kind: 'pink-bursts' }
  | { kind: 'phrase' }
  | { kind: 'headphone-trial' }
  /** Which side is not shown: it is the question. */
  | { kind: 'channel-tone' }
  | { kind: 'file'; name: string; duration: number; channels: number }
  | { kind: 'sine'; frequency: Hertz; level: Decibels }
  | { kind: 'clip'; url: string; duration: number }
  | { kind: 'programme'; loop: ProgrammeLoopId; duration: number }
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

/** Stereo pink noise as material: endless, and decorrelated (so its mono downmix needs sqrt(2)). */
export function pinkNoiseMaterial(buffer: AudioBuffer): SourceMaterial {
  return { kind: 'buffer', buffer, endless: true, monoGain: DECORRELATED_MONO_GAIN };
}

/** A loop of the programme library as material: endless, ordinary programme (the browser's and the server's). */
export function programmeMaterial(buffer: AudioBuffer): SourceMaterial {
  return { kind: 'buffer', buffer, endless: true, monoGain: PROGRAMME_MONO_GAIN };
}

/** Built-in sounds the user may pick (no file, no decoding). */
export const BUILT_IN_SOURCES = ['pink-noise', 'pink-bursts', 'phrase'] as const;
export type BuiltInSource = (typeof BUILT_IN_SOURCES)[number];

export function isBuiltInSource(kind: string): kind is BuiltInSource {
  return (BUILT_IN_SOURCES as readonly string[]).includes(kind);
}

function bufferOf(channels: readonly Float32Array<ArrayBuffer>[], sampleRate: number): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: channels.length, length: channels[0]?.length ?? 1, sampleRate });
  channels.forEach((data, channel) => buffer.copyToChannel(data, channel));
  return buffer;
}

/** `buffer` after `seconds` of silence (the same buffer when there is none). */
export function delayed(buffer: AudioBuffer, seconds: number): AudioBuffer {
  const frames = Math.round(seconds * buffer.sampleRate);
  if (frames <= 0) return buffer;
  const out = new AudioBuffer({ numberOfChannels: buffer.numberOfChannels, length: buffer.length + frames, sampleRate: buffer.sampleRate });
  for (let c = 0; c < buffer.numberOfChannels; c++) out.copyToChannel(buffer.getChannelData(c), c, frames);
  return out;
}

/** Pink-noise bursts as endless material (decorrelated stereo, like the noise they gate). */
export function pinkBurstsMaterial(noise: AudioBuffer): SourceMaterial {
  return { kind: 'buffer', buffer: pinkBurstsBuffer(noise), endless: true, monoGain: DECORRELATED_MONO_GAIN };
}

/** The plucked phrase as endless mono material, `length` frames per loop. */
export function phraseMaterial(sampleRate: number, length = dryLoopLength(sampleRate)): SourceMaterial {
  return { kind: 'buffer', buffer: bufferOf([renderPhrase(length, sampleRate)], sampleRate), endless: true, monoGain: PROGRAMME_MONO_GAIN };
}

export async function loadSource(spec: SourceSpec, context: BaseAudioContext, decoder: AudioDecoder): Promise<LoadedSource> {
  switch (spec.kind) {
    case 'pink-noise': {
      const buffer = await loadPinkNoiseBuffer(context.sampleRate, spec.seed);
      return { material: pinkNoiseMaterial(buffer), info: { kind: 'pink-noise' } };
    }
    case 'pink-bursts':
      return { material: pinkBurstsMaterial(await loadPinkNoiseBuffer(context.sampleRate)), info: { kind: 'pink-bursts' } };
    case 'phrase':
      return { material: phraseMaterial(context.sampleRate), info: { kind: 'phrase' } };
    case 'headphone-trial':
      return {
        material: { kind: 'buffer', buffer: bufferOf(renderHeadphoneTrial(spec.trial, context.sampleRate), context.sampleRate), endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'headphone-trial' },
      };
    case 'channel-tone':
      return {
        material: { kind: 'buffer', buffer: bufferOf(renderChannelTone(spec.side, context.sampleRate), context.sampleRate), endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'channel-tone' },
      };
    case 'sine':
      return {
        material: { kind: 'sine', frequency: spec.frequency, amplitude: dbToGain(spec.level) },
        info: { kind: 'sine', frequency: spec.frequency, level: spec.level },
      };
    case 'file': {
      const buffer = await decoder.decodeFile(spec.file);
      return {
        material: { kind: 'buffer', buffer, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'file', name: spec.file.name, duration: buffer.duration, channels: buffer.numberOfChannels },
      };
    }
    case 'clip': {
      const buffer = delayed(await decoder.decodeUrl(spec.url), spec.delay ?? 0);
      return {
        material: { kind: 'buffer', buffer, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'clip', url: spec.url, duration: buffer.duration },
      };
    }
    case 'programme': {
      const buffer = await decoder.decodeUrl(programmeLoopUrl(spec.loop));
      return {
        material: programmeMaterial(buffer),
        info: { kind: 'programme', loop: spec.loop, duration: buffer.duration },
      };
    }
    case 'buffer':
      return {
        material: { kind: 'buffer', buffer: spec.buffer, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'buffer', duration: spec.buffer.duration },
      };
    case 'encoded-pair': {
      const [original, processed] = await Promise.all([
        decoder.decodeBytes(spec.original.slice(0)),
        decoder.decodeBytes(spec.processed.slice(0)),
      ]);
      return loadSource({ kind: 'pair', original, processed }, context, decoder);
    }
    case 'pair':
      return {
        material: { kind: 'buffer', buffer: spec.original, processed: spec.processed, endless: false, monoGain: PROGRAMME_MONO_GAIN },
        info: { kind: 'pair', duration: Math.min(spec.original.duration, spec.processed.duration) },
      };
  }
}
