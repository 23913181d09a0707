export { EqPage } from './eq-page';
export { eqDefinition } from './eq-definition';
export type { EqQuestion, EqQuestionBand } from './eq-question';
export type { EqAnswer, EqAnswerBand } from './eq-scoring';
export type { EqSettings, EqSettingsDraft } from './eq-settings';
