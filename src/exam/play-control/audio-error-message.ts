import type { TFunction } from 'i18next';
import { DEFAULT_AUDIO_FILE_LIMITS, type AudioEngineErrorCode, type AudioFileLimits } from '../../audio';

/**
 * The translated message for an engine error. An unsupported file gets the specification's
 * own wording (common:validation.unsupportedFile); the rest live in the `audio` namespace.
 */
export function audioErrorMessage(t: TFunction, code: AudioEngineErrorCode, limits: AudioFileLimits = DEFAULT_AUDIO_FILE_LIMITS): string {
  if (code === 'unsupported-type') return t('common:validation.unsupportedFile');
  return t(`audio:errors.${code}`, {
    megabytes: Math.round(limits.maxBytes / (1024 * 1024)),
    minutes: Math.round(limits.maxSeconds / 60),
  });
}
