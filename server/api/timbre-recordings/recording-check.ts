/**
 * The checks an uploaded instrument recording passes before it is stored: the name says .wav,
 * .ogg or .mp3, the bytes say the same, it is small enough, its header says it is short enough
 * (before anything is decoded), it decodes, and what decoded is short enough too.
 */
import type { RecordingContentType } from '../../../src/api-contract';
import { integratedLoudness } from '../../../src/audio/analysis/loudness';
import { RECORDING_LIMITS } from '../../../src/areas/timbre/recording-limits';
import { httpError } from '../http-error';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { headerDuration } from './header-duration';

export type RecordingType = 'wav' | 'ogg' | 'mp3';

export { RECORDING_LIMITS };

export const CONTENT_TYPES: Record<RecordingType, RecordingContentType> = { wav: 'audio/wav', ogg: 'audio/ogg', mp3: 'audio/mpeg' };

/** What the first bytes say the file is (RIFF/WAVE, OggS, an ID3 tag or an MPEG audio frame). */
export function sniffRecordingType(bytes: Uint8Array): RecordingType | null {
  const text = (from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));
  if (text(0, 4) === 'RIFF' && text(8, 4) === 'WAVE') return 'wav';
  if (text(0, 4) === 'OggS') return 'ogg';
  if (text(0, 3) === 'ID3') return 'mp3';
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  return null;
}

const extensionOf = (fileName: string): string => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

export interface CheckedRecording {
  type: RecordingType;
  durationSeconds: number;
  /** Integrated loudness (BS.1770) of the channels' mean power: a mono clip copied to both sides measures as itself. */
  loudnessLufs: number;
}

/** Decodes a whole file; injected so tests can see which files never reach it. */
export type RecordingDecoder = (bytes: Uint8Array) => Promise<AudioBuffer>;

const decodeWithWebAudio: RecordingDecoder = (bytes) => new (installWebAudioGlobals())(1, 1, 48_000).decodeAudioData(bytes.slice().buffer);

const tooLong = () => httpError(413, `The recording is longer than ${RECORDING_LIMITS.maxSeconds / 60} minutes.`);

/** Resolves to what the recording is; rejects with a message the teacher can act on. */
export async function checkRecording(bytes: Uint8Array, fileName: string, decode: RecordingDecoder = decodeWithWebAudio): Promise<CheckedRecording> {
  const extension = extensionOf(fileName);
  if (!['wav', 'ogg', 'mp3'].includes(extension)) throw httpError(415, 'Please upload a .wav, .ogg or .mp3 file.');
  if (bytes.byteLength > RECORDING_LIMITS.maxBytes) throw httpError(413, `The recording is larger than ${RECORDING_LIMITS.maxBytes / (1024 * 1024)} MB.`);
  const type = sniffRecordingType(bytes);
  if (type !== extension) throw httpError(415, `The file is named .${extension} but is not a ${extension.toUpperCase()} file.`);
  const declared = headerDuration(bytes, type);
  if ('unreadable' in declared) throw httpError(422, `The recording could not be decoded: its header is unreadable (${declared.unreadable}).`);
  if (declared.seconds > RECORDING_LIMITS.maxSeconds) throw tooLong();
  let decoded: AudioBuffer;
  try {
    decoded = await decode(bytes);
  } catch {
    throw httpError(422, 'The recording could not be decoded: the file is damaged or not a sound file.');
  }
  const duration = decoded.duration;
  if (!(duration > 0)) throw httpError(422, 'The recording could not be decoded: it holds no sound.');
  if (duration > RECORDING_LIMITS.maxSeconds) throw tooLong();
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, c) => decoded.getChannelData(c));
  const loudnessLufs = integratedLoudness(channels, decoded.sampleRate, channels.map(() => 1 / channels.length));
  if (!Number.isFinite(loudnessLufs)) throw httpError(422, 'The recording is silent.');
  return { type, durationSeconds: duration, loudnessLufs: Math.round(loudnessLufs * 100) / 100 };
}
