/**
 * The admin's student-identity endpoints (docs/architecture.md, The REST API): list users,
 * change one's organization or student id. One small object, so tests hand in a fake.
 */
import { apiRequest } from '../lib/api-client';
import type { Organization, Page, UpdateUserIdentityRequest, UserIdentity, UserIdentityQuery } from '../api-contract';

export interface StudentIdentityApi {
  list(query: UserIdentityQuery, signal: AbortSignal): Promise<Page<UserIdentity>>;
  /** Failures are the caller's to say (a duplicate student id is an answer, not an outage). */
  update(sub: string, changes: UpdateUserIdentityRequest): Promise<UserIdentity>;
  organizations(signal: AbortSignal): Promise<Organization[]>;
}

export const httpStudentIdentityApi: StudentIdentityApi = {
  list(query, signal) {
    return apiRequest<Page<UserIdentity>>('GET', 'users', {
      query: { organization: query.organization, q: query.q, page: query.page, pageSize: query.pageSize },
      signal,
    });
  },
  update(sub, changes) {
    return apiRequest<UserIdentity>('PATCH', `users/${encodeURIComponent(sub)}`, { body: changes, reportErrors: false });
  },
  organizations(signal) {
    return apiRequest<Organization[]>('GET', 'organizations', { signal, reportErrors: false });
  },
};
