export { ReverbPage } from './reverb-page';
export { reverbDefinition } from './reverb-definition';
export type { ReverbAnswer, ReverbQuestion } from './reverb-question';
export type { ReverbSettings, ReverbSettingsDraft } from './reverb-settings';
