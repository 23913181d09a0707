/**
 * Signed-in browser states written once per run by `global-setup.ts`:
 * `test.use({ storageState: authStateFile('student') })`. A state holds the identity
 * provider's session cookie, so the SPA signs in silently on load.
 */
import { fileURLToPath } from 'node:url';
import { e2eAuthDir } from './e2e-env.ts';

export const AUTH_ROLES = ['student', 'student2', 'teacher'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];

/** Under the git-ignored .data/, apart from the servers' own e2e data directory. */
const AUTH_STATE_DIR = fileURLToPath(new URL(`../${e2eAuthDir}/`, import.meta.url));

export function authStateFile(role: AuthRole): string {
  return `${AUTH_STATE_DIR}${role}.json`;
}
