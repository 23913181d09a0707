export { ReviewList, type ReviewItem, type ReviewListProps } from './review-list';
export { canHearAnswer, reviewProcessing, type FetchReviewAudio, type ReviewHearing, type ReviewSoundSource } from './review-sound';
