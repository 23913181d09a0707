/** The profile page's call (docs/architecture.md, The REST API), through the one API client. */
import { apiRequest } from '../lib/api-client';
import type { Me } from '../api-contract';

export function fetchProfile(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('GET', 'me', { signal });
}
