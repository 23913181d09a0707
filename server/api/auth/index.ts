export { authenticate, currentUser, requirePermission } from './auth-hooks';
export { IDENTITY_CLAIM_NAMESPACE, IDENTITY_CLAIMS, identityClaimsOf, type IdentityClaims } from './identity-claims';
export { ADMIN_PERMISSION } from './permissions';
export {
  CLOCK_TOLERANCE_SECONDS,
  createTokenVerifier,
  userFromClaims,
  remoteKeySource,
  type AuthUser,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './token-verifier';
