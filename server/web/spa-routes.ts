/**
 * The built SPA (dist/) on the API's origin: files as built, precompressed (.br, .gz beside each,
 * written by server/build/precompress.ts) and chosen by Accept-Encoding; the SPA's client routes,
 * and any other path that is not a file, answer index.html (the SPA redirects unknown ones to /).
 * Everything under /api/ stays the API's: an unknown API path is its JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFramedLtiPage, LTI_REGISTERED_PATH } from '../../src/api-contract';
import { useContentSecurityPolicy, type ContentSecurityPolicy } from './security-headers';

/** Hashed file names change with their content: a browser keeps them a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed public files: kept, but revalidated (ETag, Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';

const HASHED_DIR = 'assets';
const API_PREFIX = '/api/';

export interface SpaRouteOptions {
  /** The built SPA (Vite's outDir). */
  distDir: string;
  policy: ContentSecurityPolicy;
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? '';
}

/** A request for a file (its last segment has an extension): a missing one is a 404, never index.html. */
function looksLikeFile(urlPath: string): boolean {
  return /\.[^/]+$/.test(urlPath);
}

function isApiPath(urlPath: string): boolean {
  return urlPath === API_PREFIX.slice(0, -1) || urlPath.startsWith(API_PREFIX);
}

export async function registerSpaRoutes(app: FastifyInstance, { distDir, policy }: SpaRouteOptions): Promise<void> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No built SPA in ${root} (run npm run build first)`);
  const hashedDir = path.join(root, HASHED_DIR) + path.sep;

  await app.register(async (web) => {
    // An unknown API path reaches the fallback below and is passed on to the API's 404.
    useContentSecurityPolicy(web, policy, (request) => !isApiPath(pathOf(request.url)) && !isFramedLtiPage(pathOf(request.url)));
    // A course page may frame the hand-over of an LTI launch (framed, it only offers to open
    // Auricle in a window of its own) and a teacher's choice of a new activity (src/lti/).
    useContentSecurityPolicy(web, { ...policy, 'frame-ancestors': ['*'] }, (request) => isFramedLtiPage(pathOf(request.url)));
    web.addHook('onSend', async (request, reply, payload) => {
      if (isFramedLtiPage(pathOf(request.url))) reply.removeHeader('x-frame-options');
      // A platform that opened its registration in a window of its own hears the end through
      // `window.opener`, which a same-origin opener policy would cut (src/lti/lti-pages.tsx).
      if (pathOf(request.url) === LTI_REGISTERED_PATH) reply.header('cross-origin-opener-policy', 'unsafe-none');
      return payload;
    });
    await web.register(fastifyStatic, {
      root,
      // A route per built file (read once at start; the build does not change under a running
      // server), so that the fallback below is an ordinary route and the API keeps its 404.
      wildcard: false,
      // Source maps stay on the server (vite.config.ts: 'hidden'); the compressed copies are
      // served through their originals.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', file.startsWith(hashedDir) ? IMMUTABLE : REVALIDATE);
      },
    });
    web.get('/*', (request, reply) => {
      const urlPath = pathOf(request.url);
      if (isApiPath(urlPath) || looksLikeFile(urlPath)) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  });
}
