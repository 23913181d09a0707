export { WidthPage } from './width-page';
