export { TimbrePage } from './timbre-page';
