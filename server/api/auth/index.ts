export { authenticate, bearerTokenOf, currentUser, requirePermission } from './auth-hooks';
export { IDENTITY_CLAIM_NAMESPACE, IDENTITY_CLAIMS, identityClaimsOf, TEACHES_ORGANIZATION_CLAIM, type IdentityClaims } from './identity-claims';
export { coversOrganizations, organizationFilter, requireEveryOrganization, teachingScope } from './teaching-scope';
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
