/** The profile calls of the first sign-in (docs/architecture.md, The REST API). */
import { apiRequest } from '../lib/api-client';
import type { Me, Organization, UpdateMeRequest } from '../lib/api-types';

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('GET', 'me', { signal });
}

export function fetchOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiRequest<Organization[]>('GET', 'organizations', { signal });
}

export function updateMe(request: UpdateMeRequest): Promise<Me> {
  return apiRequest<Me>('PUT', 'me', { body: request, reportErrors: false });
}

/** A profile is complete once it has both a student id and an organization. */
export function needsProfile(me: Pick<Me, 'studentId' | 'organization'>): boolean {
  return !me.studentId?.trim() || !me.organization?.trim();
}
