export { EqPage } from './eq-page';
