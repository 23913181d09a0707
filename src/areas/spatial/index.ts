export { SpatialPage } from './spatial-page';
