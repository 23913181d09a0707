import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { identityClaimsOf, TEACHES_ORGANIZATION_CLAIM, type IdentityClaims } from './identity-claims';

/** Who is calling, from a verified access token. */
export interface AuthUser {
  sub: string;
  permissions: string[];
  name?: string;
  email?: string;
  /** The organization and student id the identity provider vouches for (`IDENTITY_CLAIMS`). */
  identity?: IdentityClaims;
  /**
   * The one organization a teacher's read:admin covers (an LTI instructor's: the platform's;
   * server/api/auth/teaching-scope.ts); absent, every organization.
   */
  teachesOrganization?: string;
  /** The LTI launch whose session this is (server/api/lti/lti-session.ts): the platform manages who they are. */
  launchId?: string;
}

export interface TokenVerifier {
  /** Rejects on any problem: signature, issuer, audience, algorithm, expiry, missing claims. */
  verify(token: string): Promise<AuthUser>;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's JWKS in production (`remoteKeySource`); tests pass a local key set. */
  keySource: JWTVerifyGetKey;
}

export const CLOCK_TOLERANCE_SECONDS = 60;

export function remoteKeySource(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl));
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The caller a verified token names: its subject, permissions, name, e-mail and identity claims. */
export function userFromClaims(payload: JWTPayload): AuthUser {
  const sub = nonEmptyString(payload.sub);
  if (!sub) throw new Error('token has no subject');
  const raw = payload.permissions;
  const permissions = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string') : [];
  const user: AuthUser = { sub, permissions };
  const name = nonEmptyString(payload.name);
  const email = nonEmptyString(payload.email);
  if (name) user.name = name;
  if (email) user.email = email;
  const identity = identityClaimsOf(payload);
  if (identity) user.identity = identity;
  const teachesOrganization = nonEmptyString(payload[TEACHES_ORGANIZATION_CLAIM]);
  if (teachesOrganization) user.teachesOrganization = teachesOrganization;
  return user;
}

export function createTokenVerifier({ issuer, audience, keySource }: TokenVerifierOptions): TokenVerifier {
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keySource, {
        issuer,
        audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      return userFromClaims(payload);
    },
  };
}
