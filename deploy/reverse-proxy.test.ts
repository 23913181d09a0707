/**
 * deploy/nginx.conf, run by a real nginx in front of a stand-in for `npm run serve`: TLS with a
 * certificate made now, the forwarded headers, the upload limit, compression and the redirect.
 * Skipped where nginx or openssl is missing (CI installs nginx: .ci/run).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = fileURLToPath(new URL('./nginx.conf', import.meta.url));
const SERVER_NAME = 'auricle.example.org';
const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

function findProgram(name: string, args: string[]): string | null {
  for (const candidate of [name, `/usr/sbin/${name}`]) {
    if (spawnSync(candidate, args, { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

const nginx = findProgram('nginx', ['-v']);
const openssl = findProgram('openssl', ['version']);
const missing = [nginx ? null : 'nginx', openssl ? null : 'openssl'].filter(Boolean).join(' and ');

interface Ports {
  upstream: number;
  http: number;
  https: number;
}

/** The example as an administrator would install it, with this test's ports and certificate. */
function renderSiteConfig(example: string, ports: Ports, certificate: string, key: string): string {
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:8080;/g, `server 127.0.0.1:${ports.upstream};`],
    // Only loopback here, and IPv6 may be missing in a container.
    [/^\s*listen \[::\]:\d+[^;]*;\n/gm, ''],
    [/listen 80;/g, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 /g, `listen 127.0.0.1:${ports.https} `],
    [/\/etc\/ssl\/certs\/auricle\.example\.org\.pem/g, certificate],
    [/\/etc\/ssl\/private\/auricle\.example\.org\.key/g, key],
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    // A pattern that no longer matches would test the wrong thing (a real port, a missing certificate).
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer contains ${pattern}`);
    pattern.lastIndex = 0;
    return text.replace(pattern, replacement);
  }, example);
}

async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, server: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}: ${await readFile(errorLog, 'utf8').catch(() => '(no error log)')}`);
}

/** What `npm run serve` would answer, reduced to what the proxy's behaviour shows in. */
function startUpstream(): Promise<Server> {
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/sound.flac') {
        response.writeHead(200, { 'content-type': 'audio/flac' }).end(Buffer.alloc(64 * 1024, 7));
        return;
      }
      const seen = {
        method: request.method,
        url: request.url,
        bytes: chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
        headers: request.headers,
        padding: 'a report row, '.repeat(200),
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface UpstreamSaw {
  method: string;
  url: string;
  bytes: number;
  headers: IncomingHttpHeaders;
}

describe.skipIf(missing !== '')(`deploy/nginx.conf in front of the server${missing ? ` (skipped: ${missing} not installed; apt-get install -y nginx openssl)` : ''}`, () => {
  let dir: string;
  let ports: Ports;
  let upstream: Server;
  let proxy: ChildProcess;
  let certificate: string;

  function send(scheme: 'http' | 'https', method: string, url: string, { body, headers = {} }: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Answer> {
    const options = { host: '127.0.0.1', method, path: url, headers: { host: SERVER_NAME, ...headers }, agent: false as const };
    return new Promise((resolve, reject) => {
      const request =
        scheme === 'https'
          ? httpsRequest({ ...options, port: ports.https, ca: certificate, servername: SERVER_NAME })
          : httpRequest({ ...options, port: ports.http });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      // nginx answers 413 as soon as it reads the length, and may close while the body is still being written.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.end(body);
    });
  }

  const upstreamSaw = (answer: Answer): UpstreamSaw => JSON.parse(answer.body.toString('utf8')) as UpstreamSaw;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'auricle-nginx-'));
    upstream = await startUpstream();
    ports = { upstream: (upstream.address() as AddressInfo).port, http: await freePort(), https: await freePort() };
    const certFile = path.join(dir, 'cert.pem');
    const keyFile = path.join(dir, 'key.pem');
    execFileSync(openssl ?? 'openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', `/CN=${SERVER_NAME}`, '-addext', `subjectAltName=DNS:${SERVER_NAME}`, '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' });
    certificate = await readFile(certFile, 'utf8');
    await writeFile(path.join(dir, 'auricle.conf'), renderSiteConfig(await readFile(CONFIG, 'utf8'), ports, certFile, keyFile));
    const errorLog = path.join(dir, 'error.log');
    // The smallest main configuration a distribution's nginx.conf would be around the site file;
    // one process, so that it runs as whoever runs the test and writes its temp files in `dir`.
    await writeFile(
      path.join(dir, 'nginx.conf'),
      [
        'master_process off;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${errorLog} warn;`,
        'events { worker_connections 64; }',
        'http {',
        `  access_log ${dir}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
        `  include ${dir}/auricle.conf;`,
        '}',
      ].join('\n'),
    );
    proxy = spawn(nginx ?? 'nginx', ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForPort(ports.https, proxy, errorLog);
  });

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => upstream?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("answers over HTTPS with the server's answer, telling it the request came over HTTPS, from whom, and its id", async () => {
    const answer = await send('https', 'GET', '/api/health?probe=1');
    expect(answer.status).toBe(200);
    const saw = upstreamSaw(answer);
    expect(saw).toMatchObject({ method: 'GET', url: '/api/health?probe=1' });
    expect(saw.headers).toMatchObject({ host: SERVER_NAME, 'x-forwarded-proto': 'https', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': SERVER_NAME });
    expect(saw.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.headers.server).toBe('nginx');
  });

  it('passes an upload of 20 MiB and refuses a larger one before the server sees it', async () => {
    const headers = { 'content-type': 'audio/wav' };
    const accepted = await send('https', 'POST', '/api/timbre/instruments/violin/recordings', { body: Buffer.alloc(UPLOAD_LIMIT_BYTES, 1), headers });
    expect(accepted.status).toBe(200);
    expect(upstreamSaw(accepted).bytes).toBe(UPLOAD_LIMIT_BYTES);

    const refused = await send('https', 'POST', '/api/timbre/instruments/violin/recordings', { body: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 1), headers });
    expect(refused.status).toBe(413);
  });

  it('compresses JSON and leaves audio as the server sent it', async () => {
    const acceptGzip = { 'accept-encoding': 'gzip' };
    const report = await send('https', 'GET', '/api/reports/eq', { headers: acceptGzip });
    expect(report.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(report.body).toString('utf8'))).toMatchObject({ url: '/api/reports/eq' });

    const sound = await send('https', 'GET', '/sound.flac', { headers: acceptGzip });
    expect(sound.status).toBe(200);
    expect(sound.headers['content-encoding']).toBeUndefined();
    expect(sound.body.byteLength).toBe(64 * 1024);
  });

  it('redirects plain HTTP to the same address over HTTPS', async () => {
    const answer = await send('http', 'GET', '/reports/eq?from=2026-01-01');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SERVER_NAME}/reports/eq?from=2026-01-01`);
  });
});
