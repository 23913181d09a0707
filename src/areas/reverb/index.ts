export { ReverbPage } from './reverb-page';
