export { ClassLearningPanel } from './class-learning-panel';
export { OwnLearningPanel } from './own-learning-panel';
