/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { DistancePage as AreaPage } from './distance-page';
export { distanceDefinition } from './distance-definition';
export type { DistanceAnswer, DistanceQuestion } from './distance-question';
export type { DistanceSettings, DistanceSettingsDraft } from './distance-settings';
