/**
 * The user's sound file and instrument clips: type and size checks, decoding once (cached,
 * in audio-decoder.ts), and a length limit. Every failure is an AudioSourceError with a code
 * the UI translates.
 */
import { AudioSourceError } from './source-errors';

export interface AudioFileLimits {
  maxBytes: number;
  maxSeconds: number;
}

/** Documented limits: 100 MB and 15 minutes (15 min of 48 kHz stereo is ~350 MB decoded). */
export const DEFAULT_AUDIO_FILE_LIMITS: AudioFileLimits = { maxBytes: 100 * 1024 * 1024, maxSeconds: 15 * 60 };

export const ACCEPTED_AUDIO_EXTENSIONS = ['.wav', '.ogg', '.mp3'] as const;

const ACCEPTED_MIME_TYPES = [
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/ogg',
  'application/ogg',
  'audio/vorbis',
  'audio/opus',
  'audio/mpeg',
  'audio/mp3',
  'audio/mpeg3',
  'audio/x-mpeg-3',
];

/** For `<input type="file" accept>`: the extensions plus their usual MIME types. */
export const AUDIO_FILE_ACCEPT = [...ACCEPTED_AUDIO_EXTENSIONS, 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/mpeg'].join(',');

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Accepted when the extension is .wav, .ogg or .mp3 and the MIME type, if any, agrees. */
export function isAcceptedAudioType(name: string, mimeType: string): boolean {
  if (!(ACCEPTED_AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(name))) return false;
  const mime = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mime === '' || ACCEPTED_MIME_TYPES.includes(mime);
}

/** The check that needs no decoding; null when the file may be decoded. */
export function checkAudioFile(file: FileLike, limits: AudioFileLimits = DEFAULT_AUDIO_FILE_LIMITS): AudioSourceError | null {
  if (!isAcceptedAudioType(file.name, file.type)) return new AudioSourceError('unsupported-type', file.name);
  if (file.size > limits.maxBytes) return new AudioSourceError('too-large', `${file.size} bytes`);
  return null;
}

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;
