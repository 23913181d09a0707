/**
 * A learning platform for tests, in the process, following the IMS specifications (LTI Core
 * 1.3, LTI Advantage): its own RS256 keys (jose) and key set served over HTTP on loopback, the
 * third-party initiated login it starts, and the id_token of a resource-link launch or a
 * deep-linking request it posts back; the return URL that verifies the tool's deep-linking answer.
 * The API fetches its key set as it would Moodle's or Canvas's.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose';
import type { LtiPlatformRequest } from '../../../../src/api-contract';
import { DEEP_LINKING_REQUEST, DEEP_LINKING_RESPONSE, LTI_CLAIMS, LTI_ROLES, LTI_VERSION, RESOURCE_LINK_ITEM, RESOURCE_LINK_REQUEST } from '../lti-claims';

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

/** A score the platform's gradebook received (LTI AGS), as posted. */
export interface ReceivedScore {
  lineitem: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A deep-linking answer the platform's return URL took, verified against the tool's key set. */
export interface ReceivedDeepLink {
  contentItems: Record<string, unknown>[];
  data: unknown;
  deploymentId: unknown;
}

export interface MockPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** The scores its gradebook took. */
  scores: ReceivedScore[];
  /** The scopes of the access tokens it issued, each after verifying the tool's client assertion. */
  tokenScopes: string[];
  /** How many of the next score posts it answers 500. */
  failScores: { count: number };
  /** The launch claim of the Assignment and Grade Services for one of its line items. */
  gradeService(lineitem: string): Record<string, unknown>;
  /** The course's members its Names and Role service lists, two to a page. */
  members: Record<string, unknown>[];
  /** The launch claim of the Names and Role Provisioning Services of the course. */
  namesRoleService(): Record<string, unknown>;
  /**
   * What its OIDC authorization endpoint (`/auth`) launches next, in a browser: the id_token it
   * makes for the login's nonce, posted back to the tool by a form that submits itself.
   */
  nextLaunch: Omit<LaunchTokenOptions, 'nonce'> | null;
  /** Its OpenID configuration (LTI Dynamic Registration), and the registration token it gives a tool's registration URL. */
  openidConfigurationUrl: string;
  registrationToken: string;
  /** The tool registrations its registration endpoint took (with the right token). */
  registrations: Record<string, unknown>[];
  /** A course page of the platform that frames `src` (its activity chooser). */
  courseFrameUrl(src: string): string;
  /** The deep-linking answers its return URL took. */
  deepLinks: ReceivedDeepLink[];
  /** The claims of a deep-linking request (over a launch's), its settings' `data` echoed back. */
  deepLinkingClaims(data?: string): Record<string, unknown>;
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

export interface MockPlatformOptions {
  clientId?: string;
  deploymentId?: string;
  /** The tool's public key set (`/api/lti/jwks`), against which the token endpoint checks its client assertions. */
  toolKeySet?: () => Promise<JSONWebKeySet>;
  /** How long its gradebook takes to answer a score, as a real platform's does (bench/lti-grades.bench.ts). */
  scoreDelayMs?: number;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

export async function startMockPlatform(options: MockPlatformOptions = {}): Promise<MockPlatform> {
  const kid = randomUUID();
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const scores: ReceivedScore[] = [];
  const tokenScopes: string[] = [];
  const failScores = { count: 0 };
  const members: Record<string, unknown>[] = [];
  const deepLinks: ReceivedDeepLink[] = [];
  const registrations: Record<string, unknown>[] = [];
  const registrationToken = randomUUID();
  const launches: { next: Omit<LaunchTokenOptions, 'nonce'> | null } = { next: null };
  // Set below, once its keys exist: the id_token of a browser's launch.
  let signLaunch: (options: LaunchTokenOptions) => Promise<string> = () => Promise.reject(new Error('not started'));
  const accessTokens = new Set<string>();
  let origin = '';
  const clientId = options.clientId ?? 'auricle-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';

  async function issueToken(body: URLSearchParams): Promise<{ status: number; json: unknown }> {
    if (body.get('grant_type') !== 'client_credentials' || body.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') {
      return { status: 400, json: { error: 'unsupported_grant_type' } };
    }
    if (!options.toolKeySet) return { status: 401, json: { error: 'invalid_client' } };
    try {
      await jwtVerify(body.get('client_assertion') ?? '', createLocalJWKSet(await options.toolKeySet()), { issuer: clientId, subject: clientId, audience: `${origin}/token` });
    } catch {
      return { status: 401, json: { error: 'invalid_client' } };
    }
    const token = randomUUID();
    accessTokens.add(token);
    tokenScopes.push(body.get('scope') ?? '');
    return { status: 200, json: { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: body.get('scope') } };
  }

  /** The tool's answer, verified as a platform must (LTI Deep Linking 2.0, 4.5): signature, issuer, audience, message. */
  async function receiveDeepLink(jwt: string): Promise<ReceivedDeepLink | null> {
    if (!options.toolKeySet) return null;
    try {
      const { payload } = await jwtVerify(jwt, createLocalJWKSet(await options.toolKeySet()), { issuer: clientId, audience: `${origin}/platform`, requiredClaims: ['nonce', 'exp', 'iat'] });
      if (payload[LTI_CLAIMS.messageType] !== DEEP_LINKING_RESPONSE || payload[LTI_CLAIMS.version] !== LTI_VERSION) return null;
      const items = payload[LTI_CLAIMS.contentItems];
      if (!Array.isArray(items)) return null;
      return { contentItems: items as Record<string, unknown>[], data: payload[LTI_CLAIMS.deepLinkingData], deploymentId: payload[LTI_CLAIMS.deploymentId] };
    } catch {
      return null;
    }
  }

  const server = createServer((request, response) => {
    const answer = (status: number, json?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(json === undefined ? '' : JSON.stringify(json));
    };
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      if (url.pathname === '/jwks') return answer(200, { keys: [publicJwk] });
      if (url.pathname === '/.well-known/openid-configuration') {
        return answer(200, {
          issuer: `${origin}/platform`,
          authorization_endpoint: `${origin}/auth`,
          token_endpoint: `${origin}/token`,
          jwks_uri: `${origin}/jwks`,
          registration_endpoint: `${origin}/register`,
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'moodle',
            version: '4.3',
            messages_supported: [{ type: RESOURCE_LINK_REQUEST }, { type: DEEP_LINKING_REQUEST }],
          },
        });
      }
      if (url.pathname === '/course-frame') {
        // A course page that shows the tool in a frame, as a platform's activity chooser does.
        const src = (url.searchParams.get('src') ?? '').replace(/"/g, '&quot;');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Mock course</title><h1>Critical Listening I</h1><iframe title="Auricle" src="${src}" style="width:100%;height:85vh;border:0"></iframe>`);
        return;
      }
      if (url.pathname === '/auth' && launches.next) {
        const q = url.searchParams;
        const idToken = await signLaunch({ ...launches.next, nonce: q.get('nonce') ?? '' });
        const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>Mock platform</title><form method="post" action="${q.get('redirect_uri') ?? ''}">` +
            `${field('id_token', idToken)}${field('state', q.get('state') ?? '')}</form><script>document.forms[0].submit()</script>`,
        );
        return;
      }
      const body = await readBody(request);
      if (url.pathname === '/deep-link-return' && request.method === 'POST') {
        const received = await receiveDeepLink(new URLSearchParams(body).get('JWT') ?? '');
        if (!received) return answer(400, { error: 'the answer does not verify' });
        deepLinks.push(received);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Mock platform</title><h1 data-testid="mock-deep-link-added">${received.contentItems.length} activity added</h1>`);
        return;
      }
      if (url.pathname === '/register' && request.method === 'POST') {
        if (request.headers.authorization !== `Bearer ${registrationToken}`) return answer(401, { error: 'invalid_token' });
        const registration = JSON.parse(body) as Record<string, unknown>;
        registrations.push(registration);
        const toolConfiguration = registration['https://purl.imsglobal.org/spec/lti-tool-configuration'] as Record<string, unknown>;
        return answer(200, { ...registration, client_id: clientId, 'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...toolConfiguration, deployment_id: deploymentId } });
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        const issued = await issueToken(new URLSearchParams(body));
        return answer(issued.status, issued.json);
      }
      if (url.pathname === '/memberships/course-1' && request.method === 'GET') {
        if (!accessTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return answer(401, { error: 'invalid_token' });
        const page = Number(url.searchParams.get('page') ?? '0');
        const next = (page + 1) * 2 < members.length ? `<${origin}/memberships/course-1?page=${page + 1}>; rel="next"` : undefined;
        response.writeHead(200, { 'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json', ...(next ? { link: next } : {}) });
        response.end(JSON.stringify({ id: url.href, context: { id: 'course-1' }, members: members.slice(page * 2, page * 2 + 2) }));
        return;
      }
      const scoresOf = /^\/lineitems\/([\w-]+)\/scores$/.exec(url.pathname);
      if (scoresOf && request.method === 'POST') {
        if (!accessTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return answer(401, { error: 'invalid_token' });
        if (options.scoreDelayMs) await new Promise((resolve) => setTimeout(resolve, options.scoreDelayMs));
        if (failScores.count > 0) {
          failScores.count -= 1;
          return answer(500, { error: 'the gradebook is down' });
        }
        scores.push({ lineitem: `${origin}/lineitems/${scoresOf[1] ?? ''}`, contentType: request.headers['content-type'], body: JSON.parse(body) as Record<string, unknown> });
        return answer(200, {});
      }
      return answer(404);
    })().catch(() => answer(500));
  });
  origin = await listen(server);
  const issuer = `${origin}/platform`;

  const platform: MockPlatform = {
    get nextLaunch() {
      return launches.next;
    },
    set nextLaunch(next) {
      launches.next = next;
    },
    issuer,
    clientId,
    deploymentId,
    scores,
    tokenScopes,
    failScores,
    members,
    deepLinks,
    openidConfigurationUrl: `${origin}/.well-known/openid-configuration`,
    registrationToken,
    registrations,
    courseFrameUrl: (src) => `${origin}/course-frame?${new URLSearchParams({ src }).toString()}`,
    deepLinkingClaims: (data) => ({
      [LTI_CLAIMS.messageType]: DEEP_LINKING_REQUEST,
      [LTI_CLAIMS.resourceLink]: undefined,
      [LTI_CLAIMS.deepLinkingSettings]: {
        deep_link_return_url: `${origin}/deep-link-return`,
        accept_types: [RESOURCE_LINK_ITEM],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: false,
        accept_lineitem: true,
        title: 'Auricle',
        ...(data === undefined ? {} : { data }),
      },
    }),
    namesRoleService: () => ({ context_memberships_url: `${origin}/memberships/course-1`, service_versions: ['2.0'] }),
    gradeService: (lineitem) => ({
      scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', 'https://purl.imsglobal.org/spec/lti-ags/scope/score'],
      lineitems: `${origin}/lineitems`,
      lineitem: `${origin}/lineitems/${lineitem}`,
    }),
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
  signLaunch = (launch) => platform.launchToken(launch);
  return platform;
}
