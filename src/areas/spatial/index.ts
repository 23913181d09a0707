/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { SpatialPage as AreaPage } from './spatial-page';
export { spatialDefinition } from './spatial-definition';
export type { SpatialAnswer, SpatialQuestion } from './spatial-question';
export type { SpatialSettings, SpatialSettingsDraft } from './spatial-settings';
