/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { DynamicsPage as AreaPage } from './dynamics-page';
export { dynamicsDefinition } from './dynamics-definition';
export type { DynamicsQuestion } from './dynamics-question';
export type { DynamicsAnswer } from './dynamics-scoring';
export type { DynamicsSettings, DynamicsSettingsDraft } from './dynamics-settings';
