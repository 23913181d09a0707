import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandlers } from '../api/http-error';
import { API_CONTENT_SECURITY_POLICY, registerSecurityHeaders, spaContentSecurityPolicy } from './security-headers';
import { IMMUTABLE, REVALIDATE, registerSpaRoutes } from './spa-routes';
import { expectSecurityHeaders } from './testing/security-header-assertions';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const SMALL_SCRIPT = 'export const steps = [1, 2, 3];\n';
const SPA_POLICY = spaContentSecurityPolicy({ identity: 'http://127.0.0.1:3001' });

/** A built SPA in miniature: index.html, one hashed script with its map, an unhashed clip; .br and .gz beside the text files, a small script with its .br only. */
async function writeFixtureDist(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'audio'), { recursive: true });
  for (const [file, text] of [
    ['index.html', INDEX_HTML],
    ['assets/index-AbC123.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(dir, file), text);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  // A small file keeps only the copies that save bytes (server/build/precompress.ts): here brotli's.
  await writeFile(path.join(dir, 'assets/small-Q7.js'), SMALL_SCRIPT);
  await writeFile(path.join(dir, 'assets/small-Q7.js.br'), brotliCompressSync(SMALL_SCRIPT));
  await writeFile(path.join(dir, 'assets/index-AbC123.js.map'), '{"version":3,"sources":["../../src/secret.ts"]}');
  await writeFile(path.join(dir, 'audio/clip.ogg'), Buffer.from('OggS fake clip'));
}

/** The production server's shape: the API's error handlers and headers, an API under /api, the SPA beside it. */
async function productionLikeApp(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandlers(app);
  await registerSecurityHeaders(app, { trustProxy: false });
  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok' }));
      api.get('/boom', async () => {
        throw new Error('broken');
      });
    },
    { prefix: '/api' },
  );
  await registerSpaRoutes(app, { distDir, policy: SPA_POLICY });
  return app;
}

describe('the SPA on the API’s origin', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'auricle-spa-'));
    await writeFixtureDist(dir);
    app = await productionLikeApp(dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers index.html at / and at every client route, revalidated, under the SPA policy', async () => {
    for (const url of ['/', '/eq', '/totalreport/eq?organization=x', '/schedules/42/results', '/no/such/page']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers.etag, url).toBeTruthy();
      expect(response.headers['last-modified'], url).toBeTruthy();
      expectSecurityHeaders(response, SPA_POLICY);
    }
    const head = await app.inject({ method: 'HEAD', url: '/reports/eq' });
    expect(head.statusCode).toBe(200);
  });

  it("lets a course page frame the hand-over of an LTI launch, a teacher's choice of a new activity and the end of a registration, and nothing else", async () => {
    for (const url of ['/lti/launched', '/lti/registered?platform=Moodle', '/lti/deep-link/5f0c8a4e-0000-4000-8000-000000000001', '/lti/deep-link/5f0c8a4e-0000-4000-8000-000000000001/new']) {
      const framed = await app.inject({ url });
      expect(framed.body).toBe(INDEX_HTML);
      expect(framed.headers['content-security-policy'], url).toContain('frame-ancestors *');
      expect(framed.headers['x-frame-options'], url).toBeUndefined();
    }
    // The end of a registration keeps its opener: a platform's window hears it there.
    expect((await app.inject({ url: '/lti/registered?platform=Moodle' })).headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect((await app.inject({ url: '/lti/deep-link/5f0c8a4e-0000-4000-8000-000000000001' })).headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const url of ['/lti/refused?reason=replayed', '/lti/deep-link', '/schedules/new']) {
      const other = await app.inject({ url });
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers a revalidation of an unchanged index.html with 304', async () => {
    const first = await app.inject({ url: '/eq' });
    const again = await app.inject({ url: '/eq', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps hashed assets a year', async () => {
    const response = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(response, SPA_POLICY);
    const clip = await app.inject({ url: '/audio/clip.ogg' });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves the precompressed copy the browser accepts, brotli first, and the file itself where there is none', async () => {
    const brotli = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);

    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const small = await app.inject({ url: '/assets/small-Q7.js', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(small.body).toBe(SMALL_SCRIPT);
    const smallBrotli = await app.inject({ url: '/assets/small-Q7.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(smallBrotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(smallBrotli.rawPayload).toString()).toBe(SMALL_SCRIPT);

    const page = await app.inject({ url: '/eq', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('never serves a source map, and a missing file is a 404, not the page', async () => {
    for (const url of ['/assets/index-AbC123.js.map', '/assets/index-Old999.js', '/favicon.ico', '/assets/index-AbC123.js.br']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 404 });
      expect(response.body, url).not.toContain('secret.ts');
    }
  });

  it('leaves /api/ to the API: its answers, errors and unknown paths keep the API policy', async () => {
    const health = await app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    expectSecurityHeaders(health, API_CONTENT_SECURITY_POLICY);
    for (const url of ['/api/nothing-here', '/api', '/api/health/deeper']) {
      const unknown = await app.inject({ url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['content-type'], url).toMatch(/^application\/json/);
      expectSecurityHeaders(unknown, API_CONTENT_SECURITY_POLICY);
    }
    const failed = await app.inject({ url: '/api/boom' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ status: 500, message: 'Internal server error' });
    expectSecurityHeaders(failed, API_CONTENT_SECURITY_POLICY);
  });

  it('refuses to start without a built SPA', async () => {
    await expect(registerSpaRoutes(Fastify(), { distDir: path.join(dir, 'missing'), policy: SPA_POLICY })).rejects.toThrow(/npm run build/);
  });
});
