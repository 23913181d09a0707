/**
 * A teacher limited to one organization: an LTI instructor holds read:admin for the platform's
 * organization only (server/api/lti/), and any identity provider may say the same with the
 * `teaches_organization` claim. Such a teacher reads and sets the students, results and exams of
 * that organization; what concerns every organization (the organizations themselves, the
 * platforms, the shared recordings) stays with the unlimited teachers.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { httpError } from '../http-error';
import { currentUser } from './auth-hooks';
import type { AuthUser } from './token-verifier';

/** The organization a teacher's read:admin covers; null: every one. */
export const teachingScope = (user: AuthUser): string | null => user.teachesOrganization ?? null;

/** onRequest hook (after `requirePermission`): 403 for a teacher limited to one organization. */
export function requireEveryOrganization(): onRequestAsyncHookHandler {
  return async (request) => {
    if (teachingScope(currentUser(request)) !== null) {
      throw httpError(403, 'A teacher signed in from a course manages its own organization only; this concerns every organization');
    }
  };
}

/**
 * The organization filter of a teacher's read: the one asked for, or for a limited teacher their
 * own, whether asked for or not; asking for another is refused.
 */
export function organizationFilter(user: AuthUser, asked: string | undefined): string | undefined {
  const scope = teachingScope(user);
  if (scope === null) return asked;
  if (asked !== undefined && asked !== scope) throw httpError(403, `You teach ${scope} only`);
  return scope;
}

/** Whether a limited teacher may see what belongs to these organizations: only when all are theirs. */
export function coversOrganizations(user: AuthUser, organizations: readonly string[]): boolean {
  const scope = teachingScope(user);
  return scope === null || (organizations.length > 0 && organizations.every((name) => name === scope));
}
