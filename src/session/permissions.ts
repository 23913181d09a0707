/** Permission checks on a list read from the access token's `permissions` claim. */
import { TEACHES_ORGANIZATION_CLAIM } from '../lib/token-claims';

export const ADMIN_PERMISSION = 'read:admin';

export function hasPermissionIn(permissions: readonly string[], permission: string): boolean {
  return permissions.includes(permission);
}

/** True when at least one is held; an empty request is never satisfied. */
export function hasAnyIn(permissions: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((permission) => permissions.includes(permission));
}

/** True when every one is held; an empty request is trivially satisfied. */
export function hasAllIn(permissions: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((permission) => permissions.includes(permission));
}

/**
 * The claims of a JWT, decoded without verification: the API verifies every token, the client
 * only decides what to show. (By hand: a JWT library would verify, which the client cannot.)
 */
export function claimsOfToken(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('The access token is not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** The one organization an access token's teacher is limited to; undefined: none. */
export function teachesOrganizationOf(token: string): string | undefined {
  const value = claimsOfToken(token)[TEACHES_ORGANIZATION_CLAIM];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The `permissions` claim of a JWT access token (`claimsOfToken`). */
export function permissionsFromAccessToken(token: string): string[] {
  const claims = claimsOfToken(token) as { permissions?: unknown };
  if (claims.permissions === undefined) return [];
  if (!Array.isArray(claims.permissions) || !claims.permissions.every((p) => typeof p === 'string')) {
    throw new Error('The permissions claim is not a list of strings');
  }
  return claims.permissions as string[];
}
