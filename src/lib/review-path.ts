/** A submitted exam's review page (src/review): each question, the answers, and its sound again. */
export const REVIEW_ROUTE = '/review/:submitId';

export const reviewPath = (submitId: string): string => `/review/${encodeURIComponent(submitId)}`;
