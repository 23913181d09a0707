/**
 * LTI Dynamic Registration 1.0 (Moodle 4.1+ "register a tool from one URL"): a teacher makes a
 * registration URL for one organization; a platform's administrator gives it to the platform,
 * which opens it with its OpenID configuration and a registration token. The tool reads the
 * configuration, registers itself at the platform's registration endpoint, and keeps the platform
 * as a teacher's form would have registered it. The URL works once and expires.
 *
 * The URL is a credential, as the teacher's form is: whoever holds it registers a platform whose
 * instructors teach the organization. So it works once, for a week, and a few failures use it up;
 * the tool follows no redirect, reads at most 64 KB of an answer, and keeps only endpoints on the
 * configuration's own host. Private addresses are allowed: a school's Moodle may be on its network.
 * Canvas's registration (its issuer on another host than its configuration) is not supported:
 * Canvas is registered with its JSON on the Learning platforms page.
 */
import { LTI_TOOL_SCOPES, type LtiRegistrationFailure, type LtiRegistrationInvitation } from '../../../src/api-contract';
import type { Database, Queryable } from '../db';
import { httpError } from '../http-error';
import { DEEP_LINKING_REQUEST } from './lti-claims';
import { hashOf, randomToken } from './one-time-secret';
import { insertPlatform, isPlatformUrl } from './platform-store';

/** How long a registration URL waits for its platform. */
export const INVITATION_DAYS = 7;
/** How long the platform has to answer each of the tool's two requests. */
const PLATFORM_TIMEOUT_MS = 10_000;
/** The most of an answer the tool reads: a configuration or a registration is a few kilobytes. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Failed registrations a URL survives: the platform's administrator may retry a mistake, nobody may probe with it. */
export const MAX_FAILURES = 5;
const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

export class RegistrationFailure extends Error {
  constructor(
    readonly code: LtiRegistrationFailure,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'RegistrationFailure';
  }
}

export interface RegistrationUrls {
  appOrigin: string;
  apiUrl: string;
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
}

