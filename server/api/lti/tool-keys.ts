import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../db';

export const TOOL_KEY_ALGORITHM = 'RS256';

/** The tool's signing key: the platforms verify its messages with the public half (`/api/lti/jwks`). */
export interface ToolKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

/**
 * The tool's key pair, made on first need and kept in the database, so that every instance of
 * the API signs with the same key and a restart does not break the platforms' copies of it.
 */
export class ToolKeys {
  private current: Promise<ToolKey> | null = null;

  constructor(private readonly db: Database) {}

  signingKey(): Promise<ToolKey> {
    this.current ??= this.loadOrCreate().catch((error: unknown) => {
      this.current = null;
      throw error;
    });
    return this.current;
  }

  /** The public key set a platform registers (JWKS). */
  async publicKeySet(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.signingKey()).publicJwk] };
  }

  private async loadOrCreate(): Promise<ToolKey> {
    const stored = await this.oldest();
    if (stored) return toolKeyOf(stored);
    const { privateKey, publicKey } = await generateKeyPair(TOOL_KEY_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const meta = { kid, alg: TOOL_KEY_ALGORITHM, use: 'sig' };
    await this.db.query('INSERT INTO lti_tool_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [
      kid,
      JSON.stringify({ ...(await exportJWK(privateKey)), ...meta }),
      JSON.stringify({ ...(await exportJWK(publicKey)), ...meta }),
    ]);
    // Two instances starting together may both make one: the oldest wins for both.
    return toolKeyOf((await this.oldest()) as KeyRow);
  }

  private async oldest(): Promise<KeyRow | undefined> {
    const [row] = await this.db.query<KeyRow>('SELECT kid, private_jwk, public_jwk FROM lti_tool_keys ORDER BY created_at, kid LIMIT 1');
    return row;
  }
}

async function toolKeyOf(row: KeyRow): Promise<ToolKey> {
  return {
    kid: row.kid,
    privateKey: (await importJWK(row.private_jwk, TOOL_KEY_ALGORITHM)) as CryptoKey,
    publicKey: (await importJWK(row.public_jwk, TOOL_KEY_ALGORITHM)) as CryptoKey,
    publicJwk: row.public_jwk,
  };
}
