import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import type { JWK } from 'oidc-provider';

/** Secrets of the local provider: cookie signing keys and the RS256 token signing key set. */
export interface IdentityKeys {
  cookieKeys: string[];
  jwks: { keys: JWK[] };
}

const KEY_FILE = 'keys.json';

export function identityKeyFile(dataDir: string): string {
  return path.join(dataDir, 'identity', KEY_FILE);
}

function isIdentityKeys(value: unknown): value is IdentityKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { cookieKeys, jwks } = value as Partial<IdentityKeys>;
  return (
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === 'string' && key.length >= 32) &&
    typeof jwks === 'object' &&
    jwks !== null &&
    Array.isArray(jwks.keys) &&
    jwks.keys.some((key) => key.kty === 'RSA' && typeof key.d === 'string' && typeof key.kid === 'string')
  );
}

async function generateKeys(): Promise<IdentityKeys> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e });
  return {
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
    jwks: { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' } as JWK] },
  };
}

async function readKeys(file: string): Promise<IdentityKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Regenerating silently would invalidate every token the API has seen, so say what to do instead.
  if (!isIdentityKeys(parsed)) throw new Error(`Invalid identity key file ${file}; delete it to generate new keys.`);
  return parsed;
}

/**
 * Loads the provider's keys from `<dataDir>/identity/keys.json`, generating them on first start.
 * Keys live only in the git-ignored data directory, so tokens stay valid across restarts.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const file = identityKeyFile(dataDir);
  const existing = await readKeys(file);
  if (existing) return existing;

  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = await generateKeys();
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  // Another process may have created the file meanwhile; whichever rename lands last wins, so read it back.
  await rename(temp, file);
  return (await readKeys(file)) ?? keys;
}
