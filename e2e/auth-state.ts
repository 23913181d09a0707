/**
 * Signed-in browser states written once per run by `global-setup.ts`:
 * `test.use({ storageState: authStateFile('student') })`. A state holds the identity
 * provider's session cookie, so the SPA signs in silently on load.
 */
import { fileURLToPath } from 'node:url';

export const AUTH_ROLES = ['student', 'student2', 'teacher'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];

/** Under the git-ignored .data/, apart from the servers' own e2e data directory. */
const AUTH_STATE_DIR = fileURLToPath(new URL('../.data/e2e-auth/', import.meta.url));

export function authStateFile(role: AuthRole): string {
  return `${AUTH_STATE_DIR}${role}.json`;
}
