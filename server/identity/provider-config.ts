import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { accessTokenClaims, findAccount } from './accounts.ts';
import { LOGOUT_PATH } from './auth0-logout.ts';
import { firstPartyGrantLoader, SPA_SCOPE } from './grants.ts';
import { LOGIN_LOCALES } from './i18n.ts';
import type { IdentityKeys } from './keys.ts';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage, requestLocale } from './pages.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
export const ACCESS_TOKEN_TTL = HOUR;

function cookieNames(port: string): { session: string; interaction: string; resume: string } {
  // Cookies ignore ports: name them per provider so the dev and e2e providers on 127.0.0.1 never clash.
  return { session: `_idp${port}_session`, interaction: `_idp${port}_interaction`, resume: `_idp${port}_resume` };
}

/** oidc-provider configuration of the local Auth0 stand-in (docs/architecture.md, Runtime pieces; README, A real Auth0 tenant). */
export function providerConfiguration(config: ServerConfig, keys: IdentityKeys): Configuration {
  const { appOrigin, audience, clientId } = config;
  const issuerPort = new URL(config.issuer).port || '80';

  return {
    clients: [
      {
        client_id: clientId,
        client_name: 'Auricle',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${appOrigin}/callback`],
        post_logout_redirect_uris: [appOrigin, `${appOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: LOGOUT_PATH,
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
      userinfo: '/userinfo',
    },
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys, names: cookieNames(issuerPort) },
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    // auth0-spa-js reads the user's name and e-mail from the ID token of the code flow.
    conformIdTokenClaims: false,
    findAccount,
    extraParams: ['audience'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    discovery: { ui_locales_supported: [...LOGIN_LOCALES] },
    loadExistingGrant: firstPartyGrantLoader(clientId, audience),
    issueRefreshToken: (_ctx, client, code) => {
      if (client.clientId !== clientId || !client.grantTypeAllowed('refresh_token')) return false;
      // auth0-spa-js (useRefreshTokens) adds offline_access to its scope and repeats that scope on every
      // refresh; /authorize drops offline_access without prompt=consent, and a refresh asking for a scope
      // its token lacks fails with invalid_scope. Record it on the refresh token (it still ends with the session).
      if (!code.scope?.split(' ').includes('offline_access')) code.scope = `${code.scope ?? ''} offline_access`.trim();
      return true;
    },
    extraTokenClaims: (_ctx, token) => ('accountId' in token ? accessTokenClaims(token.accountId) : undefined),
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: DAY,
      Session: DAY,
      // Refresh tokens rotate; a rotated one keeps the lifetime its predecessor had left.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? DAY,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx: KoaContextWithOIDC, _client, oneOf) => {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested ? requested : undefined;
        },
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            audience,
            scope: SPA_SCOPE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(requestLocale(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage(requestLocale(ctx), appOrigin);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const details = Object.fromEntries(Object.entries(out).map(([key, value]) => [key, String(value)]));
      const expired = /interaction|session/i.test(details.error_description ?? '');
      ctx.body = renderErrorPage({ locale: requestLocale(ctx), appOrigin, reason: expired ? 'expired' : 'generic', details });
    },
  };
}
