export { AudioEngineProvider, useAudioEngine, type AudioEngineProviderProps } from './audio-engine-provider';
export { PlayControl, type PlayControlProps } from './play-control';
export type { UserSourceKind } from './source-picker';
export { usePlaybackShortcuts, type PlaybackShortcutHandlers } from './use-playback-shortcuts';
export { audioErrorMessage } from './audio-error-message';
export { activateOnFirstGesture, getSharedAudioEngine } from './shared-engine';
