export { StereoPage } from './stereo-page';
export { stereoDefinition } from './stereo-definition';
export type { StereoAnswer, StereoQuestion } from './stereo-question';
export type { StereoSettings, StereoSettingsDraft } from './stereo-settings';