export async function inviteRegistration(
  db: Queryable,
  request: { organizationId: number; createdBy: string },
  apiUrl: string,
  now: Date,
): Promise<LtiRegistrationInvitation> {
  const [organization] = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [request.organizationId]);
  if (!organization) throw httpError(400, 'organizationId: no such organization');
  const token = randomToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO lti_registration_invitations (token_hash, organization_id, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $4::timestamptz + make_interval(days => $5)) RETURNING expires_at`,
    [hashOf(token), request.organizationId, request.createdBy, now, INVITATION_DAYS],
  );
  return { url: `${apiUrl}lti/register/${token}`, organization: organization.name, expiresAt: new Date(row?.expires_at ?? now).toISOString() };
}

/** The tool as it registers itself (OpenID Connect Dynamic Client Registration with LTI's configuration: LTI DR 1.0, 3.4). */
export function toolRegistration(urls: RegistrationUrls) {
  const target = `${urls.appOrigin}/`;
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.loginUrl,
    redirect_uris: [urls.launchUrl],
    client_name: 'Auricle',
    jwks_uri: urls.jwksUrl,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: LTI_TOOL_SCOPES.join(' '),
    [TOOL_CONFIGURATION]: {
      domain: new URL(urls.appOrigin).host,
      target_link_uri: target,
      description: 'Ear training and listening exams for critical listening.',
      // The launcher's name and e-mail; the student id comes from lis.person_sourcedid.
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [{ type: DEEP_LINKING_REQUEST, target_link_uri: target, label: 'Auricle' }],
    },
  };
}

/** At most MAX_ANSWER_BYTES of an answer's body, as text. */
async function cappedText(answer: Response, what: string, failure: LtiRegistrationFailure): Promise<string> {
  const reader = answer.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new RegistrationFailure(failure, `${what} is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function platformJson(response: Promise<Response>, what: string, failure: LtiRegistrationFailure): Promise<Record<string, unknown>> {
  let answer: Response;
  try {
    answer = await response;
  } catch (error) {
    throw new RegistrationFailure(failure, `${what}: ${error instanceof Error ? error.message : 'unreachable'}`);
  }
  const body = await cappedText(answer, what, failure).catch((error: unknown) => {
    if (error instanceof RegistrationFailure) throw error;
    return '';
  });
  if (!answer.ok) throw new RegistrationFailure(failure, `${what} answered ${answer.status}: ${body.slice(0, 200)}`);
  try {
    const json: unknown = JSON.parse(body);
    if (json !== null && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // Not JSON: said below.
  }
  throw new RegistrationFailure(failure, `${what} is not a JSON object`);
}

export interface PlatformConfiguration {
  issuer: string;
  loginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  registrationUrl: string;
  /** The platform's product ("moodle", "canvas"), for its name in Auricle. */
  product: string;
}

/**
 * Reads and checks the platform's OpenID configuration (LTI DR 1.0, 3.5): its issuer and every
 * endpoint LTI needs, all on the configuration's own host. The registration token goes along, as
 * some platforms ask.
 */
export async function readPlatformConfiguration(configurationUrl: string | undefined, registrationToken: string | undefined, fetchApi: typeof fetch): Promise<PlatformConfiguration> {
  if (!isPlatformUrl(configurationUrl)) throw new RegistrationFailure('platform-configuration', 'no openid_configuration URL');
  const config = await platformJson(
    fetchApi(configurationUrl, {
      headers: { accept: 'application/json', ...(registrationToken ? { authorization: `Bearer ${registrationToken}` } : {}) },
      redirect: 'error',
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    }),
    'the openid configuration',
    'platform-configuration',
  );
  const { issuer, authorization_endpoint: loginUrl, token_endpoint: tokenUrl, jwks_uri: jwksUrl, registration_endpoint: registrationUrl } = config;
  if (!isPlatformUrl(issuer) || !isPlatformUrl(loginUrl) || !isPlatformUrl(tokenUrl) || !isPlatformUrl(jwksUrl) || !isPlatformUrl(registrationUrl)) {
    throw new RegistrationFailure('platform-configuration', 'the issuer or an endpoint is missing: authorization, token, jwks or registration');
  }
  const host = new URL(configurationUrl).host;
  for (const [name, url] of Object.entries({ issuer, loginUrl, tokenUrl, jwksUrl, registrationUrl })) {
    if (new URL(url).host !== host) throw new RegistrationFailure('platform-configuration', `${name} ${url} is not on the configuration's host ${host}`);
  }
  const algorithms = config.id_token_signing_alg_values_supported;
  if (Array.isArray(algorithms) && !algorithms.includes('RS256')) throw new RegistrationFailure('platform-configuration', 'the platform does not sign with RS256');
  const platform = config[PLATFORM_CONFIGURATION];
  const product = platform !== null && typeof platform === 'object' ? (platform as Record<string, unknown>).product_family_code : undefined;
  return { issuer, loginUrl, tokenUrl, jwksUrl, registrationUrl, product: typeof product === 'string' && product.trim() ? product.trim() : 'LTI platform' };
}

const nameOf = (config: PlatformConfiguration): string => {
  const product = config.product.charAt(0).toUpperCase() + config.product.slice(1);
  return `${product} (${new URL(config.issuer).host})`.slice(0, 100);
};

/**
 * A platform registers itself from a registration URL: the invitation checked, the platform's
 * configuration read, the tool registered there, and the platform kept for the invitation's
 * organization; the invitation is then used. Resolves to the platform's name in Auricle.
 */
export async function registerFromInvitation(
  deps: { db: Database; urls: RegistrationUrls; fetchApi?: typeof fetch },
  token: string,
  start: { openid_configuration?: string | undefined; registration_token?: string | undefined },
  now: Date,
): Promise<string> {
  try {
    return await register(deps, token, start, now);
  } catch (error) {
    // A failure counts against the URL, unless the URL itself was the reason.
    if (error instanceof RegistrationFailure && error.code !== 'registration-expired') {
      await deps.db.query(
        `UPDATE lti_registration_invitations SET failures = failures + 1, used_at = CASE WHEN failures + 1 >= $3 THEN $2::timestamptz ELSE used_at END
          WHERE token_hash = $1 AND used_at IS NULL`,
        [hashOf(token), now, MAX_FAILURES],
      );
    }
    throw error;
  }
}

async function register(
  deps: { db: Database; urls: RegistrationUrls; fetchApi?: typeof fetch },
  token: string,
  start: { openid_configuration?: string | undefined; registration_token?: string | undefined },
  now: Date,
): Promise<string> {
  const fetchApi = deps.fetchApi ?? fetch;
  const [invitation] = await deps.db.query<{ organization_id: number }>(
    'SELECT organization_id FROM lti_registration_invitations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [hashOf(token), now],
  );
  if (!invitation) throw new RegistrationFailure('registration-expired', 'a registration URL unknown, used or expired');
  const organizationId = invitation.organization_id;
  const config = await readPlatformConfiguration(start.openid_configuration, start.registration_token, fetchApi);
  const registered = await platformJson(
    fetchApi(config.registrationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(start.registration_token ? { authorization: `Bearer ${start.registration_token}` } : {}) },
      body: JSON.stringify(toolRegistration(deps.urls)),
      redirect: 'error',
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    }),
    'the registration endpoint',
    'platform-refused',
  );
  const clientId = registered.client_id;
  const toolConfiguration = registered[TOOL_CONFIGURATION];
  const deploymentId = toolConfiguration !== null && typeof toolConfiguration === 'object' ? (toolConfiguration as Record<string, unknown>).deployment_id : undefined;
  if (typeof clientId !== 'string' || clientId === '') throw new RegistrationFailure('platform-refused', 'the registration named no client_id');
  if (typeof deploymentId !== 'string' || deploymentId === '') throw new RegistrationFailure('platform-refused', 'the registration named no deployment_id');
  const name = nameOf(config);
  await deps.db.transaction(async (tx) => {
    const used = await tx.query('UPDATE lti_registration_invitations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING 1', [hashOf(token), now]);
    if (used.length === 0) throw new RegistrationFailure('registration-expired', 'the registration URL was used meanwhile');
    const id = await insertPlatform(tx, {
      name,
      issuer: config.issuer,
      clientId,
      loginUrl: config.loginUrl,
      tokenUrl: config.tokenUrl,
      jwksUrl: config.jwksUrl,
      deploymentIds: [deploymentId],
      organizationId,
    }).catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new RegistrationFailure('already-registered', `${config.issuer} client ${clientId}`);
      throw error;
    });
    await tx.query('UPDATE lti_registration_invitations SET platform_id = $2 WHERE token_hash = $1', [hashOf(token), id]);
  });
  return name;
}
