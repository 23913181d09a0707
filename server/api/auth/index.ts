export { authenticate, currentUser, requirePermission } from './auth-hooks';
export {
  CLOCK_TOLERANCE_SECONDS,
  createTokenVerifier,
  remoteKeySource,
  type AuthUser,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './token-verifier';
