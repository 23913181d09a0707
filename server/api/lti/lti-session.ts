import { decodeJwt, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ADMIN_PERMISSION, CLOCK_TOLERANCE_SECONDS, IDENTITY_CLAIMS, TEACHES_ORGANIZATION_CLAIM, userFromClaims, type AuthUser, type TokenVerifier } from '../auth';
import { TOOL_KEY_ALGORITHM, type ToolKeys } from './tool-keys';

/**
 * Auricle's own session after a verified launch: a short-lived bearer token signed with the
 * tool's key, which the API accepts beside the identity provider's access tokens. No cookie
 * carries it, so a browser that blocks third-party cookies in the platform's iframe (Safari)
 * keeps it: the SPA holds it for the frame (src/lti/).
 */
export const LTI_SESSION_AUDIENCE = 'auricle-lti-session';
export const LTI_SESSION_SECONDS = 30 * 60;
/** The launch a session belongs to: it is renewed only while that launch is valid. */
export const LAUNCH_CLAIM = 'https://auricle.app/lti_launch';

export interface SessionSubject {
  sub: string;
  name?: string;
  email?: string;
  /** An instructor's: read:admin limited to the platform's organization (server/api/auth/teaching-scope.ts). */
  teachesOrganization?: string;
  /** A learner's organization (the platform's) and student id, as an identity provider vouches for them. */
  identity?: { organization: string; studentId: string };
  launchId: string;
}

export async function signSession(keys: ToolKeys, issuer: string, subject: SessionSubject, now: Date): Promise<{ token: string; expiresAt: string }> {
  const key = await keys.signingKey();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims: JWTPayload = {
    permissions: subject.teachesOrganization === undefined ? [] : [ADMIN_PERMISSION],
    ...(subject.teachesOrganization === undefined ? {} : { [TEACHES_ORGANIZATION_CLAIM]: subject.teachesOrganization }),
    [LAUNCH_CLAIM]: subject.launchId,
    ...(subject.name === undefined ? {} : { name: subject.name }),
    ...(subject.email === undefined ? {} : { email: subject.email }),
    ...(subject.identity ? { [IDENTITY_CLAIMS.organization]: subject.identity.organization, [IDENTITY_CLAIMS.studentId]: subject.identity.studentId } : {}),
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: TOOL_KEY_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(LTI_SESSION_AUDIENCE)
    .setSubject(subject.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LTI_SESSION_SECONDS)
    .sign(key.privateKey);
  return { token, expiresAt: new Date((issuedAt + LTI_SESSION_SECONDS) * 1000).toISOString() };
}

export interface LtiSessionUser extends AuthUser {
  launchId: string;
}


/** Verifies an LTI session: the tool's signature, issuer, audience and expiry. */
export async function verifySession(keys: ToolKeys, issuer: string, token: string): Promise<LtiSessionUser> {
  const key = await keys.signingKey();
  const { payload } = await jwtVerify(token, key.publicKey, {
    issuer,
    audience: LTI_SESSION_AUDIENCE,
    algorithms: [TOOL_KEY_ALGORITHM],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ['sub', 'exp', LAUNCH_CLAIM],
  });
  return { ...userFromClaims(payload), launchId: String(payload[LAUNCH_CLAIM]) };
}

/**
 * The API's verifier: an LTI session (by its issuer) checked here, any other token by the
 * identity provider's verifier.
 */
export function withLtiSessions(providerTokens: TokenVerifier, keys: ToolKeys, issuer: string): TokenVerifier {
  return {
    async verify(token) {
      let claimedIssuer: unknown;
      try {
        claimedIssuer = decodeJwt(token).iss;
      } catch {
        return providerTokens.verify(token);
      }
      return claimedIssuer === issuer ? verifySession(keys, issuer, token) : providerTokens.verify(token);
    },
  };
}
