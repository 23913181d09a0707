export { DistancePage } from './distance-page';
