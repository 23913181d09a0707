/** The teachers' side of `/api/lti` (src/api-contract/lti/lti-schemas.ts). */
import type { LtiPlatform, LtiPlatformRequest, LtiRegistrationInvitation, LtiTool, Organization } from '../api-contract';
import { apiRequest } from '../lib/api-client';

export const fetchLtiTool = (signal?: AbortSignal): Promise<LtiTool> => apiRequest<LtiTool>('GET', 'lti/tool', { signal });

export const listLtiPlatforms = (signal?: AbortSignal): Promise<LtiPlatform[]> => apiRequest<LtiPlatform[]>('GET', 'lti/platforms', { signal });

export const addLtiPlatform = (request: LtiPlatformRequest): Promise<LtiPlatform> => apiRequest<LtiPlatform>('POST', 'lti/platforms', { body: request });

export const updateLtiPlatform = (id: number, request: LtiPlatformRequest): Promise<LtiPlatform> => apiRequest<LtiPlatform>('PUT', `lti/platforms/${id}`, { body: request });

export async function removeLtiPlatform(id: number): Promise<void> {
  await apiRequest<undefined>('DELETE', `lti/platforms/${id}`);
}

export const listOrganizationsForPlatforms = (signal?: AbortSignal): Promise<Organization[]> => apiRequest<Organization[]>('GET', 'organizations', { signal });

/** A registration URL for one organization: a platform registers itself from it, once (LTI Dynamic Registration). */
export const inviteLtiRegistration = (organizationId: number): Promise<LtiRegistrationInvitation> =>
  apiRequest<LtiRegistrationInvitation>('POST', 'lti/registrations', { body: { organizationId } });
