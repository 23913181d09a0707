/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { EqPage as AreaPage } from './eq-page';
export { eqDefinition } from './eq-definition';
export type { EqQuestion, EqQuestionBand } from './eq-question';
export type { EqAnswer, EqAnswerBand } from './eq-scoring';
export type { EqSettings, EqSettingsDraft } from './eq-settings';
