/**
 * A learning platform for tests, in the process, following the IMS specifications (LTI Core
 * 1.3, LTI Advantage): its own RS256 keys (jose) and key set served over HTTP on loopback, the
 * third-party initiated login it starts, and the id_token of a resource-link launch it posts
 * back. The API fetches its key set as it would Moodle's or Canvas's.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { LtiPlatformRequest } from '../../../../src/api-contract';
import { LTI_CLAIMS, LTI_ROLES, LTI_VERSION, RESOURCE_LINK_REQUEST } from '../lti-claims';

export interface MockUser {
  sub: string;
  name?: string;
  email?: string;
  roles?: string[];
  /** The platform's `lis.person_sourcedid`. */
  sourcedId?: string;
}

export interface LaunchTokenOptions {
  nonce: string;
  user: MockUser;
  targetLinkUri: string;
  /** Claims over the launch's own (undefined removes one). */
  claims?: Record<string, unknown>;
  /** Seconds from now: 300 unless told (negative: expired). */
  expiresIn?: number;
  /** Sign with a key the platform never published. */
  foreignKey?: boolean;
}

export interface MockPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** What a teacher registers in Auricle for this platform. */
  registration(organizationId: number): LtiPlatformRequest;
  launchToken(options: LaunchTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export const LEARNER = LTI_ROLES.learner;
export const INSTRUCTOR = LTI_ROLES.instructor;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startMockPlatform(options: { clientId?: string; deploymentId?: string } = {}): Promise<MockPlatform> {
  const kid = randomUUID();
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((request, response) => {
    if (request.url === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  const origin = await listen(server);
  const issuer = `${origin}/platform`;
  const clientId = options.clientId ?? 'auricle-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';

  return {
    issuer,
    clientId,
    deploymentId,
    registration: (organizationId) => ({
      name: 'Mock Moodle',
      issuer,
      clientId,
      loginUrl: `${origin}/auth`,
      tokenUrl: `${origin}/token`,
      jwksUrl: `${origin}/jwks`,
      deploymentIds: [deploymentId],
      organizationId,
    }),
    async launchToken({ nonce, user, targetLinkUri, claims = {}, expiresIn = 300, foreignKey = false }) {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        iss: issuer,
        aud: clientId,
        sub: user.sub,
        nonce,
        iat: now,
        exp: now + expiresIn,
        ...(user.name ? { name: user.name } : {}),
        ...(user.email ? { email: user.email } : {}),
        [LTI_CLAIMS.messageType]: RESOURCE_LINK_REQUEST,
        [LTI_CLAIMS.version]: LTI_VERSION,
        [LTI_CLAIMS.deploymentId]: deploymentId,
        [LTI_CLAIMS.targetLinkUri]: targetLinkUri,
        [LTI_CLAIMS.resourceLink]: { id: 'resource-link-1', title: 'Week 3: octave bands' },
        [LTI_CLAIMS.roles]: user.roles ?? [LEARNER],
        [LTI_CLAIMS.context]: { id: 'course-1', title: 'Critical Listening I', label: 'CL1' },
        ...(user.sourcedId ? { [LTI_CLAIMS.lis]: { person_sourcedid: user.sourcedId } } : {}),
      };
      const claimed = Object.fromEntries(Object.entries({ ...payload, ...claims }).filter(([, value]) => value !== undefined)) as JWTPayload;
      const { iat, exp, ...rest } = claimed;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(exp as number)
        .sign(foreignKey ? foreign.privateKey : keys.privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
