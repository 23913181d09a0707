/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { LoudnessPage as AreaPage } from './loudness-page';
export { loudnessDefinition } from './loudness-definition';
export type { LoudnessQuestion } from './loudness-question';
export type { LoudnessAnswer } from './loudness-scoring';
export type { LoudnessSettings, LoudnessSettingsDraft } from './loudness-settings';
