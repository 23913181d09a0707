/** The area's page, under the name every area's public face gives it (see src/app/area-pages.ts). */
export { ReverbPage as AreaPage } from './reverb-page';
export { reverbDefinition } from './reverb-definition';
export type { ReverbAnswer, ReverbQuestion } from './reverb-question';
export type { ReverbSettings, ReverbSettingsDraft } from './reverb-settings';
