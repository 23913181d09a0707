/**
 * An access token for a platform's services (LTI Advantage; IMS Security Framework 4.1): the
 * OAuth 2 client-credentials grant, the tool authenticating with a JWT signed by its own key.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { LtiPlatform } from './platform-store';
import { TOOL_KEY_ALGORITHM, type ToolKeys } from './tool-keys';

export const LTI_SCOPES = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** A token is used until this long before it expires. */
const EXPIRY_MARGIN_MS = 60_000;

export class PlatformTokens {
  private readonly cache = new Map<string, { token: string; expiresAt: number }>();
  /** A token being asked for: the posts that need it meanwhile wait for the same answer. */
  private readonly asking = new Map<string, Promise<string>>();

  constructor(
    private readonly keys: ToolKeys,
    private readonly fetchApi: typeof fetch = fetch,
  ) {}

  async token(platform: LtiPlatform, scope: string, now: Date): Promise<string> {
    const key = `${platform.id} ${scope}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now.getTime()) return cached.token;
    let asked = this.asking.get(key);
    if (!asked) {
      asked = this.ask(platform, scope, key, now).finally(() => this.asking.delete(key));
      this.asking.set(key, asked);
    }
    return asked;
  }

  private async ask(platform: LtiPlatform, scope: string, key: string, now: Date): Promise<string> {
    const signing = await this.keys.signingKey();
    const issuedAt = Math.floor(now.getTime() / 1000);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: TOOL_KEY_ALGORITHM, kid: signing.kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .setJti(randomUUID())
      .sign(signing.privateKey);
    const res = await this.fetchApi(platform.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`the platform's token endpoint answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error("the platform's token endpoint gave no access_token");
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 3_600_000;
    this.cache.set(key, { token: body.access_token, expiresAt: now.getTime() + lifetime });
    return body.access_token;
  }

  /**
   * Forgets a token the platform refused (401), so that the next post asks for a new one; only
   * that token: another post may have fetched a fresh one meanwhile.
   */
  forget(platform: LtiPlatform, scope: string, refused: string): void {
    const key = `${platform.id} ${scope}`;
    if (this.cache.get(key)?.token === refused) this.cache.delete(key);
  }
}
