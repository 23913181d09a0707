export { StereoPage } from './stereo-page';
