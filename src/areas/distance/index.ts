export { DistancePage } from './distance-page';
export { distanceDefinition } from './distance-definition';
export type { DistanceAnswer, DistanceQuestion } from './distance-question';
export type { DistanceSettings, DistanceSettingsDraft } from './distance-settings';
