/**
 * The signed-in user's profile calls (docs/architecture.md, The REST API): the first sign-in's,
 * and the profile page's (src/profile/, which may import auth, not the other way round).
 */
import { apiRequest } from '../lib/api-client';
import type { Me, Organization, UpdateMeRequest } from '../api-contract';

/** The signed-in user's profile: `GET /api/me`. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('GET', 'me', { signal });
}

export function fetchOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiRequest<Organization[]>('GET', 'organizations', { signal });
}

export function updateMe(request: UpdateMeRequest): Promise<Me> {
  return apiRequest<Me>('PUT', 'me', { body: request, reportErrors: false });
}

/**
 * A profile is complete once it has both a student id and an organization. Where the identity
 * provider supplies them, there is nothing to ask.
 */
export function needsProfile(me: Pick<Me, 'studentId' | 'organization'> & Partial<Pick<Me, 'identityManaged'>>): boolean {
  if (me.identityManaged) return false;
  return !me.studentId?.trim() || !me.organization?.trim();
}

/** What the student may no longer change: each half is set only once. */
export function lockedProfileFields(me: Pick<Me, 'studentId' | 'organization'>): { studentId: boolean; organization: boolean } {
  return { studentId: Boolean(me.studentId?.trim()), organization: Boolean(me.organization?.trim()) };
}
