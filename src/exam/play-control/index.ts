export { AudioEngineProvider, useAudioEngine, type AudioEngineProviderProps } from './audio-engine-provider';
export { PlayBar, type PlayBarProps } from './play-bar';
export { PlayControl, type PlayControlProps } from './play-control';
export { SoundSettings, type SoundSettingsProps } from './sound-settings';
export type { UserSourceKind } from './sound-choice';
export { useHasKeyboard } from './use-has-keyboard';
export { usePlaybackShortcuts, type PlaybackShortcutHandlers } from './use-playback-shortcuts';
export { audioErrorMessage } from './audio-error-message';
export { activateOnFirstGesture, getSharedAudioEngine } from './shared-engine';
