export { DistortionPage } from './distortion-page';
export { distortionDefinition } from './distortion-definition';
export type { DistortionAnswer, DistortionQuestion } from './distortion-question';
export type { DistortionSettings, DistortionSettingsDraft } from './distortion-settings';
