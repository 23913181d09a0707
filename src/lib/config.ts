/** SPA configuration, read once from Vite's build-time environment (see .env.example). */
export interface AppConfig {
  /** Identity provider base URL; `http://…` is used as is, a bare host gets https. */
  auth0Domain: string;
  auth0ClientId: string;
  /** The API audience (its /api/ base URL as registered with the provider). */
  auth0Audience: string;
  /** Base URL of the REST API, ending with a slash; /api/ of the page's own origin by default (`npm run serve`). */
  apiBaseUrl: string;
  /** Empty when error reporting is off. */
  sentryDsn: string;
  supportEmail: string;
}

type EnvSource = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const DEFAULT_DOMAIN = 'http://127.0.0.1:3001';
const DEFAULT_CLIENT_ID = 'auricle-spa';
const API_PATH = '/api/';
const DEFAULT_SUPPORT_EMAIL = 'support@auricle.example';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** `pageOrigin`: where the SPA is served from, e.g. `https://auricle.school.example`. */
export function readAppConfig(env: EnvSource, pageOrigin: string): AppConfig {
  const apiBaseUrl = withTrailingSlash(nonEmpty(env.VITE_API_BASE_URL) ?? new URL(API_PATH, pageOrigin).href);
  return {
    // The SDK expects the issuer to be exactly `domain + '/'`.
    auth0Domain: withoutTrailingSlash(nonEmpty(env.VITE_AUTH0_DOMAIN) ?? DEFAULT_DOMAIN),
    auth0ClientId: nonEmpty(env.VITE_AUTH0_CLIENT_ID) ?? DEFAULT_CLIENT_ID,
    auth0Audience: nonEmpty(env.VITE_AUTH0_AUDIENCE) ?? apiBaseUrl,
    apiBaseUrl,
    sentryDsn: nonEmpty(env.VITE_SENTRY_DSN) ?? '',
    supportEmail: nonEmpty(env.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL,
  };
}

export const appConfig: AppConfig = readAppConfig(import.meta.env, window.location.origin);
