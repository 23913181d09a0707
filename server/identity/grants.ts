import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** Scopes of the SPA: OpenID scopes in the ID token, and the same names as the API resource's scopes. */
export const SPA_SCOPE = 'openid profile email';

type Grant = InstanceType<Provider['Grant']>;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * `loadExistingGrant` for a first-party client: the user never sees a consent screen. The session's grant
 * is reused (or created) and always covers the SPA scopes and the API audience's scopes.
 */
export function firstPartyGrantLoader(clientId: string, audience: string) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session, account, provider } = ctx.oidc;
    if (!client || !session || !account) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    if (client.clientId !== clientId) return existing;

    const reusable = existing && existing.accountId === account.accountId ? existing : undefined;
    const grant = reusable ?? new provider.Grant({ clientId: client.clientId, accountId: account.accountId });
    grant.addOIDCScope(SPA_SCOPE);
    grant.addResourceScope(audience, SPA_SCOPE);
    await grant.save();
    return grant;
  };
}

/** Grants whatever a consent prompt reports missing (only reachable if a request asks beyond the SPA scopes). */
export async function grantFirstPartyConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = interaction;
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
