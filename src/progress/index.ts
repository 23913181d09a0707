/** The learner's home: a signed-in student's standing in every area and what to do next. */
export { LearnerHome } from './learner-home';
export type { LearnerHomeProps } from './learner-home';
export { fetchOwnProgress } from './progress-api';
export { nextStepPath, ownReportPath } from './next-step';
