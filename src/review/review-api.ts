import { apiRequest } from '../lib/api-client';
import type { SubmissionReview } from '../api-contract';

/** One of the student's own submitted exams, question by question (the page shows its own errors). */
export function fetchSubmissionReview(submitId: string, signal?: AbortSignal): Promise<SubmissionReview> {
  return apiRequest<SubmissionReview>('GET', `me/submissions/${encodeURIComponent(submitId)}/review`, { signal, reportErrors: false });
}
