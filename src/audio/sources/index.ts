export {
  ACCEPTED_AUDIO_EXTENSIONS,
  AUDIO_FILE_ACCEPT,
  checkAudioFile,
  DEFAULT_AUDIO_FILE_LIMITS,
  isAcceptedAudioType,
  type AudioFileLimits,
  type FetchLike,
  type FileLike,
} from './audio-file';
export { AudioDecoder } from './audio-decoder';
export { loadSource, type LoadedSource, type SourceInfo, type SourceKind, type SourceSpec } from './load-source';
export { loadPinkNoiseBuffer, preparePinkNoise } from './pink-noise-buffer';
export { AudioSourceError, isAudioSourceError, type AudioSourceErrorCode } from './source-errors';
export { materialDuration, startMaterial, type SourceMaterial } from './source-material';
export { SourcePlayer } from './source-player';
