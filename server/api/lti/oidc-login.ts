import type { Queryable } from '../db';
import { LtiRefusal } from './lti-refusal';
import { randomToken } from './one-time-secret';
import { findPlatform } from './platform-store';

/** What a platform sends to start a third-party initiated login (LTI Core 1.3, 5.1.1.1). */
export interface LoginInitiation {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  lti_deployment_id?: string;
  client_id?: string;
}

/** How long a login may take from the tool's redirect to the platform's launch. */
export const LOGIN_MAX_AGE_SECONDS = 600;

/** Whether `uri` is a page of Auricle (the SPA's origin): a link may lead nowhere else. */
export function isOwnTarget(uri: string, appOrigin: string): boolean {
  try {
    return new URL(uri).origin === new URL(appOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Checks a login initiation, keeps a fresh state and nonce for its launch, and answers where to
 * send the browser: the platform's authorization endpoint, asking for an id_token posted back to
 * `launchUrl`.
 */
export async function startLogin(db: Queryable, request: LoginInitiation, urls: { launchUrl: string; appOrigin: string }, now: Date): Promise<string> {
  const { iss, login_hint: loginHint, target_link_uri: target } = request;
  if (!iss || !loginHint || !target) throw new LtiRefusal('bad-request', 'login without iss, login_hint or target_link_uri');
  const platform = await findPlatform(db, iss, request.client_id ?? null);
  if (!platform) throw new LtiRefusal('unknown-platform', `login from ${iss} (client ${request.client_id ?? 'not named'})`);
  if (request.lti_deployment_id !== undefined && !platform.deploymentIds.includes(request.lti_deployment_id)) {
    throw new LtiRefusal('unknown-deployment', `login for deployment ${request.lti_deployment_id} of platform ${platform.id}`);
  }
  if (!isOwnTarget(target, urls.appOrigin)) throw new LtiRefusal('foreign-target', `login for ${target}`);
  const state = randomToken();
  const nonce = randomToken();
  await db.query('INSERT INTO lti_logins (state, nonce, platform_id, created_at) VALUES ($1, $2, $3, $4)', [state, nonce, platform.id, now]);
  const redirect = new URL(platform.loginUrl);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: urls.launchUrl,
    login_hint: loginHint,
    state,
    nonce,
    ...(request.lti_message_hint === undefined ? {} : { lti_message_hint: request.lti_message_hint }),
  };
  for (const [name, value] of Object.entries(params)) redirect.searchParams.set(name, value);
  return redirect.href;
}

/**
 * Takes a login's state for its launch, once: the nonce it was given and its platform. A state
 * taken before is a replay; one unknown or too old, a login that expired.
 */
export async function takeLogin(db: Queryable, state: string, now: Date): Promise<{ nonce: string; platformId: number }> {
  const [row] = await db.query<{ nonce: string; platform_id: number; used: boolean; expired: boolean }>(
    `WITH taken AS (
       UPDATE lti_logins SET used_at = $2 WHERE state = $1 AND used_at IS NULL AND created_at > $2::timestamptz - make_interval(secs => $3)
       RETURNING nonce, platform_id
     )
     SELECT nonce, platform_id, false AS used, false AS expired FROM taken
     UNION ALL
     SELECT nonce, platform_id, used_at IS NOT NULL AS used, true AS expired FROM lti_logins WHERE state = $1 AND NOT EXISTS (SELECT 1 FROM taken)`,
    [state, now, LOGIN_MAX_AGE_SECONDS],
  );
  if (!row) throw new LtiRefusal('login-expired', 'launch with a state no login gave');
  if (row.used) throw new LtiRefusal('replayed', 'launch with a state already used');
  if (row.expired) throw new LtiRefusal('login-expired', 'launch after the login expired');
  return { nonce: row.nonce, platformId: row.platform_id };
}
