/**
 * The security headers of every response, in one place. The API registers them for all its
 * routes (`buildApp`), so development answers with them too; the production server's SPA routes
 * (server/web/spa-routes.ts) swap the API's Content-Security-Policy for the SPA's.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Directive name to its sources, e.g. `{ 'script-src': ["'self'"] }`. */
export type ContentSecurityPolicy = Record<string, string[]>;

/** JSON, CSV and audio load nothing and are never framed. */
export const API_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The other origins the SPA talks to. */
export interface SpaPolicyOrigins {
  /** The identity provider: sign-in redirects, its token endpoint, the silent sign-in iframe. */
  identity: string;
  /** Sentry's ingest origin, when the SPA reports errors. */
  sentry?: string | undefined;
}

/**
 * The SPA's policy. No WebAssembly runs in the browser (Opus clips are decoded by Chromium
 * itself; only the server uses libav.js), so scripts need no 'wasm-unsafe-eval'. MUI's emotion
 * injects style tags at run time: styles need 'unsafe-inline'. auth0-spa-js runs its refresh-token
 * worker from a blob: URL and, after a reload (tokens are kept in memory only), signs in again
 * silently in an iframe of the provider (src/auth/auth0-auth-client.ts).
 */
export function spaContentSecurityPolicy({ identity, sentry }: SpaPolicyOrigins): ContentSecurityPolicy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", identity, ...(sentry ? [sentry] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:', 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'frame-src': [identity],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", identity],
    'object-src': ["'none'"],
  };
}

/** The origin of a URL or of a bare host name (https), as Auth0 domains are written. */
export function originOf(urlOrHost: string): string {
  return new URL(urlOrHost.includes('://') ? urlOrHost : `https://${urlOrHost}`).origin;
}

/**
 * The SPA was built with VITE_AUTH0_DOMAIN and VITE_SENTRY_DSN; the production server reads the
 * same variables (from the environment or .env) to allow those origins. Without VITE_AUTH0_DOMAIN
 * the identity provider is the issuer the API accepts.
 */
export function readSpaPolicyOrigins(env: NodeJS.ProcessEnv, issuer: string): SpaPolicyOrigins {
  const domain = env.VITE_AUTH0_DOMAIN?.trim();
  return { identity: originOf(domain || issuer), sentry: sentryIngestOrigin(env.VITE_SENTRY_DSN) };
}

/** Where a Sentry DSN (`https://key@o1.ingest.sentry.io/2`) sends events; undefined without one. */
export function sentryIngestOrigin(dsn: string | undefined): string | undefined {
  return dsn?.trim() ? new URL(dsn.trim()).origin : undefined;
}

/**
 * Helmet has no Permissions-Policy. Nothing in Auricle uses a camera, a microphone, a location or
 * other devices; sound plays on a user's gesture, and autoplay is allowed for the page itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** Believe `X-Forwarded-Proto` (TRUST_PROXY, server/config.ts): the server runs behind a TLS-terminating proxy. */
  trustProxy: boolean;
}

/** Over TLS here, or (behind a trusted proxy) over TLS to the proxy. */
export function isHttps(request: FastifyRequest, { trustProxy }: SecurityHeaderOptions): boolean {
  if (request.protocol === 'https') return true;
  if (!trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  // The proxy nearest the client comes first in a chain.
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** Registers the headers on every route of `app` (and the 404 and error answers). */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Below: only over HTTPS (over plain HTTP it would claim a guarantee the server does not give).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps(request, options)) reply.raw.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}

/**
 * Gives the routes of `scope` (an encapsulated plugin) `policy` instead of the API's, on the
 * requests `covers` accepts (the others keep the API's).
 */
export function useContentSecurityPolicy(scope: FastifyInstance, policy: ContentSecurityPolicy, covers: (request: FastifyRequest) => boolean): void {
  const setPolicy = fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives: policy });
  scope.addHook('onRequest', (request, reply, done) => (covers(request) ? setPolicy(request.raw, reply.raw, done) : done()));
}
