/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { DistortionPage as AreaPage } from './distortion-page';
export { distortionDefinition } from './distortion-definition';
export type { DistortionAnswer, DistortionQuestion } from './distortion-question';
export type { DistortionSettings, DistortionSettingsDraft } from './distortion-settings';
