import type { JWTPayload } from 'jose';

/**
 * Where an identity provider puts a student's organization and student id in the access token.
 * Auth0 only lets an Action add namespaced custom claims; an Action copies them from the user's
 * `app_metadata` (which the student cannot edit):
 *
 *   api.accessToken.setCustomClaim('https://auricle.app/organization', event.user.app_metadata.organization);
 *   api.accessToken.setCustomClaim('https://auricle.app/student_id', event.user.app_metadata.student_id);
 */
export const IDENTITY_CLAIM_NAMESPACE = 'https://auricle.app/';

export const IDENTITY_CLAIMS = {
  organization: `${IDENTITY_CLAIM_NAMESPACE}organization`,
  studentId: `${IDENTITY_CLAIM_NAMESPACE}student_id`,
} as const;

export { TEACHES_ORGANIZATION_CLAIM } from '../../../src/lib/token-claims';

/** What the token says about the caller's identity; either half may be missing. */
export interface IdentityClaims {
  organization?: string;
  studentId?: string;
}

const claimText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function identityClaimsOf(payload: JWTPayload): IdentityClaims | undefined {
  const organization = claimText(payload[IDENTITY_CLAIMS.organization]);
  const studentId = claimText(payload[IDENTITY_CLAIMS.studentId]);
  if (organization === undefined && studentId === undefined) return undefined;
  return { ...(organization === undefined ? {} : { organization }), ...(studentId === undefined ? {} : { studentId }) };
}
