/** The learner's home calls (docs/architecture.md, The REST API), through the one API client. */
import { apiRequest } from '../lib/api-client';
import type { OwnProgress } from '../api-contract';

/** `reportErrors: false`: a failure only leaves the home page with its plain area cards. */
export function fetchOwnProgress(signal?: AbortSignal): Promise<OwnProgress> {
  return apiRequest<OwnProgress>('GET', 'me/progress', { signal, reportErrors: false });
}
