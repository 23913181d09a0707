export { SpatialPage } from './spatial-page';
export { spatialDefinition } from './spatial-definition';
export type { SpatialAnswer, SpatialQuestion } from './spatial-question';
export type { SpatialSettings, SpatialSettingsDraft } from './spatial-settings';
