/**
 * Decoding the user's file or an instrument clip through one context, with the checks of
 * audio-file.ts. Apart from those checks so that pages showing the file picker do not load it:
 * it comes with the engine.
 */
import { checkAudioFile, DEFAULT_AUDIO_FILE_LIMITS, type AudioFileLimits, type FetchLike } from './audio-file';
import { AudioSourceError } from './source-errors';

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

  /** Decodes encoded audio (the buffer is detached by the browser: pass a copy to keep it). */
  async decodeBytes(bytes: ArrayBuffer): Promise<AudioBuffer> {
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
