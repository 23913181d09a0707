export { WidthPage } from './width-page';
export { widthDefinition, type WidthAnswer } from './width-definition';
export type { WidthQuestion } from './width-question';
export type { WidthSettings, WidthSettingsDraft } from './width-settings';
