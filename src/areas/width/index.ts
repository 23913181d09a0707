/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { WidthPage as AreaPage } from './width-page';
export { widthDefinition, type WidthAnswer } from './width-definition';
export type { WidthQuestion } from './width-question';
export type { WidthSettings, WidthSettingsDraft } from './width-settings';
