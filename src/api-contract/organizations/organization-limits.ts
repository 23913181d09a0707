/**
 * An organization's name as a teacher adds or renames one, after trimming: the API refuses any
 * other length (server/api/organizations/organization-store.ts) and the form takes no more.
 */
export const ORGANIZATION_NAME_LIMITS = { min: 1, max: 100 } as const;
