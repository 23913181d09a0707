export { SubmissionReviewPage } from './submission-review-page';
