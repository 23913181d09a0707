export { TimbrePage } from './timbre-page';
export { timbreDefinition } from './timbre-definition';
export type { TimbreAnswer, TimbreQuestion } from './timbre-question';
export type { TimbreSettings, TimbreSettingsDraft } from './timbre-settings';
