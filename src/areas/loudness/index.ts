export { LoudnessPage } from './loudness-page';
