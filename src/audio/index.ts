/** The Web Audio engine: plain TypeScript, no UI. Error codes are translated by the UI. */
export { AudioEngine, type AudioEngineOptions } from './engine';
export {
  initialSnapshot,
  VOLUME_RANGE_DB,
  type AudioEngineApi,
  type AudioEngineError,
  type AudioEngineErrorCode,
  type AudioEngineSnapshot,
  type LevelMatchState,
  type LevelMatchStatus,
  type ProcessedMeter,
  type ProcessingStatus,
  type PrepareOptions,
  type SetProcessingOptions,
  type SourceStatus,
  type TransportState,
} from './engine-types';
export { DeferredAudioEngine, type DeferredEngineOptions } from './deferred-engine';
export { AbCrossfade, type Branch, type FadeLaw } from './ab-crossfade';
export { ChannelStage, type ChannelMode } from './channel-stage';
export { fadeLawFor } from './fade-law';
export { measureLevelMatch, MAX_LEVEL_MATCH_DB, type LevelMatchInput, type LevelMatchOptions, type LevelMatchResult } from './level-match';
export { createGain, initParam, rampParam, SWITCH_FADE_SECONDS, VOLUME_RAMP_SECONDS, type RampOptions } from './param-ramp';
export { atAudioTime } from './audio-clock';
export {
  ACCEPTED_AUDIO_EXTENSIONS,
  AUDIO_FILE_ACCEPT,
  AudioSourceError,
  checkAudioFile,
  DEFAULT_AUDIO_FILE_LIMITS,
  isAcceptedAudioType,
  isAudioSourceError,
  loadPinkNoiseBuffer,
  preparePinkNoise,
  type AudioFileLimits,
  type AudioSourceErrorCode,
  type FetchLike,
  type SourceInfo,
  type SourceKind,
  type SourceSpec,
} from './sources';
export {
  createImpulseResponseSynthesizer,
  loadImpulseResponse,
  MAX_RT60,
  MIN_RT60,
  synthesizeImpulseResponse,
  toAudioBuffer,
  type ImpulseResponseData,
  type ImpulseResponseRequest,
  type ImpulseResponseSynthesizer,
  type SynthesisOptions,
} from './impulse-response';
export {
  HEADPHONE_PASS,
  HEADPHONE_TRIAL_SECONDS,
  HEADPHONE_TRIALS,
  headphoneTrials,
  quietestOf,
  type HeadphoneTrial,
} from './headphone-check';
export { CHANNEL_SIDES, CHANNEL_TONE, channelTrials, type ChannelSide } from './channel-check';
