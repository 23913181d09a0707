import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../demo-users.ts';
import { identityKeyFile, loadOrCreateKeys } from './keys.ts';
import { exchangeCode, signIn, startTestProvider } from './test-client.ts';

const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'auricle-keys-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface PublicJwks {
  keys: { kid: string; kty: string; alg?: string; d?: string }[];
}

async function publicJwks(issuer: string): Promise<PublicJwks> {
  return (await (await fetch(`${issuer}.well-known/jwks.json`)).json()) as PublicJwks;
}

describe('signing keys', () => {
  it('are generated into <dataDir>/identity/ on first start and reused after a restart (same kid)', async () => {
    const dataDir = await tempDir();
    const first = await startTestProvider(dataDir);
    const port = Number(new URL(first.config.issuer).port);
    const before = await publicJwks(first.config.issuer);
    const teacher = DEMO_USERS.find((user) => user.permissions.includes('read:admin'));
    if (!teacher) throw new Error('no teacher');
    const tokens = (await (await exchangeCode(first.config, await signIn(first.config, teacher.email, teacher.password))).json()) as {
      access_token: string;
    };
    await first.stop(false);

    const file = identityKeyFile(dataDir);
    expect(file).toBe(path.join(dataDir, 'identity', 'keys.json'));
    expect((await stat(file)).mode & 0o077).toBe(0);

    const second = await startTestProvider(dataDir, port);
    try {
      const after = await publicJwks(second.config.issuer);
      expect(before.keys).toHaveLength(1);
      expect(before.keys[0]?.kty).toBe('RSA');
      expect(before.keys[0]?.d).toBeUndefined();
      expect(after.keys.map((key) => key.kid)).toEqual(before.keys.map((key) => key.kid));
      // A token issued before the restart still verifies against the keys served after it.
      const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(after), { issuer: second.config.issuer });
      expect(payload.sub).toBe(teacher.sub);
    } finally {
      await second.stop(false);
    }
  });

  it('differ between data directories', async () => {
    const [a, b] = await Promise.all([loadOrCreateKeys(await tempDir()), loadOrCreateKeys(await tempDir())]);
    expect(a.jwks.keys[0]?.kid).toBeTruthy();
    expect(a.jwks.keys[0]?.kid).not.toBe(b.jwks.keys[0]?.kid);
    expect(a.cookieKeys[0]).not.toBe(b.cookieKeys[0]);
  });

  it('are loaded unchanged from an existing file', async () => {
    const dataDir = await tempDir();
    const created = await loadOrCreateKeys(dataDir);
    const stored = JSON.parse(await readFile(identityKeyFile(dataDir), 'utf8')) as unknown;
    expect(stored).toEqual(created);
    expect(await loadOrCreateKeys(dataDir)).toEqual(created);
  });

  it('refuse a corrupt key file with a message naming it, instead of silently rotating', async () => {
    const dataDir = await tempDir();
    const file = identityKeyFile(dataDir);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '{"cookieKeys": []}');
    await expect(loadOrCreateKeys(dataDir)).rejects.toThrow(file);
  });
});
