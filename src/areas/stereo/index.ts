/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { StereoPage as AreaPage } from './stereo-page';
export { stereoDefinition } from './stereo-definition';
export type { StereoAnswer, StereoQuestion } from './stereo-question';
export type { StereoSettings, StereoSettingsDraft } from './stereo-settings';
