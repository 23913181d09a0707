export { DistortionPage } from './distortion-page';
