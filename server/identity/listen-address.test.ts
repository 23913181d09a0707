import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkListenAddress, isLoopbackHost, ListenRefusedError, readListenAddress } from './listen-address.ts';
import { freePort, startTestProvider } from './test-client.ts';

const LOCAL_ISSUER = 'http://127.0.0.1:3001/';

describe('isLoopbackHost', () => {
  it('accepts loopback addresses and localhost, nothing else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', '::ffff:192.168.1.10', 'fe80::1', 'auricle.school.example', '']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('readListenAddress', () => {
  it('defaults to 127.0.0.1 without the override', () => {
    expect(readListenAddress({})).toEqual({ host: '127.0.0.1', allowNonLoopback: false });
    expect(readListenAddress({ IDP_HOST: ' 0.0.0.0 ', IDP_ALLOW_NON_LOOPBACK: '1' })).toEqual({ host: '0.0.0.0', allowNonLoopback: true });
    expect(readListenAddress({ IDP_ALLOW_NON_LOOPBACK: '0' }).allowNonLoopback).toBe(false);
  });

  it('refuses an override it cannot read rather than guessing', () => {
    expect(() => readListenAddress({ IDP_ALLOW_NON_LOOPBACK: 'please' })).toThrow(/IDP_ALLOW_NON_LOOPBACK must be 1 \(allow\) or 0/);
  });
});

describe('checkListenAddress', () => {
  it('allows loopback silently', () => {
    expect(checkListenAddress({ host: '127.0.0.1', allowNonLoopback: false }, LOCAL_ISSUER)).toEqual([]);
  });

  it('refuses a non-loopback host without the override, naming the variable and Auth0', () => {
    const check = () => checkListenAddress({ host: '0.0.0.0', allowNonLoopback: false }, LOCAL_ISSUER);
    expect(check).toThrow(ListenRefusedError);
    expect(check).toThrow(/refusing to listen on 0\.0\.0\.0.*demo.*Auth0.*IDP_ALLOW_NON_LOOPBACK=1/s);
  });

  it('with the override, warns that it is for demos only, and about an issuer other machines cannot reach', () => {
    const warnings = checkListenAddress({ host: '0.0.0.0', allowNonLoopback: true }, LOCAL_ISSUER);
    expect(warnings[0]).toMatch(/demos on a trusted network only, never for production.*Auth0/);
    expect(warnings[1]).toMatch(/set AUTH_ISSUER/);
    expect(checkListenAddress({ host: '0.0.0.0', allowNonLoopback: true }, 'http://192.168.1.10:3001/')).toHaveLength(1);
  });
});

describe('the provider on a non-loopback address', () => {
  it('does not start without the override, and nothing listens', async () => {
    const port = await freePort();
    const started = startTestProvider(undefined, port, { listen: { host: '0.0.0.0', allowNonLoopback: false } });
    await expect(started).rejects.toThrow(ListenRefusedError);
    await expect(fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)).rejects.toThrow();
  });

  it('starts with the override and prints the demo-only warning', async () => {
    const warnings: string[] = [];
    const provider = await startTestProvider(undefined, undefined, {
      listen: { host: '0.0.0.0', allowNonLoopback: true },
      warn: (message) => warnings.push(message),
    });
    try {
      const discovery = await fetch(`${provider.config.issuer}.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      expect(warnings.join('\n')).toMatch(/IDP_ALLOW_NON_LOOPBACK=1.*demos on a trusted network only, never for production/s);
    } finally {
      await provider.stop();
    }
  });

  it('makes `npm run idp` exit non-zero with the reason', async () => {
    const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/cli.mjs');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'auricle-idp-'));
    const env = { ...process.env, IDP_HOST: '0.0.0.0', IDP_ALLOW_NON_LOOPBACK: '', IDP_PORT: String(await freePort()), AURICLE_DATA_DIR: dataDir };
    const child = spawn(process.execPath, [tsx, 'server/identity/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toMatch(/could not start on 0\.0\.0\.0:\d+: refusing to listen on 0\.0\.0\.0/);
  });
});
