export { LoudnessPage } from './loudness-page';
export { loudnessDefinition } from './loudness-definition';
export type { LoudnessQuestion } from './loudness-question';
export type { LoudnessAnswer } from './loudness-scoring';
export type { LoudnessSettings, LoudnessSettingsDraft } from './loudness-settings';
