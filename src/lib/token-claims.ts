/**
 * A claim of Auricle's own in an access token, read by the API (server/api/auth/) and, to decide
 * what to show, by the SPA: the one organization a teacher's read:admin covers (an LTI
 * instructor's: the platform's; server/api/auth/teaching-scope.ts).
 */
export const TEACHES_ORGANIZATION_CLAIM = 'https://auricle.app/teaches_organization';
