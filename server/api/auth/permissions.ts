/** The teachers' permission (Auth0 RBAC): total reports, student identities, recordings. */
export const ADMIN_PERMISSION = 'read:admin';
