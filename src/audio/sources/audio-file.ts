/**
 * The user's sound file and instrument clips: type and size checks, decoding once (cached),
 * and a length limit. Every failure is an AudioSourceError with a code the UI translates.
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

const CACHE_ENTRIES = 3;

/** Decodes through one context; keeps the last few results so a re-selected file is instant. */
export class AudioDecoder {
  private readonly cache = new Map<string, Promise<AudioBuffer>>();

  constructor(
    private readonly context: BaseAudioContext,
    private readonly options: { fetch?: FetchLike; limits?: AudioFileLimits } = {},
  ) {}

  get limits(): AudioFileLimits {
    return this.options.limits ?? DEFAULT_AUDIO_FILE_LIMITS;
  }

  decodeFile(file: File): Promise<AudioBuffer> {
    const problem = checkAudioFile(file, this.limits);
    if (problem) return Promise.reject(problem);
    const key = `file:${file.name}:${file.size}:${file.lastModified}`;
    return this.cached(key, async () => this.decodeBytes(await file.arrayBuffer()));
  }

  decodeUrl(url: string): Promise<AudioBuffer> {
    const fetchImpl = this.options.fetch;
    if (!fetchImpl) return Promise.reject(new AudioSourceError('fetch-failed', 'no fetch was injected'));
    return this.cached(`url:${url}`, async () => {
      let response: Response;
      try {
        response = await fetchImpl(url);
      } catch (error) {
        throw new AudioSourceError('fetch-failed', String(error));
      }
      if (!response.ok) throw new AudioSourceError('fetch-failed', `HTTP ${response.status}`);
      const type = response.headers.get('content-type') ?? '';
      if (type !== '' && !type.startsWith('audio/') && !type.startsWith('application/ogg') && !type.startsWith('application/octet-stream')) {
        throw new AudioSourceError('unsupported-type', type);
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > this.limits.maxBytes) throw new AudioSourceError('too-large', `${declared} bytes`);
      const bytes = await response.arrayBuffer();
      if (bytes.byteLength > this.limits.maxBytes) throw new AudioSourceError('too-large', `${bytes.byteLength} bytes`);
      return this.decodeBytes(bytes);
    });
  }

  private async decodeBytes(bytes: ArrayBuffer): Promise<AudioBuffer> {
    let buffer: AudioBuffer;
    try {
      buffer = await this.context.decodeAudioData(bytes);
    } catch (error) {
      throw new AudioSourceError('decode-failed', String(error));
    }
    if (buffer.length === 0) throw new AudioSourceError('decode-failed', 'no samples');
    if (buffer.duration > this.limits.maxSeconds) throw new AudioSourceError('too-long', `${buffer.duration.toFixed(1)} s`);
    return buffer;
  }

  private cached(key: string, load: () => Promise<AudioBuffer>): Promise<AudioBuffer> {
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const pending = load();
    this.cache.set(key, pending);
    // A failure is not cached: the next attempt tries again.
    pending.catch(() => this.cache.delete(key));
    while (this.cache.size > CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return pending;
  }
}
