/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { TimbrePage as AreaPage } from './timbre-page';
export { timbreDefinition } from './timbre-definition';
export type { TimbreAnswer, TimbreQuestion } from './timbre-question';
export type { TimbreSettings, TimbreSettingsDraft } from './timbre-settings';
