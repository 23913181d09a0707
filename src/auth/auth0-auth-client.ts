/**
 * `AuthClient` over @auth0/auth0-spa-js. The SDK is imported on first use, off the critical
 * path of the first paint.
 */
import type { Auth0Client } from '@auth0/auth0-spa-js';
import type { AppConfig } from '../lib/config';
import type { AuthClient, AuthUser, RedirectResult } from './auth-client';
import { CALLBACK_PATH, returnToFromAppState, sanitizeReturnTo } from './return-path';

export interface Auth0AuthClientOptions {
  config: AppConfig;
  /** The site origin, e.g. `http://127.0.0.1:5173`. */
  origin: string;
  /** The interface language at the moment sign-in starts, sent as `ui_locales`. */
  getLanguage: () => string;
}

const SCOPE = 'openid profile email';

/**
 * Spec section 9. The SDK's own defaults already match (and it retries a token request up
 * to 3 times); they are stated here so a change of SDK defaults cannot move them.
 */
export const AUTH_TIMINGS = {
  /** Id-token clock leeway. */
  leewaySeconds: 60,
  /** Each request to the token endpoint. */
  httpTimeoutSeconds: 10,
  /** A login popup or silent-authentication iframe. */
  authorizeTimeoutSeconds: 60,
  /** Lifetime of the "is authenticated" cookie that triggers silent sign-in. */
  sessionCheckExpiryDays: 1,
} as const;

export function createAuth0AuthClient({ config, origin, getLanguage }: Auth0AuthClientOptions): AuthClient {
  let sdk: Promise<Auth0Client> | undefined;
  const client = () =>
    (sdk ??= import('@auth0/auth0-spa-js').then(
      ({ Auth0Client }) =>
        new Auth0Client({
          domain: config.auth0Domain,
          clientId: config.auth0ClientId,
          authorizationParams: {
            redirect_uri: origin + CALLBACK_PATH,
            audience: config.auth0Audience,
            scope: SCOPE,
            ui_locales: getLanguage(),
          },
          leeway: AUTH_TIMINGS.leewaySeconds,
          httpTimeoutInSeconds: AUTH_TIMINGS.httpTimeoutSeconds,
          authorizeTimeoutInSeconds: AUTH_TIMINGS.authorizeTimeoutSeconds,
          sessionCheckExpiryDays: AUTH_TIMINGS.sessionCheckExpiryDays,
          useRefreshTokens: true,
          // After a reload the in-memory refresh token is gone: fall back to the silent iframe.
          useRefreshTokensFallback: true,
          cacheLocation: 'memory',
        }),
    ));
  // StrictMode runs effects twice; a code can be exchanged only once.
  const callbacks = new Map<string, Promise<RedirectResult>>();

  return {
    async checkSession() {
      await (await client()).checkSession();
    },
    async isAuthenticated() {
      return (await client()).isAuthenticated();
    },
    async getUser(): Promise<AuthUser | undefined> {
      return (await client()).getUser();
    },
    async getAccessToken() {
      const token = await (await client()).getTokenSilently();
      if (!token) throw Object.assign(new Error('Not signed in'), { error: 'login_required' });
      return token;
    },
    async loginWithRedirect(returnTo) {
      await (await client()).loginWithRedirect({
        appState: { returnTo: sanitizeReturnTo(returnTo) },
        authorizationParams: { ui_locales: getLanguage() },
      });
    },
    handleRedirectCallback(url) {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = client()
          .then((auth0) => auth0.handleRedirectCallback(url))
          .then((result) => ({ returnTo: returnToFromAppState(result.appState) }));
        callbacks.set(url, pending);
      }
      return pending;
    },
    async logout() {
      await (await client()).logout({ logoutParams: { returnTo: origin } });
    },
  };
}
