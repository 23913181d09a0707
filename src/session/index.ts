export {
  sessionStore,
  setError,
  clearError,
  showBackendError,
  clearBackendError,
  setSignedIn,
  setSignedOut,
  setPermissions,
  clearPermissions,
  hasPermission,
  hasAny,
  hasAll,
  resetSession,
  initialSessionState,
} from './session-store';
export type { SessionState, SessionUser, GlobalError, AuthStatus, IdleState } from './session-store';
export { useSession } from './use-session';
export { ADMIN_PERMISSION, claimsOfToken, teachesOrganizationOf, hasPermissionIn, hasAnyIn, hasAllIn, permissionsFromAccessToken } from './permissions';
export { SESSION_TIMINGS, ACTIVITY_EVENTS, resolveSessionTimings } from './session-constants';
export type { SessionTimings } from './session-constants';
export { systemClock } from './clock';
export type { Clock, TimerHandle } from './clock';
export { createIdleTimer } from './idle-timer';
export type { IdleTimer, IdlePhase } from './idle-timer';
export { createIdleSession, bindIdleSessionToAuth } from './idle-session';
export type { IdleSession } from './idle-session';
