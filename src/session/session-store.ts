/** Application session state in a vanilla Zustand store, usable without React. */
import { createStore } from 'zustand/vanilla';
import { hasAllIn, hasAnyIn, hasPermissionIn } from './permissions';

export interface SessionUser {
  sub?: string;
  name: string;
  email?: string;
  /**
   * The one organization a teacher's read:admin covers (an LTI instructor's; the token's
   * `teaches_organization`, server/api/auth/teaching-scope.ts); absent, every organization.
   */
  teachesOrganization?: string;
}

export interface GlobalError {
  /** HTTP-like status; absent for errors without one. Picks the snackbar's colour and icon. */
  status?: number | null;
  message: string;
}

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface IdleState {
  /** True while the session-timeout warning is shown. */
  warning: boolean;
  /** Whole seconds until sign-out, while warning. */
  remainingSeconds: number;
}

export interface SessionState {
  authStatus: AuthStatus;
  user: SessionUser | null;
  permissions: readonly string[];
  error: GlobalError | null;
  /** Detail shown in the backend-error dialog; null when closed. */
  backendError: string | null;
  idle: IdleState;
}

export const initialSessionState: SessionState = {
  authStatus: 'loading',
  user: null,
  permissions: [],
  error: null,
  backendError: null,
  idle: { warning: false, remainingSeconds: 0 },
};

export const sessionStore = createStore<SessionState>()(() => initialSessionState);

export function setError(error: GlobalError): void {
  sessionStore.setState({ error: { status: error.status ?? null, message: error.message } });
}

export function clearError(): void {
  sessionStore.setState({ error: null });
}

export function showBackendError(detail: string): void {
  sessionStore.setState({ backendError: detail });
}

export function clearBackendError(): void {
  sessionStore.setState({ backendError: null });
}

export function setSignedIn(user: SessionUser, permissions: readonly string[]): void {
  sessionStore.setState({ authStatus: 'authenticated', user, permissions: [...permissions] });
}

export function setSignedOut(): void {
  sessionStore.setState({
    authStatus: 'anonymous',
    user: null,
    permissions: [],
    idle: { warning: false, remainingSeconds: 0 },
  });
}

export function setPermissions(permissions: readonly string[]): void {
  sessionStore.setState({ permissions: [...permissions] });
}

export function clearPermissions(): void {
  sessionStore.setState({ permissions: [] });
}

export function setIdleState(idle: IdleState): void {
  const current = sessionStore.getState().idle;
  if (current.warning === idle.warning && current.remainingSeconds === idle.remainingSeconds) return;
  sessionStore.setState({ idle });
}

export function hasPermission(permission: string): boolean {
  return hasPermissionIn(sessionStore.getState().permissions, permission);
}

export function hasAny(permissions: readonly string[]): boolean {
  return hasAnyIn(sessionStore.getState().permissions, permissions);
}

export function hasAll(permissions: readonly string[]): boolean {
  return hasAllIn(sessionStore.getState().permissions, permissions);
}

/** Back to the initial state (tests reset the store between cases). */
export function resetSession(): void {
  sessionStore.setState(initialSessionState, true);
}
