/** Why a source could not be loaded; the UI translates the code. */
export type AudioSourceErrorCode = 'unsupported-type' | 'too-large' | 'too-long' | 'decode-failed' | 'fetch-failed';

export class AudioSourceError extends Error {
  override readonly name = 'AudioSourceError';

  constructor(
    readonly code: AudioSourceErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

export function isAudioSourceError(error: unknown): error is AudioSourceError {
  return error instanceof AudioSourceError;
}
